import { describe, expect, it } from 'vitest'
import { airflowDiffers, cardAirflow } from './system-airflow.ts'

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
})
