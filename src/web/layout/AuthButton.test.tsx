import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../i18n/locales/en.json'
import { readTokens, storeTokens, takeReturnAddress } from '../state/auth/session.ts'
import {
  keepPendingQuickCalculation,
  readKeptQuickCalculations,
} from '../state/workspace/pending-quick-calculation.ts'
import { fail, ok, signedInAnswer, stubApi } from '../test-api.ts'
import { keepChange, KEPT_SYSTEM_CHANGES_KEY } from '../state/working-system/kept-changes.ts'
import { aSystem } from '../state/workspace/test-fixtures.ts'
import { keepPrintObject, readPrintObject } from '../state/print/print-object.ts'
import { headingOf } from '../state/working-system/working-system.ts'
import { locationOf, renderRoute } from '../test-utils.tsx'

const user = signedInAnswer().user
const signIn = () => storeTokens({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
/** A button of the header, once the header is there (it is not while the root redirects). */
const headerButton = async (name: string) =>
  waitFor(() => within(screen.getByRole('banner')).getByRole('button', { name }))

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('the header’s sign-in and sign-out', () => {
  it('loads the user only while an id token is stored, sending the three headers', async () => {
    const seen = stubApi({ 'GET /api/auth/user': () => ok(user) })
    renderRoute('/app/projects')
    await headerButton(en.header.signIn)
    expect(seen.some((r) => r.path === '/api/auth/user')).toBe(false)

    signIn()
    await headerButton(en.header.signOut)
    await waitFor(() => expect(seen.some((r) => r.path === '/api/auth/user')).toBe(true))
    const request = seen.find((r) => r.path === '/api/auth/user')
    expect(request?.headers.get('Authorization')).toBe('Bearer access-1')
    expect(request?.headers.get('X-Id-Token')).toBe('id-1')
    expect(request?.headers.get('X-Refresh-Token')).toBe('refresh-1')
  })

  it('shows who is signed in: the name on screen, the whole sentence to assistive technology', async () => {
    signIn()
    stubApi({ 'GET /api/auth/user': () => ok(user) })
    renderRoute('/app/projects')
    await headerButton(en.header.signOut)
    const banner = screen.getByRole('banner')
    const sentence = en.header.signedInAs.replace('{{name}}', user.fullName)
    const shown = await within(banner).findByText(user.fullName, { exact: true })
    expect(shown).toHaveAttribute('aria-hidden', 'true')
    expect(within(banner).getByText(sentence, { exact: true })).toBeInTheDocument()
    expect(shown.parentElement).toHaveAttribute('title', sentence)
  })

  it('keeps fresh tokens the server returns in passing', async () => {
    signIn()
    stubApi({
      'GET /api/auth/user': () =>
        ok(user, 200, { 'X-Access-Token': 'access-2', 'X-Id-Token': 'id-2', 'X-Refresh-Token': 'refresh-2' }),
    })
    renderRoute('/app/projects')
    await waitFor(() =>
      expect(readTokens()).toEqual({ accessToken: 'access-2', idToken: 'id-2', refreshToken: 'refresh-2' }),
    )
  })

  it('leaves the browser signed out when the user data is invalid, and logs it', async () => {
    signIn()
    stubApi({ 'GET /api/auth/user': () => ok({ id: user.id, fullName: user.fullName, email: '' }) })
    renderRoute('/app/projects')
    await headerButton(en.header.signIn)
    expect(readTokens().idToken).toBeNull()
    expect(console.error).toHaveBeenCalledWith(
      'User data have not been obtained',
      expect.objectContaining({ message: 'User data is invalid' }),
    )
  })

  it.each([
    ['without a full name', { id: user.id, email: user.email }],
    ['without an id', { fullName: user.fullName, email: user.email }],
    ['with an id that is no UUID', { ...user, id: 'user-1' }],
    ['as no object at all', 'Ada'],
  ])('leaves the browser signed out when the user comes %s: User data is invalid', async (_, answer) => {
    signIn()
    stubApi({ 'GET /api/auth/user': () => ok(answer) })
    renderRoute('/app/projects')
    await headerButton(en.header.signIn)
    expect(readTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
    expect(screen.queryByRole('button', { name: en.projects.createProject })).toBeNull()
    expect(console.error).toHaveBeenCalledWith(
      'User data have not been obtained',
      expect.objectContaining({ message: 'User data is invalid' }),
    )
  })

  it.each([
    ['the server fails', () => fail(500, 'INTERNAL', 'Something went wrong on our side')],
    [
      'the server cannot be reached',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])('leaves the browser signed out and logs it when %s', async (_, answer) => {
    signIn()
    stubApi({ 'GET /api/auth/user': answer })
    renderRoute('/app/projects')
    await headerButton(en.header.signIn)
    expect(readTokens().idToken).toBeNull()
    expect(screen.queryByRole('button', { name: en.projects.createProject })).toBeNull()
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(console.error).toHaveBeenCalledWith('User data have not been obtained', expect.any(Error))
  })

  it('signs out: calls logout, clears the stored data and goes to the root', async () => {
    signIn()
    keepPendingQuickCalculation({} as Parameters<typeof keepPendingQuickCalculation>[0])
    const seen = stubApi({ 'GET /api/auth/user': () => ok(user), 'GET /api/auth/logout': () => ok({}) })
    const { user: person, router } = renderRoute('/app/systems')
    await person.click(await headerButton(en.header.signOut))
    await headerButton(en.header.signIn)
    expect(seen.find((r) => r.path === '/api/auth/logout')?.headers.get('X-Refresh-Token')).toBe('refresh-1')
    expect(readTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
    expect(readKeptQuickCalculations()).toEqual({ unclaimed: null, users: {} })
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
  })

  it('signs out forgetting the changes not saved yet, so the next person on this browser never sees them', async () => {
    signIn()
    const system = aSystem({ version: 3 })
    keepChange(user.id, {
      systemId: system.id,
      projectId: system.projectId,
      version: 3,
      body: { ...headingOf(system), items: [], version: 3 },
    })
    // The server still down: the change stays kept while the user works.
    const seen = stubApi({
      'GET /api/auth/user': () => ok(user),
      'GET /api/auth/logout': () => ok({}),
      [`GET /api/systems/${system.id}`]: () => fail(503, 'UNAVAILABLE'),
    })
    const { user: person } = renderRoute('/app/projects')
    await waitFor(() => expect(seen.some((r) => r.path === `/api/systems/${system.id}`)).toBe(true))
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toContain(system.id)
    await person.click(await headerButton(en.header.signOut))
    await headerButton(en.header.signIn)
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull()
  })

  it('signs out forgetting a quick calculation handed to the report popup', async () => {
    signIn()
    const objectId = keepPrintObject({ project: { name: 'Hall' }, system: { name: 'Quick AHU' } }) ?? ''
    stubApi({ 'GET /api/auth/user': () => ok(user), 'GET /api/auth/logout': () => ok({}) })
    const { user: person } = renderRoute('/app/projects')
    expect(readPrintObject(objectId)?.system).toEqual({ name: 'Quick AHU' })
    await person.click(await headerButton(en.header.signOut))
    await headerButton(en.header.signIn)
    expect(readPrintObject(objectId)).toBeNull()
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('printObject:'))).toEqual([])
  })

  it('signs out even when the session had already ended, without the login redirect', async () => {
    signIn()
    stubApi({ 'GET /api/auth/user': () => ok(user), 'GET /api/auth/logout': () => fail(401, 'UNAUTHORIZED') })
    const { user: person, router } = renderRoute('/app/projects')
    await person.click(await headerButton(en.header.signOut))
    await headerButton(en.header.signIn)
    // the root redirects to the projects page; under load the header can show before the redirect lands
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
    expect(window.localStorage.getItem('alreadyRedirected')).toBeNull()
  })

  it('the sign-in button remembers where the user was and opens the sign-in page', async () => {
    stubApi({})
    const { user: person, router } = renderRoute('/app/projects?q=hall')
    await person.click(await headerButton(en.header.signIn))
    await waitFor(() => expect(locationOf(router)).toBe('/app/sign-in'))
    expect(takeReturnAddress()).toBe('/app/projects?q=hall')
  })
})
