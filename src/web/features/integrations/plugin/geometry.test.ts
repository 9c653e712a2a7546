import { describe, expect, it } from 'vitest'
import { isOpenableClass, rectGeometry, roundGeometry, roundSpacing, shellThickness } from './geometry.ts'

const byName = (parameters: { name: string; value: number }[]) =>
  Object.fromEntries(parameters.map((p) => [p.name, p.value]))

describe('geometry parameters of the CAD model', () => {
  it('gives NRF and NRP classes their spacing of 50 or 100', () => {
    expect(roundSpacing('NRF50/NRP50', 400)).toBe(50)
    expect(roundSpacing('NRP50', 1600)).toBe(50)
    expect(roundSpacing('NRF100/NRP100', 400)).toBe(100)
    expect(roundSpacing('NRP100', 2000)).toBe(100)
  })

  it('gives NRFB 150 from a diameter of 1400 mm, else 100', () => {
    expect(roundSpacing('NRFB100/NRPB100', 1250)).toBe(100)
    expect(roundSpacing('NRFB100/NRPB100', 1400)).toBe(150)
    expect(roundSpacing('NRPB100', 1600)).toBe(150)
  })

  it('gives other round classes no spacing', () => {
    expect(roundSpacing('NKE', 400)).toBeNull()
    expect(roundSpacing('NTP/NTF', 400)).toBeNull()
    expect(byName(roundGeometry('NKU', 315, 600))).toEqual({ D: 315, L: 600 })
    expect(byName(roundGeometry('NRF50/NRP50', 315, 600))).toEqual({ D: 315, L: 600, S: 50 })
  })

  it('caps the shell insulation at 100 mm', () => {
    expect(shellThickness('0mm')).toBe(0)
    expect(shellThickness('50mm')).toBe(50)
    expect(shellThickness('M30')).toBe(30)
    expect(shellThickness('100mm')).toBe(100)
    expect(shellThickness('EI120')).toBe(100)
  })

  it('gives the openable MRxA classes a 60 mm shell', () => {
    expect(isOpenableClass('MRKA')).toBe(true)
    expect(isOpenableClass('MRPA/x')).toBe(true)
    expect(isOpenableClass('MSKI')).toBe(false)
    const base = {
      width: 1200,
      height: 600,
      length: 1500,
      shape: 'straight' as const,
      shellInsulation: '50mm',
    }
    expect(byName(rectGeometry({ ...base, className: 'MRCA' })).T).toBe(60)
    expect(byName(rectGeometry({ ...base, className: 'MSKI' }))).toEqual({ A: 1200, B: 600, L: 1500, T: 50 })
  })

  it('adds X and Y for bends', () => {
    const bend = rectGeometry({
      className: 'MPK',
      width: 600,
      height: 400,
      length: 900,
      shape: 'bend',
      dimensionX: 150,
      dimensionY: 150,
      shellInsulation: 'EI120',
    })
    expect(byName(bend)).toEqual({ A: 600, B: 400, L: 900, T: 100, X: 150, Y: 150 })
  })
})
