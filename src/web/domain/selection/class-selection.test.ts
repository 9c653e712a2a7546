import { describe, expect, it } from 'vitest'
import { demoSilencerClasses } from '../../state/catalogue/test-catalogue.ts'
import {
  FLOW_ROUND_CLASSES,
  classGrids,
  counterTotal,
  nextTarget,
  roundClassesOf,
  selectedRectClass,
  toggleClass,
} from './class-selection.ts'

const classes = demoSilencerClasses()
const kinds = new Map(classes.map((c) => [c.name, c.kind]))
const kindOf = (name: string) => kinds.get(name)
const byName = (name: string) => {
  const found = classes.find((c) => c.name === name)
  if (!found) throw new Error(name)
  return found
}

describe('class grids', () => {
  it('shows the round classes without a parent and every rectangular class', () => {
    const { round, rect } = classGrids(classes, 'main')
    expect(round.map((c) => c.name)).toEqual(FLOW_ROUND_CLASSES)
    expect(rect).toHaveLength(15)
  })

  it('offers only the allowed round classes in the modelling and export flows', () => {
    const extra = { ...byName('NKE'), id: 'x', _id: 'x', name: 'NXX' }
    expect(classGrids([...classes, extra], 'main').round.map((c) => c.name)).toContain('NXX')
    for (const flow of ['modelling', 'export'] as const)
      expect(classGrids([...classes, extra], flow).round.map((c) => c.name)).toEqual(FLOW_ROUND_CLASSES)
  })

  it('counts out of the round classes, plus 2 in the main application', () => {
    expect(counterTotal(9, 'main')).toBe(11)
    expect(counterTotal(9, 'modelling')).toBe(9)
  })
})

describe('toggling', () => {
  it('toggles round classes on and off, several at a time', () => {
    let selected = toggleClass([], byName('NKE'), kindOf)
    selected = toggleClass(selected, byName('NRF50/NRP50'), kindOf)
    expect(selected).toEqual(['NKE', 'NRF50/NRP50'])
    expect(toggleClass(selected, byName('NKE'), kindOf)).toEqual(['NRF50/NRP50'])
  })

  it('keeps the groups exclusive and the rectangular choice single', () => {
    const round = toggleClass(['NKE', 'NKL'], byName('MSK'), kindOf)
    expect(round).toEqual(['MSK'])
    expect(toggleClass(round, byName('MRKA'), kindOf)).toEqual(['MRKA'])
    expect(toggleClass(['MRKA'], byName('NKU'), kindOf)).toEqual(['NKU'])
    expect(toggleClass(['MRKA'], byName('MRKA'), kindOf)).toEqual([])
    expect(selectedRectClass(['MRKA'], kindOf)).toBe('MRKA')
    expect(selectedRectClass(['NKE'], kindOf)).toBeNull()
  })
})

describe('round classes a selection stands for', () => {
  it('expands a grouping class to its members and nothing to every round class', () => {
    expect([...roundClassesOf(['NRF50/NRP50'], classes)].sort()).toEqual(['NRF50', 'NRF50/NRP50', 'NRP50'])
    expect(roundClassesOf([], classes).size).toBe(21)
    expect(roundClassesOf(['MSK'], classes).size).toBe(21)
  })
})

describe('Next', () => {
  it('leads to the products list or the rectangular wizard in the main application', () => {
    expect(nextTarget('main', null, '315')).toEqual({ kind: 'productsList' })
    expect(nextTarget('main', 'MRKA', null)).toEqual({ kind: 'rectWizard', presetClass: 'MRKA' })
  })

  it('leads to the flow routes elsewhere, with the diameter', () => {
    expect(nextTarget('modelling', null, '315')).toEqual({ kind: 'regularSilencers', diameter: '315' })
    expect(nextTarget('export', 'MSKI', null)).toEqual({ kind: 'rectRoute', presetClass: 'MSKI' })
  })
})
