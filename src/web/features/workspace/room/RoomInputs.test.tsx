import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { RoomSettings } from '#contract/api/systems.ts'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { AppProviders } from '../../../providers.tsx'
import { RoomInputs } from './RoomInputs.tsx'
import { DEFAULT_ROOM } from '../../../domain/room/room-levels.ts'

/** The inputs under a parent that keeps the room, as the overview does, and can replace it from outside. */
function Harness({ outside, onChange }: { outside: RoomSettings; onChange: (room: RoomSettings) => void }) {
  const [room, setRoom] = useState(outside)
  const [last, setLast] = useState(outside)
  // A new room from outside (a reload after a conflict) replaces the one kept here.
  if (outside !== last) {
    setLast(outside)
    setRoom(outside)
  }
  return (
    <RoomInputs
      room={room}
      onChange={(next) => {
        onChange(next)
        setRoom(next)
      }}
    />
  )
}

function renderInputs(room: RoomSettings) {
  const onChange = vi.fn<(room: RoomSettings) => void>()
  const view = render(
    <AppProviders>
      <Harness outside={room} onChange={onChange} />
    </AppProviders>,
  )
  const rerender = (next: RoomSettings) =>
    view.rerender(
      <AppProviders>
        <Harness outside={next} onChange={onChange} />
      </AppProviders>,
    )
  return { onChange, rerender, user: userEvent.setup() }
}

const distance = () => screen.getByRole('textbox', { name: en.room.listenerDistance })
const targetNr = () => screen.getByRole('textbox', { name: en.room.targetNr })

describe('the room inputs', () => {
  it('keep what the user typed while the room follows it', async () => {
    const { onChange, user } = renderInputs(DEFAULT_ROOM)
    await user.clear(distance())
    await user.type(distance(), '2.50')
    expect(distance()).toHaveValue('2.50')
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ROOM, listenerDistance: 2.5 })
  })

  it('show a stored room with the decimal comma of a Finnish user, and take it back as typed', async () => {
    await i18n.changeLanguage('fi')
    const { onChange, user } = renderInputs({
      ...DEFAULT_ROOM,
      absorptionMode: 'reverberation',
      listenerDistance: 1.5,
      volume: 75,
      reverberationTime: 0.6,
    })
    const finnishDistance = screen.getByRole('textbox', { name: fi.room.listenerDistance })
    expect(finnishDistance).toHaveValue('1,5')
    expect(screen.getByRole('textbox', { name: fi.room.reverberationTime })).toHaveValue('0,6')
    await user.clear(finnishDistance)
    await user.type(finnishDistance, '2,5')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ listenerDistance: 2.5 }))
  })

  it('refill from a room that changes from outside, such as the stored one after a conflict', async () => {
    const { rerender, user } = renderInputs(DEFAULT_ROOM)
    await user.clear(distance())
    await user.type(distance(), '7')
    await user.clear(targetNr())
    expect(targetNr()).toHaveValue('')

    // The stored system comes back with its own room: every field shows it, not the typing.
    rerender({ ...DEFAULT_ROOM, listenerDistance: 4, targetNr: 25 })
    expect(distance()).toHaveValue('4')
    expect(targetNr()).toHaveValue('25')

    // The same values again, as a fresh copy (a save's answer), change nothing the user typed.
    await user.clear(distance())
    await user.type(distance(), '4.0')
    rerender({ ...DEFAULT_ROOM, listenerDistance: 4, targetNr: 25 })
    expect(distance()).toHaveValue('4.0')
  })

  it('refill even while a field holds a refused value', async () => {
    const { rerender, user } = renderInputs(DEFAULT_ROOM)
    await user.clear(distance())
    await user.type(distance(), 'far')
    const refused = en.room.errors.range.replace('{{min}}', '0.01').replace('{{max}}', '1,000')
    expect(screen.getByText(refused)).toBeInTheDocument()
    rerender({ ...DEFAULT_ROOM, listenerDistance: 3 })
    expect(distance()).toHaveValue('3')
    expect(screen.queryByText(refused)).toBeNull()
  })

  it('take a doubtful value and say beside the field why it is unlikely, until it is ordinary again', async () => {
    const { onChange, user } = renderInputs(DEFAULT_ROOM)
    await user.clear(distance())
    await user.type(distance(), '0.05')
    // Accepted and handed on: a caution is a word, not a refusal.
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ROOM, listenerDistance: 0.05 })
    expect(distance()).not.toHaveAttribute('aria-invalid', 'true')
    expect(distance()).toHaveAccessibleDescription(en.room.cautions.nearField.replace('{{limit}}', '0.5'))
    await user.clear(targetNr())
    await user.type(targetNr(), '5')
    expect(targetNr()).toHaveAccessibleDescription(
      en.room.cautions.strictTarget.replace('{{limit}}', 'NR 15'),
    )

    await user.clear(distance())
    await user.type(distance(), '1.5')
    expect(distance()).not.toHaveAccessibleDescription()
  })
})
