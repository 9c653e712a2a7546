import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { calculateChain, itemEffects } from '../../../domain/chain/chain-calculation.ts'
import type { InsertionPosition } from '../../../domain/chain/insertion.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { SelectedProductList } from './SelectedProductList.tsx'
import { inLitresPerSecond } from '../../../test-utils.tsx'

const named = (text: string, name: string) => text.replace('{{name}}', name)

function Harness({
  initial,
  onInsert,
  onEditRect,
  onPrint,
  systemAirflow,
}: {
  initial: ChainItem[]
  onInsert: (position: InsertionPosition) => void
  onEditRect: (id: string) => void
  onPrint: (index: number) => void
  systemAirflow: number | null
}) {
  const [items, setItems] = useState(initial)
  const system = {
    inputSoundPowerLevel: flat(70),
    attenuationConstantType: 'T1' as const,
    filterCorrectionType: 'AFilter' as const,
    items,
  }
  return (
    <SelectedProductList
      items={items}
      effects={itemEffects(system, calculateChain(system))}
      layout="linear"
      onEdit={(edit) => setItems(edit)}
      onInsert={onInsert}
      onEditRect={onEditRect}
      onPrint={onPrint}
      systemAirflow={systemAirflow}
    />
  )
}

function renderList(initial: ChainItem[], systemAirflow: number | null = null) {
  const onInsert = vi.fn()
  const onEditRect = vi.fn()
  const onPrint = vi.fn()
  render(
    <AppProviders>
      <Harness
        initial={initial}
        onInsert={onInsert}
        onEditRect={onEditRect}
        onPrint={onPrint}
        systemAirflow={systemAirflow}
      />
    </AppProviders>,
  )
  return { onInsert, onEditRect, onPrint, user: userEvent.setup() }
}

const card = (name: string) => screen.getByRole('article', { name })
const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)
const quantity = (name: string) =>
  within(card(name)).getByText(en.chain.quantity, { selector: 'dt' }).nextElementSibling?.textContent

describe('the selected product list', () => {
  it('raises and lowers quantities; at zero the card goes', async () => {
    const { user } = renderList([anItem('a'), anItem('b')])
    await user.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    expect(quantity('A')).toBe('2')
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'A') }))
    expect(quantity('A')).toBe('1')
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'A') }))
    expect(names()).toEqual(['B'])
  })

  it("flags a round or rectangular silencer whose own airflow is not the system's, as after copying a system and changing its airflow", () => {
    const differs = inLitresPerSecond(en.productCards.airflowDiffers).replace('{{system}}', '180')
    renderList(
      [
        anItem('kept', { inputAirflow: 250, pressureDrop: 0.6 }),
        anItem('same', { inputAirflow: 180 }),
        anItem('crd', { productType: 'diffuser', inputAirflow: 195 }),
        anItem('msk', { productType: 'rectSilencer', inputAirflow: 900, pressureDrop: 24.2 }),
        anItem('mpk', { productType: 'rectSilencer', inputAirflow: 180, pressureDrop: 12 }),
      ],
      180,
    )
    expect(within(card('KEPT')).getByText(differs)).toBeInTheDocument()
    expect(within(card('SAME')).queryByText(differs)).toBeNull()
    expect(within(card('CRD')).queryByText(differs)).toBeNull()
    // The rectangular silencer the total's line counts is found by the same words, with the airflow and
    // pressure drop it was made at.
    expect(within(card('MSK')).getByText(differs)).toBeInTheDocument()
    const fact = (name: string, label: string) =>
      within(card(name)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact('MSK', en.chain.airflow)).toBe('900 l/s')
    expect(fact('MSK', en.chain.pressureDrop)).toBe(`24 ${en.chain.units.pressure}`)
    expect(within(card('MPK')).queryByText(differs)).toBeNull()
  })

  it('says of a product after a diffuser that the sound already leaves the duct there, until it is moved up', async () => {
    const { user } = renderList([
      anItem('nrf', { productType: 'silencer' }),
      anItem('crd', { productType: 'diffuser' }),
      anItem('nke', { productType: 'silencer' }),
    ])
    expect(within(card('NKE')).getByText(en.chain.afterTerminal)).toBeInTheDocument()
    expect(within(card('NRF')).queryByText(en.chain.afterTerminal)).toBeNull()
    expect(within(card('CRD')).queryByText(en.chain.afterTerminal)).toBeNull()
    await user.click(screen.getByRole('button', { name: named(en.chain.moveUp, 'NKE') }))
    expect(names()).toEqual(['NRF', 'NKE', 'CRD'])
    expect(screen.queryByText(en.chain.afterTerminal)).toBeNull()
  })

  it('moves products, and offers up only after the first and down only before the last', async () => {
    const { user } = renderList([anItem('a'), anItem('b'), anItem('c')])
    expect(screen.queryByRole('button', { name: named(en.chain.moveUp, 'A') })).toBeNull()
    expect(screen.queryByRole('button', { name: named(en.chain.moveDown, 'C') })).toBeNull()
    await user.click(screen.getByRole('button', { name: named(en.chain.moveUp, 'C') }))
    expect(names()).toEqual(['A', 'C', 'B'])
    await user.click(screen.getByRole('button', { name: named(en.chain.moveDown, 'A') }))
    expect(names()).toEqual(['C', 'A', 'B'])
  })

  it('keeps the keyboard on the moved card, and returns it to the button that opened a dialog', async () => {
    const { user } = renderList([anItem('a'), anItem('b'), anItem('c')])
    screen.getByRole('button', { name: named(en.chain.moveDown, 'A') }).focus()
    await user.keyboard('{Enter}')
    expect(names()).toEqual(['B', 'A', 'C'])
    expect(screen.getByRole('button', { name: named(en.chain.moveDown, 'A') })).toHaveFocus()
    // Moved to the end it has no Move down: its Move up takes the focus.
    await user.keyboard('{Enter}')
    expect(names()).toEqual(['B', 'C', 'A'])
    expect(screen.getByRole('button', { name: named(en.chain.moveUp, 'A') })).toHaveFocus()

    const adjust = screen.getByRole('button', { name: named(en.chain.adjustSoundPowerOf, 'B') })
    adjust.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(adjust).toHaveFocus()
  })

  it('names the buttons of two entries of one product apart, by their places in the chain', async () => {
    const { user } = renderList([anItem('bend'), anItem('a'), anItem('bend')])
    expect(screen.getByRole('button', { name: named(en.chain.remove, 'A') })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: named(en.chain.remove, 'BEND (1)') })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'BEND (3)') }))
    expect(names()).toEqual(['BEND', 'A'])
    // One left: its name alone again.
    expect(screen.getByRole('button', { name: named(en.chain.remove, 'BEND') })).toBeInTheDocument()
  })

  it('offers insert before on the first product only, and insert after on each', async () => {
    const { onInsert, user } = renderList([anItem('a'), anItem('b')])
    expect(screen.queryByRole('button', { name: named(en.chain.insertBeforeOf, 'B') })).toBeNull()
    await user.click(screen.getByRole('button', { name: named(en.chain.insertBeforeOf, 'A') }))
    expect(onInsert).toHaveBeenLastCalledWith({ index: 0, placement: 'before', productId: null })
    await user.click(screen.getByRole('button', { name: named(en.chain.insertAfterOf, 'B') }))
    expect(onInsert).toHaveBeenLastCalledWith({ index: 1, placement: 'after', productId: null })
  })

  it('prints the report of the entry asked for', async () => {
    const { onPrint, user } = renderList([anItem('a'), anItem('b')])
    await user.click(screen.getByRole('button', { name: named(en.chain.printProduct, 'B') }))
    expect(onPrint).toHaveBeenCalledWith(1)
  })

  it('gives each type its links: rectangular silencers have the pencil and no sound power link', async () => {
    const { onEditRect, user } = renderList([
      anItem('r', { productType: 'rectSilencer', defaultSoundAttenuation: flat(10) }),
      anItem('d', { productType: 'diffuser' }),
    ])
    const rect = within(card('R'))
    expect(rect.queryByRole('button', { name: named(en.chain.adjustSoundPowerOf, 'R') })).toBeNull()
    expect(rect.getByRole('button', { name: named(en.chain.adjustAttenuationOf, 'R') })).toBeInTheDocument()
    await user.click(rect.getByRole('button', { name: named(en.chain.editRect, 'R') }))
    expect(onEditRect).toHaveBeenCalledWith('r')
    // A diffuser without a default attenuation shows it read-only, and has no sound data link.
    const diffuser = within(card('D'))
    expect(
      diffuser.getByRole('button', { name: named(en.chain.adjustSoundPowerOf, 'D') }),
    ).toBeInTheDocument()
    expect(diffuser.queryByRole('button', { name: named(en.chain.soundDataOf, 'D') })).toBeNull()
    await user.click(diffuser.getByRole('button', { name: named(en.chain.viewAttenuationOf, 'D') }))
    expect(screen.getByText(en.bandModal.readOnly)).toBeInTheDocument()
  })

  it('stores adjusted sound power and shows what the product removes for this source', async () => {
    const { user } = renderList([anItem('a', { quantity: 2 })])
    expect(within(card('A')).getByText(en.chain.removes.replace('{{value}}', '20'))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: named(en.chain.adjustSoundPowerOf, 'A') }))
    const dialog = screen.getByRole('dialog')
    const band = within(dialog).getByRole('textbox', {
      name: en.systemModal.band.replace('{{frequency}}', '1000'),
    })
    await user.clear(band)
    await user.type(band, '90')
    await user.click(within(dialog).getByRole('button', { name: en.bandModal.set }))
    expect(within(card('A')).getByText(/^Adds \d+ dB\(A\) to this source$/)).toBeInTheDocument()
  })
})
