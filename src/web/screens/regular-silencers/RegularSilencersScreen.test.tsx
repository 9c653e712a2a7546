import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { catalogueCalls } from '../../api/catalogue.ts'
import { roundSilencerCalls } from '../../api/round-silencers.ts'
import { demoSilencerClasses, demoSilencers } from '../../features/catalogue/test-catalogue.ts'
import { giveElementsASize } from '../../features/product-cards/test-layout.ts'
import { rankSilencers } from '../../features/regular-silencers/ranking.ts'
import { getWorkspace, startQuickCalculation } from '../../features/workspace/workspace-store.ts'
import en from '../../i18n/locales/en.json'
import { renderRoute } from '../../test-utils.tsx'

vi.mock('../../api/catalogue.ts')
vi.mock('../../api/round-silencers.ts')
const calls = vi.mocked(catalogueCalls)
const pressureDrop = vi.mocked(roundSilencerCalls.pressureDrop)

const input = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const silencers = demoSilencers()
const count = (shown: number, total: number) =>
  en.regularSilencers.count.replaceAll('{{total}}', String(total)).replace('{{shown}}', String(shown))
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

function open(path = '/app/regular-silencers') {
  startQuickCalculation({
    project: {
      name: 'Hall',
      number: '',
      address: '',
      email: '',
      phone: '',
      contactData: '',
      comment: '',
      date: null,
    },
    system: {
      name: 'Supply',
      number: '',
      comment: '',
      date: null,
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      inputSoundPowerLevel: input,
      items: [],
    },
  })
  return renderRoute(path)
}

beforeEach(() => {
  giveElementsASize()
  calls.silencerClasses.mockResolvedValue(demoSilencerClasses())
  calls.silencers.mockResolvedValue(silencers)
})

describe('the regular silencers list', () => {
  it('searches from 2 characters and sorts by dB(A) ascending by default, in the engine order', async () => {
    const { user } = open()
    expect(await screen.findByText(count(436, 436))).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: en.regularSilencers.sort })).toHaveValue(
      en.regularSilencers.sorts.dbaAsc,
    )
    await user.type(screen.getByRole('searchbox', { name: en.regularSilencers.search }), 'n')
    expect(screen.getByText(count(436, 436))).toBeInTheDocument()
    await user.click(screen.getByRole('searchbox', { name: en.regularSilencers.search }))
    await user.paste('rf50-315')
    expect(await screen.findByText(count(4, 436))).toBeInTheDocument()
    const expected = rankSilencers(
      silencers.filter((s) => s.name.startsWith('NRF50-315')),
      { inputSoundPowerLevel: input, airflowLs: 0, sort: 'dbaAsc' },
    ).map((r) => r.silencer.name)
    expect(cardNames()).toEqual(expected)
  })

  it('fills the search from productName and the nominal size from diameter', async () => {
    open('/app/regular-silencers?productName=NKE&diameter=125')
    expect(await screen.findByRole('searchbox', { name: en.regularSilencers.search })).toHaveValue('NKE')
    expect(await screen.findByText(count(2, 436))).toBeInTheDocument()
  })

  it('disables a filter that has no options', async () => {
    calls.silencerClasses.mockResolvedValue([])
    open()
    await screen.findByText(count(0, 0))
    expect(screen.getByRole('combobox', { name: en.filters.length })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: en.filters.type })).toBeDisabled()
  })

  it('shows the pressure drop at a card airflow and hides the card above 100 Pa', async () => {
    pressureDrop.mockImplementation(({ inputAirflow }) =>
      Promise.resolve({ pressureDrop: inputAirflow > 500 ? 150 : 42 }),
    )
    const { user } = open('/app/regular-silencers?productName=NRF50-315-900')
    const card = await screen.findByRole('article', { name: 'NRF50-315-900' })
    await user.type(within(card).getByRole('textbox', { name: en.productCards.airflow }), '300')
    await waitFor(() => expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('42 Pa'))
    expect(pressureDrop).toHaveBeenLastCalledWith(
      { silencerClass: 'NRF50', diameter: 315, length: 900, inputAirflow: 300 },
      expect.anything(),
    )
    await user.type(within(card).getByRole('textbox', { name: en.productCards.airflow }), '0')
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'NRF50-315-900' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText(count(0, 436))).toBeInTheDocument()
  })

  it('exports, updates and replaces the first product of the working system after confirming', async () => {
    const { user } = open('/app/regular-silencers?productName=NKE-80')
    const first = await screen.findByRole('article', { name: 'NKE-80-500' })
    await user.click(within(first).getByRole('button', { name: en.regularSilencers.actions.export }))
    const dialog = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.exportTitle })
    await user.click(within(dialog).getByRole('button', { name: en.regularSilencers.actions.export }))
    await waitFor(() =>
      expect(getWorkspace().quickCalculation?.system.items?.map((i) => i.productName)).toEqual([
        'NKE-80-500',
      ]),
    )
    expect(
      within(first).getByRole('button', { name: en.regularSilencers.actions.update }),
    ).toBeInTheDocument()
    const other = screen.getByRole('article', { name: 'NKE-80-300' })
    await user.click(within(other).getByRole('button', { name: en.regularSilencers.actions.replace }))
    const replace = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.replaceTitle })
    await user.click(within(replace).getByRole('button', { name: en.regularSilencers.actions.replace }))
    await waitFor(() =>
      expect(getWorkspace().quickCalculation?.system.items?.map((i) => i.productName)).toEqual([
        'NKE-80-300',
      ]),
    )
  })
})
