// Export to MagiCAD (docs/integrations.md section 2; docs/product-rules.md, "Host alerts"): a chain item
// becomes the product XML sent with MCPluginInsertProduct. The checks run in the order of the alerts: host,
// product, type, dimension data, transformer. "Download IFC" builds the same product without asking for the
// host.
import i18n from 'i18next'
import { useSyncExternalStore } from 'react'
import { readBands } from '#engine/index.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { branding } from '../../../domain/branding.ts'
import { rectGeometry, roundGeometry, shellThickness } from './geometry.ts'
import {
  alertText,
  HOST_MESSAGES,
  hostSend,
  postToHost,
  showPluginAlert,
  type PluginAlert,
} from './host-bridge.ts'
import { notifyError } from '../../../state/notifications.ts'
import { toastSuccess } from '../../../ui/notifications/export-toasts.ts'
import { rectDimData, roundDimData } from './dim-data.ts'
import { downloadIfc } from './ifc.ts'
import { pressureCurve } from './pressure-curve.ts'
import type { DimData, PluginProduct } from './product.ts'
import { readPluginRectInput } from './plugin-input-store.ts'

const manufacturer = { name: branding.company.name, url: branding.company.website }

const profileCode = (profile: string | undefined): 'Z' | 'E20' | 'E30' =>
  profile === 'E20' || profile === 'E30' ? profile : 'Z'

const optionNumber = (data: Record<string, unknown> | undefined, key: string): number | null => {
  const value = data?.[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** A round silencer item and its range as the export's product. Throws when data are missing. */
export function roundProduct(item: ChainItem, dimData: DimData): PluginProduct {
  const diameter = item.nominalSizeDiameter ?? 0
  const length = item.length ?? 0
  if (!(diameter > 0) || !(length > 0)) throw new Error('A round silencer needs its diameter and length')
  return {
    type: 'silencer',
    className: item.productClass,
    name: item.productName || item.productClass,
    code: item.productCode,
    manufacturer,
    geometry: { modelId: item.productClass, parameters: roundGeometry(item.productClass, diameter, length) },
    dimensions: { shape: 'circular', diameter, length },
    connection: { diameter },
    dimData,
    pressureDrop: pressureCurve(dimData),
    attenuation: readBands(item.soundAttenuation),
    insulated: false,
  }
}

/**
 * A rectangular silencer item and its range as the export's product. The connection is the plugin's W2xH2
 * when it asked for this size, else the silencer's own size.
 */
export function rectProduct(item: ChainItem, dimData: DimData): PluginProduct {
  const config = item.rectConfiguration
  if (!config) throw new Error('A rectangular silencer needs its configuration')
  const plugin = readPluginRectInput()
  const samePluginSize = plugin !== null && plugin.width === config.width && plugin.height === config.height
  const className = item.productClass
  return {
    type: 'rectSilencer',
    className,
    name: item.productName || item.productCode || className,
    code: item.productCode,
    manufacturer,
    geometry: {
      modelId: className,
      parameters: rectGeometry({
        className,
        width: config.width,
        height: config.height,
        length: config.length,
        shape: config.shape,
        dimensionX: config.dimensionX,
        dimensionY: config.dimensionY,
        shellInsulation: config.shellInsulation,
      }),
    },
    dimensions: { shape: 'rectangular', width: config.width, height: config.height, length: config.length },
    connection: {
      profile: profileCode(config.connectionProfile),
      width: samePluginSize ? plugin.connectionWidth : config.width,
      height: samePluginSize ? plugin.connectionHeight : config.height,
    },
    dimData,
    pressureDrop: pressureCurve(dimData),
    attenuation: readBands(item.soundAttenuation),
    insulated: config.openable || shellThickness(config.shellInsulation) > 0,
  }
}

/** The item's airflow range from the API, or null. */
async function dimDataOf(item: ChainItem): Promise<DimData | null> {
  if (item.productType === 'silencer')
    return roundDimData({
      class: item.productClass,
      nominalSizeDiameter: item.nominalSizeDiameter ?? 0,
      length: item.length ?? 0,
    })
  const config = item.rectConfiguration
  const thickness = optionNumber(config?.optionData, 'cassetteThickness')
  const count = optionNumber(config?.optionData, 'amountOfCassettes')
  if (!config || thickness === null || count === null) return null
  return rectDimData({
    width: config.width,
    height: config.height,
    length: config.length,
    cassetteThickness: thickness,
    amountOfCassettes: count,
  })
}

export type BuildOutcome = { ok: true; product: PluginProduct } | { ok: false; alert: PluginAlert }
export type ExportOutcome =
  { ok: true; product: PluginProduct; xml: string } | { ok: false; alert: PluginAlert }

/** The product with its dimension data, whether or not a host is there (the IFC file needs none). */
export async function buildProduct(item: ChainItem | null | undefined): Promise<BuildOutcome> {
  if (!item) return { ok: false, alert: { key: 'noProduct' } }
  if (item.productType !== 'silencer' && item.productType !== 'rectSilencer')
    return { ok: false, alert: { key: 'unsupported' } }
  const dimData = await dimDataOf(item)
  if (!dimData)
    return { ok: false, alert: { key: item.productType === 'silencer' ? 'roundDimData' : 'rectDimData' } }
  try {
    return {
      ok: true,
      product: item.productType === 'silencer' ? roundProduct(item, dimData) : rectProduct(item, dimData),
    }
  } catch (error) {
    console.error('Product data transformer failed', error)
    return { ok: false, alert: { key: 'transformer' } }
  }
}

/** Everything up to the message: checks, dimension data and the XML. Shows no alert itself. */
export async function prepareExport(item: ChainItem | null | undefined): Promise<ExportOutcome> {
  if (!hostSend()) return { ok: false, alert: { key: 'notRegistered' } }
  const built = await buildProduct(item)
  if (!built.ok) return built
  try {
    // The XML library loads with the first export only.
    const { productXml } = await import('./product-xml.ts')
    return { ok: true, product: built.product, xml: productXml(built.product) }
  } catch (error) {
    console.error('Product data transformer failed', error)
    return { ok: false, alert: { key: 'transformer' } }
  }
}

// Whether an insertion into the CAD program is under way, so the final actions can show it and refuse a
// second click while the airflow range and the XML are prepared.
let inserting = false
const listeners = new Set<() => void>()
const setInserting = (next: boolean) => {
  inserting = next
  listeners.forEach((listener) => listener())
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const useHostExportPending = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => inserting,
    () => false,
  )

/**
 * Inserts the item into the CAD program: prepares the XML and sends MCPluginInsertProduct, or shows the
 * alert of docs/product-rules.md, "Host alerts", and confirms it with a toast. Answers whether the host
 * received the product; a call while another insertion runs is ignored (false).
 */
export async function exportToHost(item: ChainItem | null | undefined): Promise<boolean> {
  if (inserting) return false
  setInserting(true)
  try {
    const outcome = await prepareExport(item)
    if (!outcome.ok) {
      showPluginAlert(outcome.alert)
      return false
    }
    try {
      const received = await postToHost(HOST_MESSAGES.insertProduct, outcome.xml)
      // The host answers nothing visible: the user is told the product went (docs/product-rules.md, "Host
      // alerts").
      if (received) toastSuccess(i18n.t('plugin.inserted', { name: outcome.product.name }))
      return received
    } catch (error) {
      console.error('The CAD host refused the product', error)
      showPluginAlert({ key: 'transformer' })
      return false
    }
  } finally {
    setInserting(false)
  }
}

/**
 * "Download IFC": the item as an IFC4 file, for any BIM tool, with or without the CAD host. A product that
 * cannot be built shows the same wording as the MagiCAD alerts, as a message rather than a browser alert.
 */
export async function downloadItemIfc(item: ChainItem | null | undefined): Promise<boolean> {
  const built = await buildProduct(item)
  if (!built.ok) {
    notifyError(alertText(built.alert))
    return false
  }
  downloadIfc(built.product)
  return true
}
