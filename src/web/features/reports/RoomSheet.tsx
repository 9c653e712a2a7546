// A room's data sheet in print (docs/reports.md, "The room data sheet"): the room and its target, the verdict,
// the systems' levels per band against the target curve, and the chart the room page shows.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { meters, roomAbsorptionArea, roomTermParts, squareMeters } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber } from '../../i18n/format.ts'
import { roomAcousticsFields } from '../../domain/rooms/room-acoustics-fields.ts'
import {
  bandFrequency,
  complianceRow,
  formatInUnit,
  shownLpA,
  targetLabel,
  type ComplianceRow,
  targetUnit,
  marginText,
  predictedText,
} from '../../domain/rooms/compliance.ts'
import { ratingText } from '../../domain/rooms/rating-text.ts'
import { roomLabel } from '../../domain/rooms/room-names.ts'
import { basisFull, presetName } from '../../domain/rooms/target-basis.ts'
import { numberedName } from '../../domain/display.ts'
import { roomBandRows, type RoomBandRow } from '../../domain/rooms/room-bands.ts'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { RoomContributionsChart } from '../../ui/room/RoomContributionsChart.tsx'
import { BandTable, Fields } from './ReportTables.tsx'
import { roomSheetPages } from './room-sheet.ts'

/** The chart's height on the sheet: the room page's 300 px less what the facts above it take. */
const CHART_PX = 220

/** What both field lists of the first sheet print the room's numbers with. */
interface SheetContext {
  t: TFunction
  language: string
  room: RoomDocument
  row: ComplianceRow
  /** dB(A) for an LpA target; NR and NC name their own unit. */
  unit: string
  inUnit: (value: number | null) => string
}

function sheetContext(t: TFunction, language: string, room: RoomDocument): SheetContext {
  return {
    t,
    language,
    room,
    row: complianceRow(room),
    unit: targetUnit(room.targetType, t('room.dbA')),
    inUnit: (value) => formatInUnit(value, room.targetType, language),
  }
}

function roomFields({ t, language, room, row, unit, inUnit }: SheetContext): [string, string][] {
  return [
    [t('rooms.fields.number'), room.number],
    [t('rooms.fields.name'), room.name],
    [t('rooms.columns.roomType'), row.basis.preset ? presetName(row.basis.preset, t) : ''],
    [t('rooms.columns.target'), targetLabel(room.targetType, inUnit(room.targetValue), unit)],
    [t('rooms.columns.basis'), basisFull(row.basis, t, language)],
    ...roomAcousticsFields(t, language, room),
    // How the level at the listener follows from the numbers above, so that a reviewer can check it by hand.
    [t('rooms.sheet.roomTerm'), t('rooms.sheet.roomTermValue', roomTermTexts(room, language))],
    [t('rooms.sheet.method'), t('rooms.sheet.methodText')],
  ]
}

/** The room term and its parts, dB with one decimal, and the reverberation radius, m. */
function roomTermTexts(room: RoomDocument, language: string) {
  const parts = roomTermParts({
    distance: meters(room.listenerDistance),
    directivity: room.directivity,
    absorptionArea: squareMeters(roomAbsorptionArea(room)),
  })
  const n = (value: number) => formatNumber(value, language, { decimals: 1 })
  return {
    total: n(parts.total),
    direct: n(parts.direct),
    reverberant: n(parts.reverberant),
    radius: n(parts.reverberationRadius),
  }
}

function verdictFields(context: SheetContext): [string, string][] {
  const { t, room } = context
  const uncounted = room.assessment.uncounted ?? []
  // The systems left out of the level are named, with why: the client reads a lower bound otherwise unmarked.
  const notCounted: [string, string][] =
    uncounted.length > 0
      ? [[t('rooms.noSoundData'), uncounted.map((system) => numberedName(system)).join(', ')]]
      : []
  return [...notCounted, ...predictionFields(context)]
}

function predictionFields({ t, language, room, row, unit }: SheetContext): [string, string][] {
  const { assessment } = room
  if (row.predicted === null) return [[t('rooms.columns.verdict'), t(`rooms.verdicts.${row.verdict}`)]]
  const whole = (value: number | null) => formatNumber(value, language, { decimals: 0 })
  const nr = ratingText('NR', whole(assessment.nr), assessment.nrOutside, t)
  const nc = ratingText('NC', whole(assessment.nc), assessment.ncOutside, t)
  return [
    [t('rooms.columns.predicted'), predictedText(row, language, t)],
    [
      t('rooms.sheet.ratings'),
      // The curve ratings' names are the same in every language.
      `${formatNumber(shownLpA(assessment.lpA), language, { decimals: 1 })} ${t('room.dbA')}, ${nr}, ${nc}`,
    ],
    // The margin in the target's unit: dB(A) for an LpA target, curve numbers for NR and NC.
    [t('rooms.columns.margin'), unit ? `${marginText(row, language)} ${unit}` : marginText(row, language)],
    [t('rooms.columns.verdict'), t(`rooms.verdicts.${row.verdict}`)],
    [
      t('rooms.columns.worstBand'),
      row.worstBand === null ? '' : formatNumber(bandFrequency(row.worstBand), language, { grouping: false }),
    ],
  ]
}

function FirstSheetFields({ context }: { context: SheetContext }) {
  return (
    <>
      <Fields rows={roomFields(context)} />
      <Fields rows={verdictFields(context)} />
    </>
  )
}

function RoomSheetBody({
  room,
  systems,
  closing,
  first,
}: {
  room: RoomDocument
  /** This sheet's system rows. */
  systems: readonly RoomBandRow[]
  /** The rows under the systems: on the last sheet only. */
  closing: readonly RoomBandRow[]
  first: boolean
}) {
  const { t, i18n } = useTranslation()
  const served = room.assessment.contributions.length > 0
  const note = sheetNoteKey(room)
  const rows = [...systems, ...closing]
  return (
    <>
      {first && (
        <>
          <FirstSheetFields context={sheetContext(t, i18n.language, room)} />
          {served && <RoomContributionsChart room={room} animate={false} height={CHART_PX} />}
        </>
      )}
      {first && note && <p>{t(note)}</p>}
      {rows.length > 0 && <BandTable rows={rows} caption={t('rooms.sheet.bandsCaption')} />}
    </>
  )
}

/** What the first sheet says under its chart when its level is missing or counts only some systems. */
function sheetNoteKey(room: RoomDocument) {
  if (room.assessment.unassessable) return 'rooms.checkValues' as const
  if (room.assessment.uncounted?.length) return 'rooms.uncountedNote' as const
  return room.assessment.contributions.length === 0 ? ('rooms.sheet.noSystems' as const) : null
}

/**
 * A room's data sheet as report pages: the first with the room, its verdict, the chart and as many systems as
 * fit; the rest of a long list of systems after it; the total, target and margin rows on the last.
 */
export function roomSheets(t: TFunction, language: string, room: RoomDocument): ReportSheet[] {
  const { systems, closing } = roomBandRows(t, language, room)
  const pages = roomSheetPages(systems)
  const title = t('rooms.sheet.title', { room: roomLabel(room) })
  return pages.map((page, index) => ({
    key: `room-${room.id}-${index}`,
    title: index === 0 ? title : t('rooms.sheet.continued', { title }),
    body: (
      <RoomSheetBody
        room={room}
        systems={page}
        closing={index === pages.length - 1 ? closing : []}
        first={index === 0}
      />
    ),
  }))
}
