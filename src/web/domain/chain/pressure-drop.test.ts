import { describe, expect, it } from 'vitest'
import { chainPressureDrop, pressureDropCaveats, pressureDropsAtOtherAirflow } from './pressure-drop.ts'
import { anItem } from './test-items.ts'

describe("the system's total pressure drop", () => {
  it('adds pressure drop × quantity of every product in series', () => {
    // 2 × 38.5 + 24 + 12.5 = 113.5 Pa
    const summary = chainPressureDrop([
      anItem('nrf', { quantity: 2, pressureDrop: 38.5 }),
      anItem('rect', { productType: 'rectSilencer', pressureDrop: 24 }),
      anItem('grille', { productType: 'diffuser', pressureDrop: 12.5 }),
    ])
    expect(summary).toEqual({ total: 113.5, without: 0, diffusers: 1 })
  })

  it('counts the products without a pressure drop, by quantity, and leaves them out of the sum', () => {
    // 30 + 4 × 5 = 50 Pa; a bend × 3, a custom product and a silencer without a model are left out.
    const summary = chainPressureDrop([
      anItem('nke', { pressureDrop: 30 }),
      anItem('bend', { productType: 'abstract', quantity: 3 }),
      anItem('custom-1', { productType: 'custom' }),
      anItem('nrfv', { productClass: 'NRFV', pressureDrop: null }),
      anItem('ceiling', { productType: 'diffuser', quantity: 4, pressureDrop: 5 }),
    ])
    expect(summary).toEqual({ total: 50, without: 5, diffusers: 4 })
  })

  it('keeps a pressure drop of 0 Pa, which is a value, apart from a missing one', () => {
    expect(chainPressureDrop([anItem('a', { pressureDrop: 0 })])).toEqual({
      total: 0,
      without: 0,
      diffusers: 0,
    })
  })

  it('has no total when no product has a pressure drop, or the chain is empty', () => {
    expect(chainPressureDrop([anItem('bend', { productType: 'abstract', quantity: 2 })])).toEqual({
      total: null,
      without: 2,
      diffusers: 0,
    })
    expect(chainPressureDrop([])).toEqual({ total: null, without: 0, diffusers: 0 })
  })

  it('reads a negative or non-finite pressure drop as missing', () => {
    const summary = chainPressureDrop([
      anItem('a', { pressureDrop: -3 }),
      { productType: 'silencer', quantity: 1, pressureDrop: Number.NaN },
      anItem('b', { pressureDrop: 7 }),
    ])
    expect(summary).toEqual({ total: 7, without: 2, diffusers: 0 })
  })
})

describe("the pressure drops in the total taken at another airflow than the system's", () => {
  it('counts, by quantity, the silencers whose stored airflow differs from the system airflow', () => {
    // A supply system copied for the exhaust, given 500 l/s: two silencers keep 400 l/s, one was added at 500.
    const items = [
      anItem('nrf', { quantity: 2, inputAirflow: 400, pressureDrop: 38.5 }),
      anItem('rect', { productType: 'rectSilencer', inputAirflow: 400, pressureDrop: 24 }),
      anItem('nke', { inputAirflow: 500, pressureDrop: 30 }),
    ]
    expect(pressureDropsAtOtherAirflow(items, 500)).toEqual({ products: 3, systemAirflow: 500 })
  })

  it('takes an airflow within 0.01 l/s of the system airflow as the same, as the cards do', () => {
    expect(
      pressureDropsAtOtherAirflow([anItem('a', { inputAirflow: 500.004, pressureDrop: 30 })], 500),
    ).toBeNull()
    expect(
      pressureDropsAtOtherAirflow([anItem('a', { inputAirflow: 500.02, pressureDrop: 30 })], 500),
    ).toEqual({
      products: 1,
      systemAirflow: 500,
    })
  })

  it('leaves out what is not in the total, the diffusers, which have their own line, and entries without an airflow', () => {
    const items = [
      anItem('nrfv', { productClass: 'NRFV', inputAirflow: 400, pressureDrop: null }),
      anItem('grille', { productType: 'diffuser', inputAirflow: 30, pressureDrop: 12.5 }),
      anItem('kept', { pressureDrop: 30 }),
      anItem('none', { inputAirflow: null, pressureDrop: 30 }),
    ]
    expect(pressureDropsAtOtherAirflow(items, 500)).toBeNull()
  })

  it('says nothing without a system airflow, which nothing can differ from', () => {
    expect(
      pressureDropsAtOtherAirflow([anItem('a', { inputAirflow: 400, pressureDrop: 30 })], null),
    ).toBeNull()
  })
})

describe("the total's caveats, which every figure taken from it carries", () => {
  it('lists what the total leaves out, its diffusers and its products at another airflow, counted, in that order', () => {
    const items = [
      anItem('nrf', { quantity: 2, inputAirflow: 900, pressureDrop: 38.4 }),
      anItem('grille', { productType: 'diffuser', quantity: 3, pressureDrop: 12.5 }),
      anItem('bend', { productType: 'abstract', quantity: 4 }),
    ]
    expect(pressureDropCaveats(chainPressureDrop(items), pressureDropsAtOtherAirflow(items, 1250))).toEqual([
      { kind: 'without', products: 4 },
      { kind: 'diffusers', products: 3 },
      { kind: 'otherAirflow', products: 2, systemAirflow: 1250 },
    ])
  })

  it('has none for a whole total at the system airflow, nor for no total at all', () => {
    const whole = [anItem('nke', { inputAirflow: 500, pressureDrop: 30 })]
    expect(pressureDropCaveats(chainPressureDrop(whole), pressureDropsAtOtherAirflow(whole, 500))).toEqual([])
    const none = [anItem('bend', { productType: 'abstract', quantity: 2 })]
    expect(pressureDropCaveats(chainPressureDrop(none), null)).toEqual([])
  })
})
