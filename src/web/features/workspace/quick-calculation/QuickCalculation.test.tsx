import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../../../state/auth/session.ts'
import en from '../../../i18n/locales/en.json'
import { formatFieldDate } from '../../../i18n/format.ts'
import { ok, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'
import { toIsoDay } from '../../../domain/date-rules.ts'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import {
  readKeptQuickCalculations,
  readPendingQuickCalculation,
} from '../../../state/workspace/pending-quick-calculation.ts'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

/** The first day of the previous month: inside the project date range, and never today's default. */
function aDayLastMonth(): Date {
  const today = new Date()
  return new Date(today.getFullYear(), today.getMonth() - 1, 1)
}

describe('a quick calculation made before signing in', () => {
  it('keeps the project date in the browser and saves it with the project after sign-in', async () => {
    const created = aProject({ name: 'Quick hall' })
    const seen = stubApi({
      'GET /api/auth/user': () => ok(me),
      'GET /api/projects': () => ok([]),
      'POST /api/projects': () => ok(created, 201),
      [`POST /api/projects/${created.id}/systems`]: () => ok(aSystem({ projectId: created.id }), 201),
    })
    const day = aDayLastMonth()
    const { user, router } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.projects.quickCalculation }))
    const dialog = await screen.findByRole('dialog', { name: en.quickCalculation.title })
    // The first of its fields, the project's name, has the cursor: typing starts at once.
    const name = within(dialog).getByRole('textbox', { name: en.projectModal.name })
    await waitFor(() => expect(name).toHaveFocus())
    await user.keyboard('Quick hall')
    const date = within(dialog).getByRole('textbox', { name: en.projectModal.date })
    await user.clear(date)
    await user.type(date, formatFieldDate(day))
    await user.type(within(dialog).getByRole('textbox', { name: en.systemModal.name }), 'Fan room')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/silencers'))
    expect(readPendingQuickCalculation()?.draft.project).toMatchObject({
      name: 'Quick hall',
      date: toIsoDay(day),
    })

    storeTokens({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
    await router.navigate('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.quickCalculation.pendingSave }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/silencers'))
    const create = seen.find((r) => r.method === 'POST' && r.path === '/api/projects')
    expect(create?.body).toMatchObject({ name: 'Quick hall', date: toIsoDay(day) })
    expect(seen.some((r) => r.path === `/api/projects/${created.id}/systems`)).toBe(true)
    expect(readKeptQuickCalculations()).toEqual({ unclaimed: null, users: {} })
  })
})
