import { describe, expect, it } from 'vitest'
import { billOfMaterials } from './bill-of-materials.ts'
import { toReportItem } from './report-model.ts'
import { configuredRect } from './test-rect.ts'

const item = (productType: string, productCode: string, productName: string, quantity = 1) =>
  toReportItem({ productId: productCode || productName, productType, productCode, productName, quantity })
const nrf = (quantity = 1) => item('silencer', 'NRF-250-900', 'NRF-250', quantity)
const kso = item('diffuser', 'KSO-160', 'Diffuser KSO')

/** Each line as name, code, total and the systems' shares, to compare with sums worked out by hand. */
const summed = (...systems: { id: string; name: string; items: ReturnType<typeof item>[] }[]) =>
  billOfMaterials(systems).map((line) => [
    line.item.productName,
    line.item.productCode,
    line.quantity,
    line.systems.map((s) => `${s.name}:${s.quantity}`),
  ])

describe('the bill of materials', () => {
  it('puts a product the chain holds twice on one line with both quantities', () => {
    // NRF-250 once and then twice (one entry of quantity 2): 1 + 2 = 3.
    expect(summed({ id: 's1', name: 'AHU-1', items: [nrf(), kso, nrf(2)] })).toEqual([
      ['NRF-250', 'NRF-250-900', 3, ['AHU-1:3']],
      ['Diffuser KSO', 'KSO-160', 1, ['AHU-1:1']],
    ])
  })

  it('sums a product over the systems, keeping each system’s share', () => {
    // AHU-1 holds 1 + 1 NRF-250, AHU-2 holds 4: 6 in all; KSO-160 only in AHU-2 (3).
    expect(
      summed(
        { id: 's1', name: 'AHU-1', items: [nrf(), nrf()] },
        { id: 's2', name: 'AHU-2', items: [item('diffuser', 'KSO-160', 'Diffuser KSO', 3), nrf(4)] },
      ),
    ).toEqual([
      ['NRF-250', 'NRF-250-900', 6, ['AHU-1:2', 'AHU-2:4']],
      ['Diffuser KSO', 'KSO-160', 3, ['AHU-2:3']],
    ])
  })

  it('tells products apart by code and type, and products without a code by name', () => {
    const lines = summed({
      id: 's1',
      name: 'AHU-1',
      items: [
        nrf(),
        item('silencer', 'NRF-250-1200', 'NRF-250'), // same name, another length: another product
        item('custom', 'NRF-250-900', 'NRF-250'), // same code typed on a custom product: not the catalogue's
        item('custom', '', 'Fire damper', 2),
        item('custom', '', ' Fire damper '),
        item('custom', '', 'Smoke damper'),
        item('abstract', '', 'Fire damper'),
      ],
    })
    expect(lines).toEqual([
      ['NRF-250', 'NRF-250-900', 1, ['AHU-1:1']],
      ['NRF-250', 'NRF-250-1200', 1, ['AHU-1:1']],
      ['NRF-250', 'NRF-250-900', 1, ['AHU-1:1']],
      ['Fire damper', '', 3, ['AHU-1:3']],
      ['Smoke damper', '', 1, ['AHU-1:1']],
      ['Fire damper', '', 1, ['AHU-1:1']],
    ])
  })

  it('keeps rectangular silencers of one code apart when made differently, and together when made alike', () => {
    // MSK-1000x500-1500 is the code of every option of that size; the cassettes are what is ordered.
    const rect = (id: string, option: number, changes = {}) =>
      toReportItem(configuredRect(id, option, changes))
    const lines = summed(
      { id: 's1', name: 'AHU-1', items: [rect('r1', 4), rect('r2', 0)] },
      // Made alike at another airflow: the same product, another pressure drop.
      {
        id: 's2',
        name: 'AHU-2',
        items: [rect('r3', 4, { inputAirflow: 1200 }), rect('r4', 4)],
      },
    )
    expect(lines).toEqual([
      ['MSK-1000x500-1500', 'MSK-1000x500-1500', 3, ['AHU-1:1', 'AHU-2:2']],
      ['MSK-1000x500-1500', 'MSK-1000x500-1500', 1, ['AHU-1:1']],
    ])
    const [threeBy200, fiveBy100] = billOfMaterials([
      { id: 's1', name: 'AHU-1', items: [rect('r1', 4), rect('r2', 0)] },
    ]).map((line) => line.item.rectConfiguration?.optionData)
    expect([threeBy200?.amountOfCassettes, threeBy200?.cassetteThickness]).toEqual([3, 200])
    expect([fiveBy100?.amountOfCassettes, fiveBy100?.cassetteThickness]).toEqual([5, 100])
  })

  it('is empty for systems without products', () => {
    expect(billOfMaterials([{ id: 's1', name: 'AHU-1', items: [] }])).toEqual([])
    expect(billOfMaterials([])).toEqual([])
  })
})
