import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { QuotaRefusal, quotaField, type QuotaKind, type QuotaNumbers } from '#contract/api/quotas.ts'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { aProject, me } from '../../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../../state/workspace/workspace-store.ts'
import { fail, ok, stubApi, type FakeRequest, type FakeRoute } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

const IMPORT = 'POST /api/projects/import'
let routes: Record<string, FakeRoute> = {}
let seen: FakeRequest[] = []
const requests = (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route)

const flat = (level: number) =>
  Object.fromEntries(
    ['63', '125', '250', '500', '1000', '2000', '4000', '8000'].map((hz) => [`octaveBand${hz}Hz`, level]),
  )
const projectFile = {
  format: 'ventnoise-project',
  version: 1,
  exportedAt: '2026-11-28T00:00:00.000Z',
  project: { name: 'office block', number: 'P-7' },
  systems: [
    {
      id: 'system-1',
      name: 'AHU-1',
      inputSoundPowerLevel: flat(80),
      items: [
        { productId: 'sil-1', productType: 'silencer', productClass: 'NRF100', soundAttenuation: flat(10) },
      ],
    },
    { id: 'system-2', name: 'AHU-2', inputSoundPowerLevel: flat(75), items: [] },
  ],
  rooms: [{ id: 'room-1', name: 'Hall', targetType: 'LpA', targetValue: 35, servedBy: ['system-1'] }],
}
const imported = aProject({ name: 'office block', number: 'P-7' })

const fileOf = (content: unknown, name = 'office-block.ventnoise.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  })

function signIn() {
  window.localStorage.setItem('idToken', 'id')
  window.localStorage.setItem('accessToken', 'access')
  window.localStorage.setItem('refreshToken', 'refresh')
}

beforeEach(() => {
  routes = { 'GET /api/auth/user': () => ok(me), 'GET /api/projects': () => ok([]) }
  seen = stubApi(routes)
  signIn()
})

/** The projects screen with the import dialog open, in the language whose texts `texts` are. */
async function openDialog(texts: typeof en = en) {
  const view = renderRoute('/app/projects')
  await view.user.click(await screen.findByRole('button', { name: texts.projectFile.import }))
  const dialog = await screen.findByRole('dialog', { name: texts.projectFile.title })
  const pick = (file: File) =>
    view.user.upload(within(dialog).getByLabelText(texts.projectFile.fileLabel), file)
  return { ...view, dialog, pick }
}

describe('Import project file', () => {
  it('says what it will create, imports it once with a key, and opens the new project', async () => {
    let answer: (response: Response) => void = () => undefined
    routes[IMPORT] = () => new Promise<Response>((resolve) => (answer = resolve))
    routes[`GET /api/projects/${imported.id}`] = () => ok(imported)
    routes[`GET /api/projects/${imported.id}/systems`] = () => ok([])
    const { dialog, pick, user, router } = await openDialog()
    const confirm = within(dialog).getByRole('button', { name: en.projectFile.confirm })
    expect(confirm).toBeDisabled()

    await pick(fileOf(projectFile))
    expect(
      await within(dialog).findByText('Creates the project “Office block”. You will be its author.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Systems: 2 · Rooms: 1')).toBeInTheDocument()
    await user.click(confirm)
    expect(await within(dialog).findByRole('status')).toHaveTextContent(en.projectFile.importing)
    expect(confirm).toBeDisabled()
    answer(ok(imported, 201))

    await waitFor(() => expect(locationOf(router)).toBe('/app/systems'))
    expect(getWorkspace().activeProjectId).toBe(imported.id)
    const sent = requests(IMPORT)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatchObject({ format: 'ventnoise-project', project: { name: 'office block' } })
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(await screen.findByText(en.projectFile.imported)).toBeInTheDocument()
  })

  it.each([
    ['not JSON at all', 'PK\u0003\u0004 a zip file', en.projectFile.problems.notAProjectFile],
    ['another JSON', { projects: [] }, en.projectFile.problems.notAProjectFile],
    [
      'a newer version',
      { ...projectFile, version: 3, systems: 'unknown to version 1' },
      'This project file is of a newer version (3) than this VentNoise can read (up to 1). Ask the sender for a file from the same version, or update VentNoise.',
    ],
    [
      'a band out of range',
      {
        ...projectFile,
        systems: [
          {
            ...projectFile.systems[0],
            items: [{ ...projectFile.systems[0]?.items[0], soundAttenuation: flat(900) }],
          },
        ],
      },
      'The file cannot be imported. System 1 (AHU-1), product 1: a value is outside the allowed range.',
    ],
    [
      'a room served by a missing system',
      { ...projectFile, rooms: [{ ...projectFile.rooms[0], servedBy: ['system-9'] }] },
      'The file cannot be imported. Room 1 (Hall): served by a system that is not in the file.',
    ],
    [
      'a project name too long',
      { ...projectFile, project: { name: 'x'.repeat(201) } },
      'The file cannot be imported. Project details: a text is too long.',
    ],
  ])('refuses %s in plain words and sends nothing', async (_, content, message) => {
    const { dialog, pick } = await openDialog()
    await pick(fileOf(content))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).getByRole('button', { name: en.projectFile.confirm })).toBeDisabled()
    expect(requests(IMPORT)).toEqual([])
  })

  it('tells a file the server refuses as too large', async () => {
    routes[IMPORT] = () => fail(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large')
    const { dialog, pick, user } = await openDialog()
    await pick(fileOf(projectFile))
    await user.click(within(dialog).getByRole('button', { name: en.projectFile.confirm }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is too large to import: at most 100 MB.',
    )
    expect(within(dialog).getByRole('button', { name: en.projectFile.confirm })).toBeEnabled()
  })

  /** The server's refusal past a quota (src/server/projects/quotas.ts), with or without its numbers. */
  const pastQuota = (kind: QuotaKind, numbers?: QuotaNumbers) => () =>
    fail(422, 'VALIDATION_ERROR', QuotaRefusal[kind], [
      { field: quotaField(kind), message: `${QuotaRefusal[kind]} (${numbers?.limit ?? 1})`, ...numbers },
    ])

  /** Imports `file`, which the server refuses with `refusal`; the dialog's alert. */
  async function importRefused(refusal: FakeRoute, file: object = projectFile, texts: typeof en = en) {
    routes[IMPORT] = refusal
    const { dialog, pick, user } = await openDialog(texts)
    await pick(fileOf(file))
    await user.click(within(dialog).getByRole('button', { name: texts.projectFile.confirm }))
    return within(dialog).findByRole('alert')
  }

  const twoRooms = {
    ...projectFile,
    rooms: [
      ...projectFile.rooms,
      { id: 'room-2', name: 'Lobby', targetType: 'LpA', targetValue: 40, servedBy: [] },
    ],
  }

  it.each([
    {
      kind: 'systems' as const,
      numbers: { limit: 1, requested: 2, existing: 0 },
      says: 'The file holds 2 systems; this installation allows 1 per project. Ask your administrator to raise the limit.',
    },
    {
      kind: 'rooms' as const,
      file: twoRooms,
      numbers: { limit: 1, requested: 2, existing: 0 },
      says: 'The file holds 2 rooms; this installation allows 1 per project. Ask your administrator to raise the limit.',
    },
    {
      kind: 'projects' as const,
      numbers: { limit: 1, requested: 1, existing: 1 },
      says: 'You have 1 project, counting those you deleted recently until they are removed for good; this installation allows 1 per account. Ask your administrator to raise the limit.',
    },
    {
      kind: 'projects' as const,
      numbers: { limit: 5000, requested: 1, existing: 5000 },
      says: 'You have 5,000 projects, counting those you deleted recently until they are removed for good; this installation allows 5,000 per account. Ask your administrator to raise the limit.',
    },
  ])('names the numbers of a refusal past the $kind quota: $says', async ({ kind, file, numbers, says }) => {
    expect(await importRefused(pastQuota(kind, numbers), file)).toHaveTextContent(says)
    expect(requests(IMPORT)).toHaveLength(1)
  })

  it('names them in the user’s language, with its grouping of thousands', async () => {
    await i18n.changeLanguage('fi')
    expect(
      await importRefused(
        pastQuota('projects', { limit: 1000, requested: 1, existing: 1200 }),
        projectFile,
        fi,
      ),
    ).toHaveTextContent(
      'Sinulla on 1 200 projektia, kun mukaan lasketaan äskettäin poistetut projektit, joita ei ole vielä poistettu lopullisesti. Tämä palvelu sallii enintään 1 000 projektia käyttäjätiliä kohden.',
    )
  })

  it('without numbers (an older server) says the quota is reached, as every create does', async () => {
    expect(await importRefused(pastQuota('systems'))).toHaveTextContent(en.quota.systems)
  })
})
