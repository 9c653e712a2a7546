import Papa from 'papaparse'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { toPickerDay } from '../../../domain/date-rules.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { fail, ok, stubApi, type FakeRoute } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

const project = aProject({ name: 'concert hall' })
const room = aRoom('Foyer 1', { projectId: project.id })
const supply = aSystem({
  projectId: project.id,
  name: 'ahu-1 supply',
  number: 'TK01',
  roomId: room.id,
  airflow: 250,
  catalogueVersion: 3,
  inputSoundPowerLevel: flat(80),
  items: [
    anItem('s1', { soundAttenuation: bandsFromArray([5, 10, 15, 20, 25, 20, 15, 10]), pressureDrop: 42 }),
  ],
  createdAt: '2026-03-01T08:00:00.000Z',
})
const exhaust = aSystem({
  projectId: project.id,
  name: 'ahu-1 exhaust',
  items: [anItem('s1')],
  createdAt: '2026-03-02T08:00:00.000Z',
})
const SYSTEMS = `GET /api/projects/${project.id}/systems`
let routes: Record<string, FakeRoute> = {}
/** What the page handed to the browser as downloads: the file's name and text. */
let downloads: { name: string; text: Promise<string> }[] = []

/** The file's text as saved, its byte order mark kept (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(blob)
  })
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  routes = {
    'GET /api/auth/user': () => ok(me),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [SYSTEMS]: () => ok([supply, exhaust]),
    [`GET /api/projects/${project.id}/rooms`]: () => ok([room]),
    'GET /api/catalogue/versions/3': () =>
      ok({
        version: 3,
        source: 'demo',
        description: 'd',
        dataSources: { measured: 0, modelled: 120 },
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
  }
  stubApi(routes)
  downloads = []
  let blob: Blob | undefined
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blob = object as Blob
    return 'blob:schedule'
  }
  URL.revokeObjectURL = () => undefined
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) downloads.push({ name: this.download, text: textOf(blob) })
  })
})
afterEach(async () => {
  await i18n.changeLanguage('en')
})

function open() {
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  return renderRoute('/app/systems')
}

describe('the sound schedule download', () => {
  it('is busy while the systems load, then saves the schedule in the interface language', async () => {
    await i18n.changeLanguage('fi')
    const { user } = open()
    const button = await screen.findByRole('button', { name: fi.soundSchedule.download })
    // The page has its systems; the download's own reading of them is held until the test answers it.
    let answer: (() => void) | undefined
    routes[SYSTEMS] = () =>
      new Promise<Response>((resolve) => (answer = () => resolve(ok([supply, exhaust]))))
    await user.click(button)
    expect(await screen.findByLabelText(fi.workspace.busy)).toBeInTheDocument()
    expect(button).toHaveAttribute('data-loading', 'true')
    expect(downloads).toHaveLength(0)
    await waitFor(() => expect(answer).toBeDefined())
    answer?.()
    await waitFor(() => expect(downloads).toHaveLength(1))
    const [file] = downloads
    expect(file?.name).toBe(`Concert hall – äänitekninen yhteenveto ${toPickerDay(new Date())}.csv`)
    const text = (await file?.text) ?? ''
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, first, second] = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data
    expect(header?.slice(0, 4)).toEqual([
      fi.soundSchedule.columns.system,
      fi.soundSchedule.columns.room,
      'Järjestelmän ilmavirta (l/s)',
      fi.soundSchedule.columns.pressureDrop,
    ])
    expect(header?.[6]).toBe('Huoneeseen tuleva äänitehotaso 63 Hz (dB)')
    // Oldest first, as the printed schedule lists them; the exhaust, made later, has no noise generator.
    expect(second?.[0]).toBe('Ahu-1 exhaust')
    expect(second?.[15]).toBe('')
    // The reason before the noise generator's estimate, which these fans' own data leave empty; then the room,
    // and last the system's number.
    expect(header?.slice(-5)).toEqual([
      fi.soundSchedule.columns.generatorEstimate,
      fi.soundSchedule.columns.outlets,
      fi.soundSchedule.columns.roomPart,
      fi.soundSchedule.print.roomTarget,
      fi.soundSchedule.columns.systemNumber,
    ])
    expect(second?.slice(-6, -4)).toEqual([fi.soundSchedule.gaps.noGenerator, ''])
    expect(first?.slice(0, 6)).toEqual(['Ahu-1 supply', 'Foyer 1', '250', '42', '', '87,0'])
    expect(first?.at(-1)).toBe('TK01')
    expect(first?.slice(14, 20)).toEqual([
      '77,8',
      '71,6',
      fi.systemModal.filters.aFilter,
      '71,6',
      '67,7',
      '3 (mallinnetut tiedot)',
    ])
    await waitFor(() => expect(screen.queryByLabelText(fi.workspace.busy)).not.toBeInTheDocument())
  })

  it('says so in the user’s language when the server fails, and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = open()
    const button = await screen.findByRole('button', { name: en.soundSchedule.download })
    routes[SYSTEMS] = () => fail(500, 'INTERNAL', 'boom')
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.soundSchedule.failed)
    expect(downloads).toHaveLength(0)
  })
})
