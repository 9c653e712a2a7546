import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getWorkspace } from '../../../state/workspace/workspace-store.ts'
import { aProject, guest, me, other } from '../../../state/workspace/test-fixtures.ts'
import en from '../../../i18n/locales/en.json'
import { formatListDateTime } from '../../../i18n/format.ts'
import { fail, inTurn, ok, stubApi, type FakeRequest, type FakeRoute } from '../../../test-api.ts'
import { giveMenuButtonsABox } from '../../../test-layout.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'
import { FIRST_CARDS, PAGE_CARDS } from '../SearchableCardGrid.tsx'
// Details opens the systems screen, a lazy chunk: loaded here so that its first transform does not count
// against the wait for the screen's title.
import '../systems-screen/SystemsScreen.tsx'

const LIST = 'GET /api/projects'
/** The fake server's routes, read at each request: a test changes them as the server would change. */
let routes: Record<string, FakeRoute> = {}
let seen: FakeRequest[] = []
const requests = (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const older = aProject({ name: 'opera house', number: 'OP-7', createdAt: '2026-01-02T08:00:00.000Z' })
const newer = aProject({
  name: 'concert hall',
  number: 'CH-1',
  createdAt: '2026-03-05T10:20:30.000Z',
  invitedUsers: [guest],
  systemRefs: [
    { id: '00000000-0000-4000-8000-0000000000a1', name: 'AHU-1', number: '1', createdAt: '', updatedAt: '' },
    { id: '00000000-0000-4000-8000-0000000000a2', name: 'AHU-2', number: '2', createdAt: '', updatedAt: '' },
  ],
})
const unnamed = aProject({ name: '', number: 'X-9', createdAt: '2025-12-01T08:00:00.000Z' })

/** Projects named "hall 0000" to "hall N-1", the later ones the newer. */
const halls = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aProject({
      name: `hall ${String(i).padStart(4, '0')}`,
      number: `H-${i}`,
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    }),
  )
const hall = (i: number) => `Hall ${String(i).padStart(4, '0')}`
const shownOf = (shown: string, total: string) =>
  en.projects.shown.replace('{{shown}}', shown).replace('{{total}}', total)
const showMore = (count: number) =>
  (count === 1 ? en.projects.showMore_one : en.projects.showMore_other).replace('{{count}}', String(count))
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const card = (name: string) => screen.getByRole('article', { name })

function signIn() {
  window.localStorage.setItem('idToken', 'id')
  window.localStorage.setItem('accessToken', 'access')
  window.localStorage.setItem('refreshToken', 'refresh')
}

beforeEach(() => {
  routes = { 'GET /api/auth/user': () => ok(me), [LIST]: () => ok([older, unnamed, newer]) }
  seen = stubApi(routes)
})

describe('projects page', () => {
  it('signed out: the placeholder asks to sign in; quick calculation only', async () => {
    renderRoute('/app/projects')
    expect(await screen.findByText(en.projects.signInHint)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: en.projects.quickCalculation })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.projects.createProject })).not.toBeInTheDocument()
    expect(requests(LIST)).toEqual([])
  })

  it('shows cards newest first: capitalised name or "-", created, number, systems, shared mark', async () => {
    signIn()
    renderRoute('/app/projects')
    await screen.findByRole('article', { name: 'Concert hall' })
    expect(cardNames()).toEqual(['Concert hall', 'Opera house', '-'])
    const shared = card('Concert hall')
    expect(within(shared).getByText(formatListDateTime(newer.createdAt))).toBeInTheDocument()
    expect(formatListDateTime(newer.createdAt)).toMatch(/^05\.03\.2026 \d\d:\d\d:\d\d$/)
    expect(within(shared).getByText('CH-1')).toBeInTheDocument()
    expect(within(shared).getByText('2')).toBeInTheDocument()
    expect(within(shared).getByRole('img', { name: en.projects.shared })).toBeInTheDocument()
    expect(within(card('Opera house')).queryByRole('img', { name: en.projects.shared })).toBeNull()
    for (const name of [en.projects.share, en.projects.edit, en.projects.delete, en.projects.downloadPdf])
      expect(within(shared).getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: en.projects.createProject })).toBeInTheDocument()
  })

  it('draws every card of a long list, newest first, and searches all of them', async () => {
    signIn()
    const many = Array.from({ length: FIRST_CARDS + 6 }, (_, i) =>
      aProject({
        name: `hall ${String(i).padStart(3, '0')}`,
        number: `H-${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    )
    routes[LIST] = () => ok(many)
    const { user } = renderRoute('/app/projects')
    await screen.findByRole('article', { name: `Hall ${String(FIRST_CARDS + 6 - 1).padStart(3, '0')}` })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS + 6))
    expect(cardNames()[0]).toBe(`Hall ${String(FIRST_CARDS + 6 - 1).padStart(3, '0')}`)
    expect(cardNames().at(-1)).toBe('Hall 000')
    await user.type(screen.getByRole('searchbox', { name: en.projects.search }), 'hall 000')
    await waitFor(() => expect(cardNames()).toEqual(['Hall 000']))
  })

  it('with 5,000 projects draws the newest page, says how many there are, and the search finds the oldest', async () => {
    signIn()
    routes[LIST] = () => ok(halls(5000))
    const { user } = renderRoute('/app/projects')
    await screen.findByRole('article', { name: hall(4999) })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_CARDS))
    expect(cardNames().at(-1)).toBe(hall(5000 - PAGE_CARDS))
    expect(screen.getByRole('status')).toHaveTextContent(shownOf('60', '5,000'))
    await user.type(screen.getByRole('searchbox', { name: en.projects.search }), 'hall 0000')
    await waitFor(() => expect(cardNames()).toEqual([hall(0)]))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button', { name: showMore(PAGE_CARDS) })).toBeNull()
  })

  it('Show more draws the next page and takes the focus there; a new search starts at its first page', async () => {
    signIn()
    routes[LIST] = () => ok(halls(PAGE_CARDS + 5))
    const { user } = renderRoute('/app/projects')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_CARDS))
    expect(screen.getByRole('status')).toHaveTextContent(shownOf('60', '65'))
    // From the page's last card, Tab reaches Show more; Enter draws the rest and the focus goes on there.
    within(card(hall(5)))
      .getByRole('button', { name: en.projects.delete })
      .focus()
    await user.tab()
    expect(document.activeElement).toHaveRole('button')
    expect(document.activeElement).toHaveAccessibleName(showMore(5))
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_CARDS + 5)
    expect(card(hall(4))).toHaveFocus()
    await user.tab()
    expect(within(card(hall(4))).getByRole('button', { name: en.projects.details })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(shownOf('65', '65'))
    expect(screen.queryByText(showMore(5))).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: en.projects.search }), 'hall 00')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_CARDS))
    expect(screen.getByRole('status')).toHaveTextContent(shownOf('60', '65'))
    expect(cardNames()[0]).toBe(hall(64))
  })

  it("names a card's icons in a tooltip while pointed at; Escape hides it", async () => {
    signIn()
    // A tooltip whose element has no box counts it as scrolled out of sight and hides itself.
    giveMenuButtonsABox()
    const { user } = renderRoute('/app/projects')
    const shared = await screen.findByRole('article', { name: 'Concert hall' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.hover(within(shared).getByRole('button', { name: en.projects.share }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(en.projects.share)
    await user.unhover(within(shared).getByRole('button', { name: en.projects.share }))
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    await user.hover(within(shared).getByRole('img', { name: en.projects.shared }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(en.projects.shared)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('searches name and number 400 ms after typing, from 3 characters; empty text clears', async () => {
    signIn()
    const { user } = renderRoute('/app/projects')
    await screen.findByRole('article', { name: 'Concert hall' })
    const search = screen.getByRole('searchbox', { name: en.projects.search })

    await user.type(search, 'op')
    await wait(600)
    expect(cardNames()).toHaveLength(3) // two characters: not applied

    await user.type(search, 'e')
    expect(cardNames()).toHaveLength(3) // not before the pause
    await waitFor(() => expect(cardNames()).toEqual(['Opera house']))

    await user.clear(search)
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    await user.type(search, 'ch-')
    await waitFor(() => expect(cardNames()).toEqual(['Concert hall']))
    await user.clear(search)
    await user.type(search, 'nothing like it')
    expect(
      await screen.findByText(en.workspace.noMatches.replace('{{query}}', 'nothing like it')),
    ).toBeVisible()
  })

  it('Create new project opens its modal with the cursor in the project name, so typing starts at once', async () => {
    signIn()
    const { user } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.projects.createProject }))
    const dialog = await screen.findByRole('dialog', { name: en.projectModal.createTitle })
    const name = within(dialog).getByRole('textbox', { name: en.projectModal.name })
    await waitFor(() => expect(name).toHaveFocus())
    await user.keyboard('Office block')
    expect(name).toHaveValue('Office block')
  })

  it('Details makes the project active and opens its systems', async () => {
    signIn()
    routes[`GET /api/projects/${newer.id}`] = () => ok(newer)
    routes[`GET /api/projects/${newer.id}/systems`] = () => ok([])
    const { router, user } = renderRoute('/app/projects')
    await user.click(
      within(await screen.findByRole('article', { name: 'Concert hall' })).getByRole('button', {
        name: en.projects.details,
      }),
    )
    await waitFor(() => expect(locationOf(router)).toBe('/app/systems'))
    expect(getWorkspace().activeProjectId).toBe(newer.id)
    // The projects page stays on screen until the systems screen has loaded, and its cards have level-2
    // headings too: the project's heading counts only once the systems screen is there.
    expect(await screen.findByRole('heading', { level: 1, name: en.systems.title })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1, name: en.projects.title })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Concert hall' })).toBeInTheDocument()
    expect(window.sessionStorage.getItem('workspace')).toContain(newer.id)
  })

  it('deletes a project only after confirmation', async () => {
    signIn()
    const remove = `DELETE /api/projects/${older.id}`
    routes[remove] = () => ok({ _id: older.id, id: older.id })
    const { user } = renderRoute('/app/projects')
    await user.click(
      within(await screen.findByRole('article', { name: 'Opera house' })).getByRole('button', {
        name: en.projects.delete,
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: en.projects.deleteTitle })
    await user.click(within(dialog).getByRole('button', { name: en.workspace.cancel }))
    expect(requests(remove)).toEqual([])

    await user.click(within(card('Opera house')).getByRole('button', { name: en.projects.delete }))
    routes[LIST] = () => ok([unnamed, newer])
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.projects.deleteConfirm }),
    )
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Opera house' })).toBeNull())
    await waitFor(() => expect(requests(remove)).toHaveLength(1))
    // The notice says where it can be restored.
    expect(await screen.findByText(en.projects.deleted_other.replace('{{days}}', '30'))).toBeInTheDocument()
  })

  it('lets an invited user leave a project after confirmation; the own projects have no such action', async () => {
    signIn()
    const theirs = aProject({
      name: 'invited hall',
      author: other.id,
      creator: other,
      invitedUsers: [me],
      createdAt: '2026-04-01T08:00:00.000Z',
    })
    routes[LIST] = () => ok([older, theirs])
    const leave = `DELETE /api/projects/${theirs.id}/members/me`
    routes[leave] = () => ok({ _id: theirs.id, id: theirs.id })
    const { user } = renderRoute('/app/projects')
    const invited = await screen.findByRole('article', { name: 'Invited hall' })
    expect(within(card('Opera house')).queryByRole('button', { name: en.projects.leave })).toBeNull()

    await user.click(within(invited).getByRole('button', { name: en.projects.leave }))
    const dialog = await screen.findByRole('dialog', { name: en.projects.leaveTitle })
    expect(dialog).toHaveTextContent('Invited hall')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.cancel }))
    expect(requests(leave)).toEqual([])

    await user.click(within(card('Invited hall')).getByRole('button', { name: en.projects.leave }))
    routes[LIST] = () => ok([older])
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.projects.leaveConfirm }),
    )
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Invited hall' })).toBeNull())
    await waitFor(() => expect(requests(leave)).toHaveLength(1))
    expect(await screen.findByText(en.projects.left)).toBeInTheDocument()
  })

  it('logs a failed load, tells the user, shows the failure instead of the empty placeholder, and retries', async () => {
    signIn()
    const message = 'Something went wrong on our side'
    routes[LIST] = inTurn(
      () => fail(500, 'INTERNAL', message),
      () => ok([older, unnamed, newer]),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = renderRoute('/app/projects')
    expect(await screen.findByRole('alert')).toHaveTextContent(en.projects.errors.load)
    const failed = screen.getByRole('region', { name: en.projects.errors.load })
    expect(within(failed).getByText(en.workspace.loadFailedHint)).toBeInTheDocument()
    expect(screen.queryByText(en.projects.emptyTitle)).toBeNull()
    expect(screen.queryByText(en.projects.emptyHint)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      'load projects',
      expect.objectContaining({ name: 'ApiError', status: 500, code: 'INTERNAL', message }),
    )

    await user.click(within(failed).getByRole('button', { name: en.workspace.retry }))
    expect(await screen.findByRole('article', { name: 'Concert hall' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: en.projects.errors.load })).toBeNull()
    expect(requests(LIST)).toHaveLength(2)
  })

  it('a retry that fails again is logged and told again', async () => {
    signIn()
    // Each failed request is its own error, as the API client throws it.
    routes[LIST] = () => Promise.reject(new TypeError('Failed to fetch'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = renderRoute('/app/projects')
    const failed = await screen.findByRole('region', { name: en.projects.errors.load })
    await user.click(within(failed).getByRole('button', { name: en.workspace.retry }))
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    expect(screen.getByRole('region', { name: en.projects.errors.load })).toBeInTheDocument()
    expect(screen.queryByText(en.projects.emptyTitle)).toBeNull()
  })

  it('opens the project report in a 595×842 popup', async () => {
    signIn()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = renderRoute('/app/projects')
    await user.click(
      within(await screen.findByRole('article', { name: 'Concert hall' })).getByRole('button', {
        name: en.projects.downloadPdf,
      }),
    )
    expect(open).toHaveBeenCalledWith(
      `/printing/project?projectId=${newer.id}`,
      '_blank',
      'popup,width=595,height=842',
    )
  })
})
