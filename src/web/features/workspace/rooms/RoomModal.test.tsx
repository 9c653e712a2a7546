// The room modal's form against the real API client (fetch answered by stubApi).
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../../../state/auth/session.ts'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import { ok, stubApi } from '../../../test-api.ts'
import { aProject } from '../../../state/workspace/test-fixtures.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { i18n } from '../../../i18n/index.ts'
import fi from '../../../i18n/locales/fi.json'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { RoomModal } from './RoomModal.tsx'

const project = aProject()
const ROOMS = `/api/projects/${project.id}/rooms`

function renderModal(room?: RoomDocument) {
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <RoomModal opened projectId={project.id} room={room} onClose={() => undefined} />
    </AppProviders>,
  )
  return { user }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  storeTokens({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
})

describe('the room form', () => {
  it('opens on the room number, the first field, so that typing starts there', async () => {
    stubApi({ 'GET /api/room-presets': () => ok([]), [`GET ${ROOMS}`]: () => ok([]) })
    renderModal()
    await waitFor(() => expect(screen.getByRole('textbox', { name: en.rooms.fields.number })).toHaveFocus())
  })

  it('says nothing before the first attempt, then follows every change, and sends a valid room', async () => {
    const seen = stubApi({
      'GET /api/room-presets': () => ok([]),
      [`GET ${ROOMS}`]: () => ok([]),
      // The answer is not looked at here: the request is what the form decides.
      [`POST ${ROOMS}`]: () => ok({}, 201),
    })
    const { user } = renderModal()
    const name = await screen.findByRole('textbox', { name: en.rooms.fields.name })
    const target = screen.getByRole('textbox', { name: en.rooms.fields.targetValue })
    expect(name).not.toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: en.rooms.save }))
    expect(await screen.findByText(en.rooms.errors.name)).toBeInTheDocument()
    expect(seen.some((r) => r.method === 'POST')).toBe(false)

    await user.type(name, 'Office 1')
    expect(screen.queryByText(en.rooms.errors.name)).toBeNull()
    await user.clear(target)
    await user.type(target, '500')
    expect(target).toHaveAttribute('aria-invalid', 'true')
    await user.clear(target)
    await user.type(target, '30')
    expect(target).not.toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: en.rooms.save }))
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true))
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Office 1',
      targetType: 'LpA',
      targetValue: 30,
      absorptionArea: 10,
    })
    // A create that may be sent again (docs/security.md, "Idempotent creates").
    expect(seen.find((r) => r.method === 'POST')?.headers.get('Idempotency-Key')).toMatch(/^"[0-9a-f]{32}"$/)
  })

  it('sends the room number as typed, trimmed, beside the name', async () => {
    const seen = stubApi({
      'GET /api/room-presets': () => ok([]),
      [`GET ${ROOMS}`]: () => ok([]),
      [`POST ${ROOMS}`]: () => ok({}, 201),
    })
    const { user } = renderModal()
    const number = await screen.findByRole('textbox', { name: en.rooms.fields.number })
    expect(number).toHaveAttribute('maxlength', '100')
    await user.type(number, ' A2.14 ')
    await user.type(screen.getByRole('textbox', { name: en.rooms.fields.name }), 'Office')
    await user.click(screen.getByRole('button', { name: en.rooms.save }))
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true))
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({ number: 'A2.14', name: 'Office' })
  })

  it('shows a saved room’s number to edit and saves the change', async () => {
    const room = aRoom('Office', { number: 'B1.07', version: 3 })
    const seen = stubApi({
      'GET /api/room-presets': () => ok([]),
      [`GET ${ROOMS}`]: () => ok([room]),
      [`PUT ${ROOMS}/${room.id}`]: () => ok(room),
    })
    const { user } = renderModal(room)
    const number = await screen.findByRole('textbox', { name: en.rooms.fields.number })
    expect(number).toHaveValue('B1.07')
    await user.clear(number)
    await user.type(number, 'B1.08')
    await user.click(screen.getByRole('button', { name: en.rooms.save }))
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true))
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ number: 'B1.08', version: 3 })
  })

  it('refuses a number over 100 characters, pasted past the field’s limit, and sends nothing', async () => {
    const seen = stubApi({ 'GET /api/room-presets': () => ok([]), [`GET ${ROOMS}`]: () => ok([]) })
    const { user } = renderModal()
    const number = await screen.findByRole('textbox', { name: en.rooms.fields.number })
    await user.type(screen.getByRole('textbox', { name: en.rooms.fields.name }), 'Office')
    // A script or an old browser may set a value the maxlength would have stopped.
    fireEvent.change(number, { target: { value: 'A'.repeat(101) } })
    await user.click(screen.getByRole('button', { name: en.rooms.save }))
    expect(await screen.findByText(en.rooms.errors.number_other.replace('{{count}}', '100'))).toBeVisible()
    expect(number).toHaveAttribute('aria-invalid', 'true')
    expect(seen.some((r) => r.method === 'POST')).toBe(false)
  })

  it('names the field in the interface language', async () => {
    i18n.addResourceBundle('fi', 'translation', fi, true, true)
    await i18n.changeLanguage('fi')
    stubApi({ 'GET /api/room-presets': () => ok([]), [`GET ${ROOMS}`]: () => ok([]) })
    renderModal()
    expect(await screen.findByRole('textbox', { name: 'Huonenumero' })).toBeInTheDocument()
    await i18n.changeLanguage('en')
  })

  it('saves a doubtful value as typed and says beside the field why it is unlikely', async () => {
    const seen = stubApi({
      'GET /api/room-presets': () => ok([]),
      [`GET ${ROOMS}`]: () => ok([]),
      [`POST ${ROOMS}`]: () => ok({}, 201),
    })
    const { user } = renderModal()
    const area = await screen.findByRole('textbox', { name: en.rooms.fields.absorptionArea })
    const target = screen.getByRole('textbox', { name: en.rooms.fields.targetValue })
    expect(area).not.toHaveAccessibleDescription()
    await user.type(screen.getByRole('textbox', { name: en.rooms.fields.name }), 'Store')
    await user.clear(area)
    await user.type(area, '0.5')
    expect(area).toHaveAccessibleDescription(en.room.cautions.littleAbsorption.replace('{{limit}}', '1'))
    await user.clear(target)
    await user.type(target, '3.5')
    expect(target).toHaveAccessibleDescription(en.room.cautions.strictTarget.replace('{{limit}}', '20 dB(A)'))

    await user.click(screen.getByRole('button', { name: en.rooms.save }))
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true))
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      absorptionArea: 0.5,
      targetValue: 3.5,
    })
  })
})
