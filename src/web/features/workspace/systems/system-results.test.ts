import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/index.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { aSystem } from '../../../state/workspace/test-fixtures.ts'
import { airflowFormat } from '../../../ui/units/airflow-format.ts'
import { systemResultFacts } from './system-results.ts'

const t = i18n.getFixedT('en')
const dropOf = (items: ReturnType<typeof anItem>[]) =>
  systemResultFacts(
    aSystem({ inputSoundPowerLevel: flat(70), items }),
    t,
    'en',
    airflowFormat('l/s', 'en'),
  ).find((fact) => fact.label === 'Total pressure drop (Pa)')?.value

describe("a system card's total pressure drop", () => {
  it('is the known part, marked as the least it is, where products have none, as the overview gives it', () => {
    const silencer = anItem('s1', { pressureDrop: 35, quantity: 2 })
    expect(dropOf([silencer])).toBe('70')
    expect(dropOf([silencer, anItem('b1', { pressureDrop: null })])).toBe('≥ 70')
    expect(dropOf([anItem('b1', { pressureDrop: null })])).toBe('-')
  })
})
