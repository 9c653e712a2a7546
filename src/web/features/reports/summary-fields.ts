// The fields the system and project report pages print (docs/product-rules.md, "Report pages"), as text: the
// pages print them (ReportParts.tsx) and the summary's estimate counts them (report-layout.ts SummaryText).
import type { TFunction } from 'i18next'
import { type SoundPowerResult } from '#engine/index.ts'
import type { RoomSettings } from '#contract/api/systems.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { complianceRow, levelText, roomTargetText } from '../../domain/rooms/compliance.ts'
import { roomLabel } from '../../domain/rooms/room-names.ts'
import { servedRoomSpectrum, shareOf } from '../../domain/rooms/served-room.ts'
import { formatNumber, formatReportDate } from '../../i18n/format.ts'
import { itemEffects } from '../../domain/chain/chain-calculation.ts'
import { estimateMarkText } from '../../ui/bands/EstimateMark.tsx'
import { systemPressureDropText } from '../../ui/calculations/pressure-drop-text.ts'
import { directivityKeys } from '../../domain/room/room-form.ts'
import { analyseRoomOrNull, DEFAULT_ROOM, type RoomAnalysis } from '../../domain/room/room-levels.ts'
import { spectrumSeries } from '../../ui/spectrum/spectrum-series.ts'
import { displayName } from '../../domain/display.ts'
import type { AirflowFormat } from '../../ui/units/airflow-format.ts'
import type { ReportProject, ReportSystem } from './report-model.ts'
import type { SummaryText } from './report-layout.ts'

const filterKeys = {
  NoFilter: 'printing.filters.noFilter',
  AFilter: 'printing.filters.aFilter',
  BFilter: 'printing.filters.bFilter',
  CFilter: 'printing.filters.cFilter',
} as const
const constantKeys = { NoConstant: 'printing.constants.noConstant', T1: 'printing.constants.t1' } as const

export function projectFields(t: TFunction, project: ReportProject): [string, string][] {
  return [
    [t('printing.field.project'), displayName(project.name)],
    [t('printing.field.projectNumber'), project.number],
    [t('printing.field.customer'), project.contactData],
    [t('printing.field.address'), project.address],
    [t('printing.field.email'), project.email],
    [t('printing.field.phone'), project.phone],
    [t('printing.date'), project.date ? formatReportDate(project.date) : ''],
    [t('printing.field.comment'), project.comment],
  ]
}

function systemFields(
  t: TFunction,
  language: string,
  system: ReportSystem,
  airflow: AirflowFormat,
): [string, string][] {
  return [
    [t('printing.field.system'), displayName(system.name)],
    [t('printing.field.systemNumber'), system.number],
    [t('printing.date'), system.date ? formatReportDate(system.date) : ''],
    [t('printing.field.filter'), t(filterKeys[system.filterCorrectionType])],
    [t('printing.field.constant'), t(constantKeys[system.attenuationConstantType])],
    // An estimated noise generator says so, with the fan's duty: the reader must not take it for the fan's data.
    ...(system.noiseGeneratorEstimate === null
      ? []
      : [
          [
            t('systemModal.noiseGenerator'),
            estimateMarkText(t, language, system.noiseGeneratorEstimate, airflow),
          ] as [string, string],
        ]),
    [t('printing.field.products'), String(system.items.reduce((sum, item) => sum + item.quantity, 0))],
    [t('productsList.systemAirflow', { unit: airflow.symbol }), airflow.format(system.airflow)],
    [t('pressureDrop.total'), systemPressureDropText(t, language, system, airflow)],
    [t('printing.field.comment'), system.comment],
  ]
}

/**
 * The overview's room (the saved one, or its default until the user set one) and its figures, none for a room
 * the engine cannot assess: the API takes a system's own room with upper bounds only, and the report of such a
 * system prints its inputs as the overview's room panel shows them, without results.
 */
export function summaryRoom(system: ReportSystem, result: SoundPowerResult) {
  const room = system.room ?? DEFAULT_ROOM
  return { room, analysis: analyseRoomOrNull(result.soundPowerLevelToRoomLw, room) }
}

/**
 * The summary's chart lines: the same the page draws and its pagination counts the legends of. A system that
 * serves a project room draws that room's level from every system, as its overview does.
 */
export function summarySeries(
  t: TFunction,
  system: ReportSystem,
  result: SoundPowerResult,
  servedRoom?: RoomDocument,
) {
  const chain = {
    input: system.inputSoundPowerLevel,
    items: system.items,
    after: itemEffects(system, result).map((effect) => effect.after),
  }
  if (servedRoom) {
    const { levels, label, targetNr } = servedRoomSpectrum(t, servedRoom)
    return spectrumSeries(t, { ...chain, roomLevels: levels, roomLabel: label, targetNr })
  }
  const { room, analysis } = summaryRoom(system, result)
  return spectrumSeries(t, { ...chain, roomLevels: analysis?.levels ?? null, targetNr: room.targetNr })
}

/** The summary's fields: the project's name (unless the page lists the project already), then the system's. */
export function summaryFields(
  t: TFunction,
  language: string,
  project: ReportProject,
  system: ReportSystem,
  airflow: AirflowFormat,
  withProject: boolean,
): [string, string][] {
  return [
    ...(withProject ? [[t('printing.field.project'), displayName(project.name)] as [string, string]] : []),
    ...systemFields(t, language, system, airflow),
  ]
}

/** Up to three decimals, as the user typed the input (2, 1.5, 0.25). */
const inputDecimals = (value: number): number => Math.min(3, String(value).split('.')[1]?.length ?? 0)

/** The room's fields as the summary prints them and its pagination counts them. */
export function roomFields(
  t: TFunction,
  language: string,
  room: RoomSettings,
  analysis: RoomAnalysis | null,
): [string, string][] {
  const n = (value: number, decimals = inputDecimals(value)) => formatNumber(value, language, { decimals })
  const rated = (
    result: RoomAnalysis['nr'] | RoomAnalysis['nc'],
    target: number | null,
    pass: boolean | null,
  ) => {
    const rating =
      result.kind === 'below'
        ? t('room.below', { limit: result.limit })
        : result.kind === 'above'
          ? t('room.above', { limit: result.limit })
          : n(result.rating, 0)
    if (target === null || pass === null) return t('printing.roomNoTarget', { rating })
    return t('printing.roomRating', { rating, target, verdict: t(pass ? 'room.pass' : 'room.fail') })
  }
  const absorption: [string, string][] =
    room.absorptionMode === 'area'
      ? [[t('room.absorptionArea'), n(room.absorptionArea)]]
      : [
          [t('room.volume'), n(room.volume)],
          [t('room.reverberationTime'), n(room.reverberationTime)],
          ...(analysis
            ? [
                [
                  t('room.absorptionArea'),
                  t('printing.roomSabine', { area: n(analysis.absorptionArea, 1) }),
                ] as [string, string],
              ]
            : []),
        ]
  const results: [string, string][] = analysis
    ? [
        [t('room.soundPressure'), `${n(analysis.lpA, 0)} ${t('room.dbA')}`],
        [t('room.nr'), rated(analysis.nr, room.targetNr, analysis.nrPass)],
        [t('room.nc'), rated(analysis.nc, room.targetNc, analysis.ncPass)],
      ]
    : []
  return [
    [t('room.listenerDistance'), n(room.listenerDistance)],
    [t('room.directivity'), t(directivityKeys[room.directivity], { q: room.directivity })],
    ...absorption,
    ...results,
  ]
}

/**
 * The served project room as the summary prints it in place of the stand-alone room: which room, its level from
 * every system, this system's part and the verdict against the room's target, as the overview's room panel.
 */
export function servedRoomFields(
  t: TFunction,
  language: string,
  room: RoomDocument,
  systemId: string,
): [string, string][] {
  const level = (part: Parameters<typeof levelText>[0]) => levelText(part, room.targetType, language, t)
  const share = shareOf(room, systemId)
  const target = roomTargetText(room, language, t('room.dbA'))
  return [
    [t('rooms.systemRoom.room'), roomLabel(room)],
    [t('rooms.systemRoom.outlets'), formatNumber(share?.outlets ?? null, language)],
    [t('rooms.systemRoom.level'), level(room.assessment)],
    [t('rooms.systemRoom.share'), level(share)],
    [t('rooms.systemRoom.verdict', { target }), t(`rooms.verdicts.${complianceRow(room).verdict}`)],
  ]
}

/** The summary's room part, its caption and fields: the served project room's, else the stand-alone room's. */
export function summaryRoomPart(
  t: TFunction,
  language: string,
  system: ReportSystem,
  result: SoundPowerResult,
  servedRoom: RoomDocument | undefined,
): { caption: string; rows: [string, string][] } {
  if (servedRoom)
    return {
      caption: t('rooms.systemRoom.title'),
      rows: servedRoomFields(t, language, servedRoom, system.id),
    }
  const { room, analysis } = summaryRoom(system, result)
  return { caption: t('room.title'), rows: roomFields(t, language, room, analysis) }
}

/**
 * What the summary sheet prints that wraps or varies (report-layout.ts SummaryText), from the same functions
 * its parts print with.
 */
export function summaryText(
  t: TFunction,
  input: SummaryTextInput,
  title: string,
  withProject = true,
): SummaryText {
  const { project, system, result, language, servedRoom } = input
  const series = summarySeries(t, system, result, servedRoom)
  const labels = (pressure: boolean) =>
    series.filter((line) => (line.quantity === 'pressure') === pressure).map((line) => line.label)
  return {
    title,
    fields: summaryFields(t, language, project, system, input.airflow, withProject),
    roomFields: summaryRoomPart(t, language, system, result, servedRoom).rows,
    legends: [labels(false), labels(true)].filter((legend) => legend.length > 0),
    footer: input.footer,
  }
}

/** What the summary's estimate reads: the system and its project, the report's language and units, the foot. */
export interface SummaryTextInput {
  project: ReportProject
  system: ReportSystem
  result: SoundPowerResult
  /** The project room the system serves, when the report has the project's rooms. */
  servedRoom?: RoomDocument | undefined
  language: string
  airflow: AirflowFormat
  footer: readonly string[]
}
