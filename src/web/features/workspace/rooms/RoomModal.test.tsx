// The room modal's form against the real API client (fetch answered by stubApi).
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../../../state/auth/session.ts'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import { ok, stubApi } from '../../../test-api.ts'
import { aProject } from '../../../state/workspace/test-fixtures.ts'
import { RoomModal } from './RoomModal.tsx'

const project = aProject()
const ROOMS = `/api/projects/${project.id}/rooms`

function renderModal() {
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <RoomModal opened projectId={project.id} onClose={() => undefined} />
    </AppProviders>,
  )
  return { user }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  storeTokens({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
})

describe('the room form', () => {
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
})
