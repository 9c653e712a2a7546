// The needed attenuation of a system that serves a project room (docs/selection.md, "Needed attenuation"): the
// products list takes the room's target, and gives per band what each outlet may deliver at the room's listener
// with the other system serving it counted, against the real server's assessment of the room.
import { expect, test } from '@playwright/test'
import {
  bandsToArray,
  meters,
  nrCurve,
  readBands,
  roomCorrection,
  squareMeters,
} from '../src/engine/index.ts'
import { creatorAs, officeRoom, signedInPage, signUpAccount } from './pages/workspace-pages.ts'
import { activate, authHeaders, bands, LEVELS, SelectionPages } from './pages/selection-pages.ts'

const flat = (level: number) => bands(Array.from({ length: 8 }, () => level))

interface RoomPart {
  systemId: string
  soundPressureLevel: Record<string, number>
}

test('the products list of a system serving a room takes the room’s NR target and gives each outlet’s allowance and need there', async ({
  browser,
  request,
}) => {
  const account = await signUpAccount(request, 'Nora Needed')
  const post = creatorAs(request, account)
  const projectId = await post('/api/projects', { name: 'Harbour offices', number: 'P-7' })
  const roomId = await post(`/api/projects/${projectId}/rooms`, {
    ...officeRoom,
    number: 'A2.14',
    name: 'Office',
    targetType: 'NR',
    targetValue: 30,
    absorptionArea: 20,
  })
  // Another system serving the room, quiet enough to leave this one a share of NR 30.
  const otherId = await post(`/api/projects/${projectId}/systems`, {
    name: 'Extract AHU-2',
    inputSoundPowerLevel: flat(12),
    roomId,
    outlets: 3,
  })
  const systemId = await post(`/api/projects/${projectId}/systems`, {
    name: 'Supply AHU-1',
    number: 'S1',
    inputSoundPowerLevel: bands(LEVELS),
    roomId,
    outlets: 2,
  })

  // The other system's part of the room as the server assessed it.
  const answer = await request.get(`/api/projects/${projectId}/rooms/${roomId}`, {
    headers: authHeaders(account),
  })
  expect(answer.ok()).toBe(true)
  const room = ((await answer.json()) as { data: { assessment: { contributions: RoomPart[] } } }).data
  const other = room.assessment.contributions.find((part) => part.systemId === otherId)
  if (!other) throw new Error('the other system’s part of the room expected')
  const others = bandsToArray(readBands(other.soundPressureLevel))
  // Per band: NR 30 less the other system by energy at the listener, less the room term and 10·lg 2 outlets.
  const term = roomCorrection({ distance: meters(2), directivity: 2, absorptionArea: squareMeters(20) })
  const allowed = bandsToArray(nrCurve(30)).map(
    (lp, i) =>
      10 * Math.log10(10 ** (lp / 10) - 10 ** ((others[i] ?? -Infinity) / 10)) - term - 10 * Math.log10(2),
  )

  const page = await signedInPage(browser, account)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await activate(page, { projectId, systemId })
  const s = new SelectionPages(page)
  await s.open('/app/products-list', /Showing \d+ of \d+ products/)

  const panel = page.getByRole('region', { name: 'Needed attenuation' })
  await expect(panel.getByRole('radio', { name: 'Room A2.14 Office: NR 30' })).toBeChecked()
  await expect(
    panel.getByRole('radio', { name: 'A typed target, in a room of 10 m² absorption' }),
  ).not.toBeChecked()
  const table = panel.getByRole('table', {
    name: 'Sound power per outlet arriving, allowed for NR 30 at the listener in A2.14 Office, and needed attenuation per band, dB',
  })
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  const cells = (name: string) => row(name).getByRole('cell').allInnerTexts()
  await expect(row('Allowed: per outlet for NR 30 at the listener in A2.14 Office')).toBeVisible()
  expect(await cells('Allowed: per outlet for NR 30 at the listener in A2.14 Office')).toEqual(
    allowed.map((lw) => String(Math.round(lw))),
  )
  // An empty chain delivers the noise generator itself: the need is what it exceeds the allowance by.
  expect(await cells('Arriving: per outlet through the chain now')).toEqual(LEVELS.map(String))
  expect(await cells('Needed attenuation')).toEqual(
    LEVELS.map((level, i) => String(Math.round(Math.max(0, level - (allowed[i] ?? 0))))),
  )
  await expect(panel).toContainText('Outlets of this system:')
  expect(errors).toEqual([])
})
