import { describe, expect, it } from 'vitest'
import { airflowDiffers, cardAirflow, entryAirflow } from './system-airflow.ts'

describe('the system airflow on a card', () => {
  it('is inherited unless the product or the card has its own', () => {
    expect(cardAirflow(null, null, 400)).toBe(400)
    expect(cardAirflow(null, 250, 400)).toBe(250)
    expect(cardAirflow({ inputAirflow: null }, 250, 400)).toBe(400)
    expect(cardAirflow({ inputAirflow: 300 }, 250, 400)).toBe(300)
    expect(cardAirflow(null, null, null)).toBeNull()
  })

  it('flags a product airflow that differs from the system airflow', () => {
    expect(airflowDiffers(300, 400)).toBe(true)
    expect(airflowDiffers(400, 400)).toBe(false)
    expect(airflowDiffers(400.004, 400)).toBe(false)
    expect(airflowDiffers(300, null)).toBe(false)
    expect(airflowDiffers(null, 400)).toBe(false)
  })

  it('compares the own airflow of every entry but a diffuser, whose is the catalogue’s', () => {
    expect(entryAirflow({ productType: 'silencer', inputAirflow: 300 })).toBe(300)
    expect(entryAirflow({ productType: 'rectSilencer', inputAirflow: 900 })).toBe(900)
    expect(entryAirflow({ productType: 'rectSilencer' })).toBeNull()
    expect(entryAirflow({ productType: 'diffuser', inputAirflow: 95 })).toBeNull()
  })
})
