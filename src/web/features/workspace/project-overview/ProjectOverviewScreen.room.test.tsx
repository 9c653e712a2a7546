// The project overview's room: the stand-alone room of its panel, or the project room the saved system serves,
// which the results bar and the chart then speak of too (docs/product-rules.md, "The overview's room"); and the
// breadcrumbs of an unnamed quick calculation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { ok } from '../../../test-api.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { i18n } from '../../../i18n/index.ts'
import {
  anonymousOverview,
  barFigures,
  servedRoomBar,
  named,
  project,
  puts,
  stored,
  firstFind,
  signedInOverview,
} from './test-overview.ts'
import { servedProjectRoom } from './overview-room.ts'

const office = (fields: Parameters<typeof aRoom>[1]) =>
  aRoom('Office', { number: 'A2.14', lpA: 56.1, margin: -23.1, projectId: project.id, ...fields })

const servedTitle = servedRoomBar('A2.14 Office')

describe("the project overview's room", () => {
  it('gives the served project room’s level from every system and its verdict on its dB(A) target in the results bar, not the hidden stand-alone room’s', async () => {
    const room = office({ targetType: 'LpA', targetValue: 33 })
    signedInOverview(
      () => ok(stored),
      { ...stored, roomId: room.id, outlets: 3 },
      {
        [`GET /api/projects/${project.id}/rooms`]: () => ok([room]),
      },
    )
    expect(await barFigures(servedTitle)).toEqual(['56.1 dB(A) (Fail)', '30'])
    expect(screen.queryByRole('group', { name: en.calculations.listener })).toBeNull()
  })

  it('reads the room again after each save of the chain, so the bar follows the change', async () => {
    const louder = office({ targetType: 'LpA', targetValue: 33, lpA: 58.4, margin: -25.4 })
    const before = { ...louder, assessment: office({ lpA: 56.1, margin: -23.1 }).assessment }
    let reads = 0
    const { seen } = signedInOverview(
      (request, count) =>
        ok({ ...stored, roomId: louder.id, ...(request.body as object), version: count + 1 }),
      { ...stored, roomId: louder.id },
      { [`GET /api/projects/${project.id}/rooms`]: () => ok([++reads === 1 ? before : louder]) },
    )
    expect(await barFigures(servedTitle)).toEqual(['56.1 dB(A) (Fail)', '30'])
    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    await waitFor(() => expect(puts(seen)).toHaveLength(1))
    await waitFor(async () => expect(await barFigures(servedTitle)).toEqual(['58.4 dB(A) (Fail)', '30']))
  })

  it('gives a level against a dB(A) target to 0.1 dB, so that one just above it does not read as meeting it', async () => {
    const close = office({ targetType: 'LpA', targetValue: 38, lpA: 38.06, margin: -0.06 })
    signedInOverview(
      () => ok(stored),
      { ...stored, roomId: close.id },
      { [`GET /api/projects/${project.id}/rooms`]: () => ok([close]) },
    )
    expect(await barFigures(servedTitle)).toEqual(['38.1 dB(A) (Fail)', '30'])
  })

  it('puts the verdict beside NR for an NR target, the level to 0.1 dB as the room panel gives it', async () => {
    const nr = office({ targetType: 'NR', targetValue: 25, margin: -5 })
    signedInOverview(
      () => ok(stored),
      { ...stored, roomId: nr.id },
      {
        [`GET /api/projects/${project.id}/rooms`]: () => ok([nr]),
      },
    )
    // The room panel beside it reads "56.1 dB(A), NR 30": in whole dB the bar had read 56 against it.
    expect(await barFigures(servedTitle)).toEqual(['56.1 dB(A)', '30 (Fail)'])
  })

  it('keeps the stand-alone room at the listener for a system that serves no project room', async () => {
    signedInOverview(
      () => ok(stored),
      { ...stored, roomId: null },
      {
        [`GET /api/projects/${project.id}/rooms`]: () => ok([office({})]),
      },
    )
    const figures = await barFigures(en.calculations.listener)
    expect(figures[1]).toMatch(/^\d+ \((Pass|Fail)\)$/)
  })
})

describe("an unnamed quick calculation's overview", () => {
  it('is "Quick calculation" in the breadcrumbs, its system without a crumb, rather than two of \'-\'', async () => {
    anonymousOverview({ name: '' }, '')
    const crumbs = await screen.findByRole('navigation', { name: en.overview.breadcrumbs }, firstFind)
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([en.overview.home])
    expect(crumbs).toHaveTextContent(
      `${en.overview.home}/${en.quickCalculation.title}/${en.projectOverview.title}`,
    )
  })
})

describe('servedProjectRoom', () => {
  const t = i18n.getFixedT('en')

  it('draws the room’s level from every system under its name, and the NR curve only for an NR target', () => {
    const room = office({ targetType: 'NR', targetValue: 25, margin: -5 })
    const shown = servedProjectRoom(room, t, 'en')
    expect(shown.levels).toEqual(room.assessment.soundPressureLevel)
    expect(shown.levelsLabel).toBe(en.spectrum.servedRoom.replace('{{room}}', 'A2.14 Office'))
    expect(shown.targetNr).toBe(25)
    expect(servedProjectRoom(office({ targetType: 'LpA', targetValue: 33 }), t, 'en').targetNr).toBeNull()
  })

  it('shows NC, with the verdict, for an NC target', () => {
    const shown = servedProjectRoom(office({ targetType: 'NC', targetValue: 25, margin: -3 }), t, 'en')
    expect(shown.listener).toMatchObject({ nr: '30', nc: '28', verdict: { on: 'nc', pass: false } })
  })

  it('gives no figures for a room whose level is not known yet', () => {
    const shown = servedProjectRoom(aRoom('Store', { projectId: project.id }), t, 'en')
    expect(shown.listener).toBeNull()
    expect(shown.levels).toBeNull()
  })
})
