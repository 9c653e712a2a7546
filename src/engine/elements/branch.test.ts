import { describe, expect, it } from 'vitest'
import { branchPowerSplit, branchReflection } from './branch.ts'

describe('branch power split (VDI 2081-1 §6.4 eq. 35)', () => {
  it.each([
    [0.3, [0.3, 0.36, 0.42], 5.6],
    [0.049, [0.049, 0.049, 0.049], 4.8],
    [0.02, [0.02, 0.02], 3.0],
  ])('reproduces VDI 2081-2 Table 1: branch %s m² of %j gives %s dB', (branch, all, printed) => {
    expect(Math.abs(branchPowerSplit(branch, all) - printed)).toBeLessThan(0.05)
  })

  it('adds Long’s reflection only where the branches do not match the main duct: 0.512 dB for 2 × S_m', () => {
    expect(branchReflection(0.02, 0.04)).toBeCloseTo(0.5115, 4)
    expect(branchReflection(0.05, 0.05)).toBe(0)
  })

  it('refuses a branch larger than all branches together', () => {
    expect(() => branchPowerSplit(0.5, [0.1, 0.1])).toThrow('INVALID_DIMENSIONS')
  })
})
