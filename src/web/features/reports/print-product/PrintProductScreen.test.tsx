import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRINT_DELAY_MS } from '../report-model.ts'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import { stubApi } from '../../../test-api.ts'
import { PrintProductScreen } from './PrintProductScreen.tsx'
import { configuredRect } from '../test-rect.ts'
import { productPrintData } from '../../../ui/print/product-print.ts'
import { flat } from '../../../domain/chain/test-items.ts'

const product = {
  productId: 'p-7',
  productType: 'silencer',
  productClass: 'NRFV',
  productName: 'Silencer 7',
  productCode: 'NRFV-107',
  productImageURL: '',
  quantity: 1,
  soundAttenuation: { octaveBand1000Hz: 12 },
  inputSoundPowerLevel: { octaveBand1000Hz: 70 },
}

// Mounted directly rather than through the lazy route, so that the page is mounted before its opener sets
// the variable, as in the popup.
function renderProductPage(query: string) {
  stubApi({})
  const router = createMemoryRouter([{ path: '/printing/product', element: <PrintProductScreen /> }], {
    initialEntries: [`/printing/product${query}`],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

afterEach(() => {
  delete window.productData
})

describe('the product report', () => {
  it('reads window.productData after its start delay: the opener sets it after opening the popup', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderProductPage('?autoPrint=0')
    window.productData = JSON.stringify(product)
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1))
    expect(screen.queryByText(en.printing.noContent)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /Silencer 7/ })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    vi.useRealTimers()
    expect(
      await screen.findByRole('heading', { name: `${en.printing.productPage}: Silencer 7` }),
    ).toBeInTheDocument()
  })

  it('shows the no-content view when the variable is still missing after the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderProductPage('?autoPrint=0')
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS))
    vi.useRealTimers()
    expect(await screen.findByText(en.printing.noContent)).toBeInTheDocument()
  })

  it('prints by itself once the data is read when autoPrint asks for it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderProductPage('?autoPrint=1')
    window.productData = product
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS))
    // The pictures are tried first (none here); no second delay once the data has been read.
    for (let i = 0; i < 10 && print.mock.calls.length === 0; i++)
      await act(() => vi.advanceTimersByTimeAsync(0))
    expect(print).toHaveBeenCalledTimes(1)
    expect(
      screen.getByRole('heading', { name: `${en.printing.productPage}: Silencer 7` }),
    ).toBeInTheDocument()
  })

  it('gives LpA10m2 per band after the product: A-weighted, referred to 10 m² absorption', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderProductPage('?autoPrint=0')
    window.productData = { ...product, attenuationConstantType: 'T1', filterCorrectionType: 'AFilter' }
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS))
    vi.useRealTimers()
    // 1000 Hz: 70 − 12 = 58 dB after the product; A weighting 0 dB; 10·lg(4/10) = −3.98: 54 dB.
    const label = en.printing.row.lpA10m2.replace(/[()]/g, '\\$&')
    const row = await screen.findByRole('row', { name: new RegExp(`^${label}`) })
    const cells = within(row).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toContain('54')
    expect(cells.map((cell) => cell.textContent)).not.toContain('-')
  })

  it("prints a bend's configuration as the overview's print button hands it over", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderProductPage('?autoPrint=0')
    const bend = configuredRect('rect-1', 2, {
      shape: 'bend',
      orientation: 'horizontal',
      dimensionX: 250,
      dimensionY: 350,
      length: 1600,
      cassetteMaterial: 'polyester',
      shellInsulation: 'M50',
      outerCover: 'magnelis',
      innerMaterial: 'magnelis',
    })
    const system = {
      name: 'AHU-1',
      filterCorrectionType: 'AFilter',
      attenuationConstantType: 'T1',
      catalogueVersion: null,
    } as const
    window.productData = JSON.stringify(productPrintData(bend, flat(70), system, 'Concert hall'))
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS))
    vi.useRealTimers()
    const page = await screen.findByRole('region', {
      name: `${en.printing.productPage}: ${bend.productCode}`,
    })
    const field = (label: string) =>
      within(page).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    const rect = en.productCards.rect
    expect(field(rect.length)).toBe('1,600 mm')
    expect(field(en.rectWizard.fields.orientation)).toBe(en.rectWizard.values.orientation.horizontal)
    expect(field(rect.dimensionX)).toBe('250 mm')
    expect(field(rect.dimensionY)).toBe('350 mm')
    expect(field(rect.cassettes)).toBe(`3 × 150 mm, ${en.materials.lining.polyester}`)
    expect(field(en.rectWizard.options.spacing)).toBe('183 mm')
    expect(field(rect.shell)).toBe('M50')
    expect(field(rect.outerCover)).toBe(en.materials.sheet.magnelis)
    expect(field(rect.innerMaterial)).toBe(en.materials.sheet.magnelis)
    expect(field(rect.profile)).toBe(en.rectWizard.values.zProfile)
  })
})
