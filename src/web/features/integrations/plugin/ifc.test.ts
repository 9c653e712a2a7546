import { IFCDUCTSILENCERTYPE, IFCPROPERTYSET, IfcAPI } from 'web-ifc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IFC_CUSTOM_PSET, ifcGuid, productIfc, stepReal, stepString } from './ifc.ts'
import { pressureCurve } from './pressure-curve.ts'
import { rectProduct } from './export-product.ts'
import { rangeAt1And100, rectItem, roundTestProduct } from './test-products.ts'

const product = { ...roundTestProduct, pressureDrop: pressureCurve(rangeAt1And100) }
const api = new IfcAPI()

beforeAll(async () => {
  // Tests run from the repository root (Node); web-ifc reads its wasm from node_modules.
  const node = (globalThis as unknown as { process: { cwd(): string } }).process
  api.SetWasmPath(`${node.cwd()}/node_modules/web-ifc/`, true)
  await api.Init()
})
afterAll(() => api.Dispose())

interface Value {
  value: unknown
}
const valueOf = (v: unknown) => (v as Value | null)?.value

/** The model's property sets by name, each with its properties by name. */
function propertySets(model: number): Map<string, Map<string, Record<string, unknown>>> {
  const sets = api.GetLineIDsWithType(model, IFCPROPERTYSET)
  const byName = new Map<string, Map<string, Record<string, unknown>>>()
  for (let i = 0; i < sets.size(); i++) {
    const set = api.GetLine(model, sets.get(i), true) as {
      Name: Value
      HasProperties: Record<string, unknown>[]
    }
    byName.set(String(set.Name.value), new Map(set.HasProperties.map((p) => [String(valueOf(p.Name)), p])))
  }
  return byName
}

describe('IFC4 silencer type', () => {
  it('writes STEP values with a dot and escaped text', () => {
    expect(stepReal(1500)).toBe('1500.')
    expect(stepReal(0.0524)).toBe('0.0524')
    expect(stepString("it's ä")).toBe("'it''s \\X2\\00E4\\X0\\'")
    expect(ifcGuid()).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/)
  })

  it('opens in web-ifc and holds the silencer type with its property sets', () => {
    const text = productIfc(product, { timestamp: new Date('2026-01-01T00:00:00Z') })
    const model = api.OpenModel(new TextEncoder().encode(text))
    try {
      expect(api.GetModelSchema(model)).toBe('IFC4')
      const types = api.GetLineIDsWithType(model, IFCDUCTSILENCERTYPE)
      expect(types.size()).toBe(1)
      const type = api.GetLine(model, types.get(0), true) as Record<string, unknown>
      expect(valueOf(type.PredefinedType)).toBe('ROUND')
      expect(valueOf(type.Name)).toBe(product.name)

      const byName = propertySets(model)
      const common = byName.get('Pset_DuctSilencerTypeCommon')
      expect(valueOf(common?.get('Length')?.NominalValue)).toBe(900)
      expect(valueOf(common?.get('HydraulicDiameter')?.NominalValue)).toBe(250)
      expect(valueOf(common?.get('AirFlowRateRange')?.LowerBoundValue)).toBeCloseTo(0.0524)
      expect(valueOf(common?.get('AirFlowRateRange')?.UpperBoundValue)).toBeCloseTo(0.524)
      expect(common?.has('HasExteriorInsulation')).toBe(true)

      const manufacturer = byName.get('Pset_ManufacturerTypeInformation')
      expect(valueOf(manufacturer?.get('Manufacturer')?.NominalValue)).toBe('Nordvent Acoustics Oy')
      expect(valueOf(manufacturer?.get('ArticleNumber')?.NominalValue)).toBe('NRF100-250-900')
      expect(valueOf(manufacturer?.get('ModelReference')?.NominalValue)).toBe('NRF100/NRP100')
      expect(manufacturer?.has('ModelLabel')).toBe(true)

      const acoustics = byName.get(IFC_CUSTOM_PSET)
      const loss = acoustics?.get('InsertionLoss')
      expect((loss?.DefiningValues as Value[]).map((v) => v.value)).toEqual([
        63, 125, 250, 500, 1000, 2000, 4000, 8000,
      ])
      expect((loss?.DefinedValues as Value[]).map((v) => v.value)).toEqual([
        3.5, 6, 12.25, 20, 28, 30, 22, 15,
      ])
      const curve = acoustics?.get('AirPressureDropCurve')
      const dp = (curve?.DefinedValues as Value[]).map((v) => Number(v.value))
      expect(dp.length).toBe(product.pressureDrop.length)
      expect(dp[0]).toBe(1)
      expect(dp.at(-1)).toBe(100)
    } finally {
      api.CloseModel(model)
    }
  })
  it('opens a rectangular silencer in web-ifc as a RECTANGULAR type with its size, range and insulation', () => {
    const rect = rectProduct(rectItem, rangeAt1And100)
    const text = productIfc(rect, { timestamp: new Date('2026-01-01T00:00:00Z') })
    const model = api.OpenModel(new TextEncoder().encode(text))
    try {
      expect(api.GetModelSchema(model)).toBe('IFC4')
      const types = api.GetLineIDsWithType(model, IFCDUCTSILENCERTYPE)
      expect(types.size()).toBe(1)
      const type = api.GetLine(model, types.get(0), true) as Record<string, unknown>
      expect(valueOf(type.PredefinedType)).toBe('RECTANGULAR')
      expect(valueOf(type.Name)).toBe('MSKI 1200x600-1500')

      const byName = propertySets(model)
      const common = byName.get('Pset_DuctSilencerTypeCommon')
      expect(valueOf(common?.get('Length')?.NominalValue)).toBe(1500)
      // 2·W·H / (W + H) of a 1200 × 600 duct.
      expect(valueOf(common?.get('HydraulicDiameter')?.NominalValue)).toBe(800)
      expect(valueOf(common?.get('AirFlowRateRange')?.LowerBoundValue)).toBeCloseTo(0.0524)
      expect(valueOf(common?.get('AirFlowRateRange')?.UpperBoundValue)).toBeCloseTo(0.524)
      // A 50 mm shell: insulated.
      expect(valueOf(common?.get('HasExteriorInsulation')?.NominalValue)).toBe(true)

      const manufacturer = byName.get('Pset_ManufacturerTypeInformation')
      expect(valueOf(manufacturer?.get('ArticleNumber')?.NominalValue)).toBe('MSKI-1200-600-1500')
      expect(valueOf(manufacturer?.get('ModelReference')?.NominalValue)).toBe('MSKI')

      const acoustics = byName.get(IFC_CUSTOM_PSET)
      expect((acoustics?.get('InsertionLoss')?.DefinedValues as Value[]).map((v) => v.value)).toEqual([
        4, 8, 15, 25, 33, 35, 28, 20,
      ])
      const dp = (acoustics?.get('AirPressureDropCurve')?.DefinedValues as Value[]).map((v) =>
        Number(v.value),
      )
      expect(dp.length).toBe(rect.pressureDrop.length)
      expect(dp[0]).toBe(1)
      expect(dp.at(-1)).toBe(100)
    } finally {
      api.CloseModel(model)
    }
  })
})
