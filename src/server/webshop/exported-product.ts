// The product we sign and deliver to the shop, built by the server from the catalogue and the configurator's
// rules (docs/security.md, "Nothing unchecked is signed"). The browser only chooses: which catalogue
// silencer, or which rectangular configuration and option, how many, at which airflow. Everything else —
// code, class, sizes and every acoustic number — is ours. A choice that names no catalogue silencer or breaks
// a configurator rule, and an identity field (code, name, class, size, length, material) that differs from
// what the choice means, is 422 with the field named. The numbers the client sends are not compared but
// replaced: the shopper's own sound data edits and a catalogue update between loading and exporting would
// otherwise refuse honest exports.
import { webshopRectProductId, type ExportedProduct } from '#contract/api/webshop.ts'
import type { ErrorDetail } from '#contract/http.ts'
import {
  catalogueRoundSilencerModel,
  DEFAULT_RECT_CONFIG,
  deriveRectClass,
  deriveRectCode,
  hasSoundPower,
  readBands,
  rectRuleViolations,
  roundSilencerAtAirflow,
  validateRectDimensions,
  withoutSoundPowerFigures,
  zeroBands,
  type RectSilencerConfig,
} from '#engine/index.ts'
import type { Db } from '../db/client.ts'
import { findRoundSilencer } from '../catalogue/catalogue.repo.ts'
import { validation } from '../http/app-error.ts'
import { rectOptions } from '../calculations/calculations.service.ts'

type Silencer = Extract<ExportedProduct, { type: 'silencer' }>
type RectSilencer = Extract<ExportedProduct, { type: 'rectSilencer' }>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const field = (name: string) => `body.productData.${name}`
const refuse = (name: string, message: string) => validation([{ field: field(name), message }])

/** Each identity field the client sent must be the value its choice means. */
function requireSame(expected: Record<string, string | number>, sent: Record<string, unknown>): void {
  const details: ErrorDetail[] = []
  for (const [key, value] of Object.entries(expected)) {
    const given = sent[key]
    if (given !== undefined && given !== value)
      details.push({ field: field(key), message: `Must be ${JSON.stringify(value)} for the chosen product` })
  }
  if (details.length > 0) throw validation(details)
}

async function catalogueSilencer(db: Db, product: Silencer) {
  if (product.productId !== undefined && UUID.test(product.productId)) {
    const row = await findRoundSilencer(db, { id: product.productId })
    if (row) return row
  }
  if (product.productId !== undefined) throw refuse('productId', 'Not a silencer of the catalogue')
  if (product.productName) {
    const row = await findRoundSilencer(db, { name: product.productName })
    if (row) return row
    throw refuse('productName', 'Not a silencer of the catalogue')
  }
  throw refuse('productId', 'Required: the catalogue silencer to export')
}

/** A round silencer of the catalogue at the chosen airflow, with the list's numbers (engine, catalogue ζ). */
async function regularSilencer(db: Db, product: Silencer): Promise<Record<string, unknown>> {
  const row = await catalogueSilencer(db, product)
  requireSame(
    {
      productName: row.name,
      productCode: row.code,
      productClass: row.className,
      nominalSizeDiameter: row.nominalSizeDiameter,
      length: row.length,
      attenuationMaterial: row.attenuationMaterial,
    },
    product,
  )
  const model = catalogueRoundSilencerModel({
    class: row.className,
    nominalSizeDiameter: row.nominalSizeDiameter,
    length: row.length,
    attenuationMaterial: row.attenuationMaterial === 'polyester' ? 'polyester' : 'mineralwool',
    openable: row.openable,
    liningThickness: row.liningThickness,
    soundAttenuation: row.soundAttenuation,
    pressureDropCoefficient: row.pressureDropCoefficient,
  })
  // 0 is "no airflow given" (the web client sends 0 when unknown, docs/product-rules.md, "Export payload"):
  // no pressure drop, no flow noise.
  const airflow = product.inputAirflow > 0 ? product.inputAirflow : null
  const atAirflow = roundSilencerAtAirflow(model, airflow)
  const attenuation = readBands(row.soundAttenuation)
  return {
    type: 'silencer',
    productId: row.id,
    productType: 'silencer',
    productClass: row.className,
    productName: row.name,
    productCode: row.code,
    productImageURL: row.imageUrl,
    quantity: product.quantity,
    soundPowerLevel: atAirflow.soundPowerLevel,
    soundAttenuation: attenuation,
    defaultSoundPowerLevel: atAirflow.soundPowerLevel,
    defaultSoundAttenuation: attenuation,
    inputAirflow: airflow ?? 0,
    pressureDrop: atAirflow.pressureDrop ?? 0,
    nominalSizeDiameter: row.nominalSizeDiameter,
    length: row.length,
    attenuationMaterial: row.attenuationMaterial,
  }
}

/** A rectangular silencer: the configuration checked against the configurator's rules, the option recomputed. */
function rectSilencer(resourceId: string, product: RectSilencer): Record<string, unknown> {
  const data = product.rectSilencerData
  const config: RectSilencerConfig = {
    width: data.width,
    height: data.height,
    length: data.length,
    shape: data.shape,
    orientation: data.orientation,
    dimensionX: data.dimensionX ?? DEFAULT_RECT_CONFIG.dimensionX,
    dimensionY: data.dimensionY ?? DEFAULT_RECT_CONFIG.dimensionY,
    position: data.position,
    inputAirflow: data.inputAirflow,
    shellInsulation: data.shellInsulation,
    cassetteMaterial: data.cassetteMaterial,
    outerCover: data.outerCover,
    innerMaterial: data.innerMaterial,
    openable: data.openable,
    connectionProfile: data.connectionProfile,
  }
  const dimensions = validateRectDimensions(config)
  if (!dimensions.valid)
    throw validation(
      dimensions.errors.map((e) => ({
        field: field(`rectSilencerData.${e.field}`),
        message: e.limit === undefined ? e.code : `${e.code} (${e.limit} mm)`,
      })),
    )
  const violations = rectRuleViolations(config)
  if (violations.length > 0)
    throw refuse('rectSilencerData', `Breaks the configurator's rules: ${violations.join(', ')}`)

  const inputSoundPower = data.inputSoundPower ?? zeroBands()
  const options = rectOptions({
    width: config.width,
    height: config.height,
    length: config.length,
    inputAirflow: config.inputAirflow,
    inputSoundPower,
    cassetteMaterial: config.cassetteMaterial,
  })
  const option = options[data.selectedOptionIndex]
  if (!option) throw refuse('rectSilencerData.selectedOptionIndex', `At most ${options.length - 1}`)
  const productClass = deriveRectClass(config)
  const productCode = deriveRectCode(config)
  requireSame({ productCode, productClass, productName: productCode, name: productCode }, product)
  const configuration = {
    ...config,
    selectedOptionIndex: data.selectedOptionIndex,
    // Without an input sound power the figures that rest on it are not defined and are not sent.
    optionData: hasSoundPower(inputSoundPower) ? option : withoutSoundPowerFigures(option),
    ...(data.inputSoundPower ? { inputSoundPower: data.inputSoundPower } : {}),
  }
  // The chain entry's fields, as the configurator builds them (rectItemOf), plus the export's own.
  return {
    productId: webshopRectProductId(resourceId, productCode),
    productType: 'rectSilencer',
    productClass,
    productName: productCode,
    productCode,
    productImageURL: '',
    quantity: product.quantity,
    soundPowerLevel: option.soundPowerLevel,
    soundAttenuation: option.soundAttenuation,
    defaultSoundAttenuation: option.soundAttenuation,
    inputAirflow: config.inputAirflow,
    pressureDrop: Math.max(0, option.pressureDrop),
    length: config.length,
    attenuationMaterial: config.cassetteMaterial,
    rectConfiguration: configuration,
    type: 'rectSilencer',
    name: productCode,
    rectSilencerData: configuration,
  }
}

/** The product to sign: built from the catalogue and the engine, or 422 naming the field at fault. */
export async function exportedProductOf(
  db: Db,
  resourceId: string,
  product: ExportedProduct,
): Promise<Record<string, unknown>> {
  return product.type === 'silencer' ? regularSilencer(db, product) : rectSilencer(resourceId, product)
}
