// "Download IFC" (beyond the specification, docs/integrations.md section 2): the chosen silencer as an IFC4
// IfcDuctSilencerType with Pset_DuctSilencerTypeCommon, Pset_ManufacturerTypeInformation and our own property
// set holding the insertion loss per band and the pressure-drop curve (docs/integrations.md section 2). STEP
// text (ISO 10303-21).
import { BAND_CENTRES, bandsToArray } from '#engine/index.ts'
import type { PluginProduct } from './product.ts'

export const IFC_CUSTOM_PSET = 'VentNoise_SilencerAcoustics'

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$'

/** A 22-character IFC GlobalId (a random 128-bit value in IFC base-64). */
export function ifcGuid(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16))
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  for (let i = 0; i < 22; i++) {
    text = (GUID_CHARS[Number(value & 63n)] ?? '0') + text
    value >>= 6n
  }
  // 128 bits need 22 characters of 6 bits, the first one carrying only 2 bits.
  return GUID_CHARS[GUID_CHARS.indexOf(text[0] ?? '0') & 3] + text.slice(1)
}

/** A STEP string: quotes and backslashes doubled, anything outside printable ASCII as \X2\hhhh\X0\. */
export function stepString(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (char === "'") out += "''"
    else if (char === '\\') out += '\\\\'
    else if (code >= 0x20 && code < 0x7f) out += char
    else {
      const units =
        code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code]
      out += `\\X2\\${units.map((u) => u.toString(16).toUpperCase().padStart(4, '0')).join('')}\\X0\\`
    }
  }
  return `'${out}'`
}

/** A STEP real: always with a dot (1500. or 0.125), never locale-formatted. */
export function stepReal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
  const text = String(Math.round(value * 1e6) / 1e6)
  if (/e/i.test(text))
    return value
      .toExponential()
      .toUpperCase()
      .replace(/^(-?\d)(E)/, '$1.$2')
  return text.includes('.') ? text : `${text}.`
}

class StepWriter {
  private lines: string[] = []
  add(entity: string): string {
    this.lines.push(`#${this.lines.length + 1}=${entity};`)
    return `#${this.lines.length}`
  }
  data(): string {
    return this.lines.join('\n')
  }
}

const list = (refs: readonly string[]) => `(${refs.join(',')})`

/** The silencer type as an IFC4 file (text). Lengths in mm, airflow in m³/s, pressure in Pa, loss in dB. */
export function productIfc(
  product: PluginProduct,
  options: { timestamp?: Date; guid?: () => string } = {},
): string {
  const guid = options.guid ?? (() => ifcGuid())
  const when = (options.timestamp ?? new Date()).toISOString().slice(0, 19)
  const w = new StepWriter()
  const s = stepString
  const r = stepReal

  // Units: millimetre, square metre, cubic metre, pascal, second; airflow as m³/s.
  const length = w.add(`IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)`)
  const volume = w.add(`IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)`)
  const time = w.add(`IFCSIUNIT(*,.TIMEUNIT.,$,.SECOND.)`)
  const pressure = w.add(`IFCSIUNIT(*,.PRESSUREUNIT.,$,.PASCAL.)`)
  const frequency = w.add(`IFCSIUNIT(*,.FREQUENCYUNIT.,$,.HERTZ.)`)
  const units = w.add(`IFCUNITASSIGNMENT(${list([length, volume, time, pressure, frequency])})`)
  const project = w.add(`IFCPROJECT('${guid()}',$,${s(product.name)},$,$,$,$,$,${units})`)

  const flow = (ls: number) => `IFCVOLUMETRICFLOWRATEMEASURE(${r(ls / 1000)})`
  const d = product.dimensions
  const hydraulicDiameter =
    d.shape === 'circular' ? d.diameter : (2 * d.width * d.height) / (d.width + d.height)

  const common = [
    w.add(`IFCPROPERTYSINGLEVALUE('Length',$,IFCPOSITIVELENGTHMEASURE(${r(d.length)}),$)`),
    w.add(`IFCPROPERTYSINGLEVALUE('HydraulicDiameter',$,IFCLENGTHMEASURE(${r(hydraulicDiameter)}),$)`),
    w.add(
      `IFCPROPERTYBOUNDEDVALUE('AirFlowRateRange',$,${flow(product.dimData.maxAirflow)},${flow(product.dimData.minAirflow)},$,$)`,
    ),
    w.add(
      `IFCPROPERTYSINGLEVALUE('HasExteriorInsulation',$,IFCBOOLEAN(${product.insulated ? '.T.' : '.F.'}),$)`,
    ),
  ]
  const commonSet = w.add(`IFCPROPERTYSET('${guid()}',$,'Pset_DuctSilencerTypeCommon',$,${list(common)})`)

  const manufacturer = [
    w.add(`IFCPROPERTYSINGLEVALUE('Manufacturer',$,IFCLABEL(${s(product.manufacturer.name)}),$)`),
    w.add(`IFCPROPERTYSINGLEVALUE('ModelReference',$,IFCLABEL(${s(product.geometry.modelId)}),$)`),
    w.add(`IFCPROPERTYSINGLEVALUE('ModelLabel',$,IFCLABEL(${s(product.name)}),$)`),
    w.add(`IFCPROPERTYSINGLEVALUE('ArticleNumber',$,IFCIDENTIFIER(${s(product.code || product.name)}),$)`),
  ]
  const manufacturerSet = w.add(
    `IFCPROPERTYSET('${guid()}',$,'Pset_ManufacturerTypeInformation',$,${list(manufacturer)})`,
  )

  const loss = bandsToArray(product.attenuation)
  const acoustics = [
    w.add(
      `IFCPROPERTYTABLEVALUE('InsertionLoss','Insertion loss per octave band, dB',${list(
        BAND_CENTRES.map((hz) => `IFCFREQUENCYMEASURE(${r(hz)})`),
      )},${list(loss.map((dB) => `IFCSOUNDPOWERLEVELMEASURE(${r(dB)})`))},$,$,$,.LINEAR.)`,
    ),
    w.add(
      `IFCPROPERTYTABLEVALUE('AirPressureDropCurve','Pressure drop against airflow',${list(
        product.pressureDrop.map((p) => flow(p.airflow)),
      )},${list(product.pressureDrop.map((p) => `IFCPRESSUREMEASURE(${r(p.dp)})`))},$,$,$,.LOG_LOG.)`,
    ),
    ...product.geometry.parameters.map((p) =>
      w.add(`IFCPROPERTYSINGLEVALUE(${s(`Geometry${p.name}`)},$,IFCLENGTHMEASURE(${r(p.value)}),$)`),
    ),
  ]
  const acousticsSet = w.add(`IFCPROPERTYSET('${guid()}',$,'${IFC_CUSTOM_PSET}',$,${list(acoustics)})`)

  const predefined = d.shape === 'circular' ? '.ROUND.' : '.RECTANGULAR.'
  const type = w.add(
    `IFCDUCTSILENCERTYPE('${guid()}',$,${s(product.name)},${s(product.className)},$,${list([commonSet, manufacturerSet, acousticsSet])},$,${s(product.code || product.name)},${s(product.className)},${predefined})`,
  )
  w.add(`IFCRELDECLARES('${guid()}',$,$,$,${project},(${type}))`)

  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
    `FILE_NAME(${s(`${product.name}.ifc`)},'${when}',(''),(${s(product.manufacturer.name)}),'VentNoise','VentNoise','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    w.data(),
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n')
}

/** A file name for the download: the product name with unsafe characters replaced. */
export const ifcFileName = (product: PluginProduct): string =>
  `${product.name.replace(/[^\w.-]+/g, '_') || 'silencer'}.ifc`

/** Starts the browser download of the product's IFC file. */
export function downloadIfc(product: PluginProduct): void {
  const blob = new Blob([productIfc(product)], { type: 'application/x-step' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = ifcFileName(product)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
