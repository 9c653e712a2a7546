// The project file's schema: a file survives being written and read back whole; the header decides a newer or
// foreign file before its content; the file's own ids hold together.
import { describe, expect, it } from 'vitest'
import {
  PROJECT_FILE_VERSION,
  projectFile,
  projectFileHeader,
  projectFileName,
  type ProjectFileInput,
} from '#contract/api/project-file.ts'
import { rectConfiguration } from '#contract/api/systems.ts'
import { nestedDeeperThan } from '#contract/nesting.ts'
import { bandsFromArray, rectSilencerOptions } from '#engine/index.ts'
import { MAX_BODY_DEPTH } from '../http/body-depth.ts'
import { flatBands } from '../test/fixtures.ts'

const flat = flatBands

const file: ProjectFileInput = {
  format: 'ventnoise-project',
  version: 1,
  exportedAt: '2026-11-28T00:00:00.000Z',
  project: { name: 'Office', number: 'P-1', date: '2026-11-20T00:00:00.000Z' },
  systems: [
    {
      id: 'system-1',
      name: 'AHU-1',
      inputSoundPowerLevel: flat(80),
      items: [
        {
          productId: 'sil-1',
          productType: 'rectSilencer',
          productClass: 'MSK',
          soundAttenuation: flat(12.345678901234),
          soundPowerLevel: flat(21),
          quantity: 3,
          rectConfiguration: { width: 600, height: 400, length: 1200, shape: 'straight' },
        },
      ],
      airflow: 400,
      outlets: 4,
      catalogueVersion: 7,
    },
  ],
  rooms: [{ id: 'room-1', name: 'Hall', targetType: 'NR', targetValue: 30, servedBy: ['system-1'] }],
}

describe('project file', () => {
  it('reads back what it wrote, whole and unrounded', () => {
    const parsed = projectFile.parse(file)
    const again = projectFile.parse(JSON.parse(JSON.stringify(parsed)))
    expect(again).toEqual(parsed)
    expect(again.systems[0]?.items[0]?.soundAttenuation.octaveBand63Hz).toBe(12.345678901234)
    expect(again.systems[0]?.items[0]?.rectConfiguration?.shellInsulation).toBe('0mm')
    expect(again.rooms[0]?.servedBy).toEqual(['system-1'])
  })

  it('keeps the number of a room, reads a room of an older file without one as none, and refuses one too long', () => {
    // `file` is as version 1 was first written: its room has no number.
    expect(projectFile.parse(file).rooms[0]?.number).toBe('')
    const numbered = { ...file, rooms: [{ ...file.rooms?.[0], number: ' A2.14 ' }] }
    const parsed = projectFile.parse(numbered)
    expect(parsed.rooms[0]?.number).toBe('A2.14')
    expect(projectFile.parse(JSON.parse(JSON.stringify(parsed))).rooms[0]?.number).toBe('A2.14')
    const long = projectFile.safeParse({ ...file, rooms: [{ ...file.rooms?.[0], number: 'x'.repeat(101) }] })
    expect(long.error?.issues).toMatchObject([{ path: ['rooms', 0, 'number'] }])
  })

  it('tells a newer version and a foreign file by the header alone', () => {
    const newer = projectFileHeader.safeParse({
      format: 'ventnoise-project',
      version: PROJECT_FILE_VERSION + 1,
    })
    expect(newer.error?.issues).toMatchObject([{ path: ['version'], message: 'NEWER_PROJECT_FILE_VERSION' }])
    const foreign = projectFileHeader.safeParse({ projects: [] })
    expect(foreign.error?.issues.map((issue) => issue.message)).toEqual([
      'NOT_A_PROJECT_FILE',
      'NOT_A_PROJECT_FILE',
    ])
    expect(projectFileHeader.safeParse(file).success).toBe(true)
  })

  it('refuses ids that do not hold together', () => {
    const twice = projectFile.safeParse({
      ...file,
      systems: [...(file.systems ?? []), ...(file.systems ?? [])],
    })
    expect(twice.error?.issues).toMatchObject([{ path: ['systems', 1, 'id'], message: 'DUPLICATE_FILE_ID' }])
    const missing = projectFile.safeParse({
      ...file,
      rooms: [{ ...file.rooms?.[0], servedBy: ['system-2'] }],
    })
    expect(missing.error?.issues).toMatchObject([
      { path: ['rooms', 0, 'servedBy', 0], message: 'NO_SUCH_SYSTEM_IN_FILE' },
    ])
  })

  it.each([
    ['Kulttuuritalo Ääni', 'Kulttuuritalo-Aani.ventnoise.json'],
    ['../../etc/passwd', 'etc-passwd.ventnoise.json'],
    ['a"b\r\nc', 'a-b-c.ventnoise.json'],
    ['Офис', 'project.ventnoise.json'],
    ['', 'project.ventnoise.json'],
  ])('names the file of %j safely', (name, expected) => {
    expect(projectFileName(name)).toBe(expected)
  })
})

describe("a rectangular silencer's option data", () => {
  const base = { width: 600, height: 400, length: 1200, shape: 'straight' as const }
  const refusal = (optionData: Record<string, unknown>) =>
    rectConfiguration.safeParse({ ...base, optionData }).error?.issues.map((issue) => issue.path.join('.'))

  it("takes every option the engine computes, as the wizard saves it (with 'recommended')", () => {
    const options = rectSilencerOptions({
      width: 2500,
      height: 2500,
      length: 3000,
      inputAirflow: 100_000 / 3.6,
      inputSoundPower: bandsFromArray([101.7, 99.3, 97.1, 95.9, 93.3, 91.1, 89.9, 87.7]),
      cassetteMaterial: 'mineralWool',
    })
    expect(options.length).toBeGreaterThan(0)
    for (const option of options) expect(refusal({ ...option, recommended: true })).toBeUndefined()
  })

  it('refuses data nested or sized beyond an option, so no saved system makes a file the import refuses', () => {
    expect(refusal({ a: { b: { c: 1 } } })).toEqual(['optionData'])
    expect(refusal({ a: Array.from({ length: 100_000 }, () => 1) })).toEqual(['optionData'])
    // The deepest data a save takes, inside the file's own levels, stays within the import's body depth.
    const deepest = { soundAttenuation: { octaveBand63Hz: 1 }, similar: [1] }
    expect(refusal(deepest)).toBeUndefined()
    const system = file.systems?.[0]
    const item = { ...system?.items?.[0], rectConfiguration: { ...base, optionData: deepest } }
    const deepestFile = { ...file, systems: [{ ...system, items: [item] }] }
    expect(projectFile.safeParse(deepestFile).success).toBe(true)
    expect(nestedDeeperThan(deepestFile, MAX_BODY_DEPTH)).toBe(false)
  })
})
