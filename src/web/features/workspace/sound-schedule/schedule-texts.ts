// The sound schedule's words in the interface language (docs/reports.md, "Sound schedule"): the header with
// its units, and the pressure drop's notes in the words the overview writes under its total.
import type { TFunction } from 'i18next'
import type { ScheduleTexts } from '../../../domain/schedule/sound-schedule.ts'
import { roomCheckText } from '../../../domain/rooms/compliance.ts'
import { displayName } from '../../../domain/display.ts'
import { estimateMarkText } from '../../../ui/bands/EstimateMark.tsx'
import { caveatLine } from '../../../ui/calculations/pressure-drop-text.ts'
import type { AirflowFormat } from '../../../ui/units/airflow-format.ts'
import { filterKeys } from '../systems/system-labels.ts'

export function scheduleTexts(
  t: TFunction,
  language: string,
  airflow: AirflowFormat,
  /** The catalogue version as the reports' stamp names it. */
  catalogue: (version: number) => string,
): ScheduleTexts {
  return {
    headers: {
      system: t('soundSchedule.columns.system'),
      room: t('soundSchedule.columns.room'),
      airflow: t('soundSchedule.columns.airflow', { unit: airflow.symbol }),
      pressureDrop: t('soundSchedule.columns.pressureDrop'),
      pressureDropNote: t('soundSchedule.columns.pressureDropNote'),
      generatorLwA: t('soundSchedule.columns.generatorLwA'),
      band: (hertz) => t('soundSchedule.columns.band', { hertz }),
      lw: t('soundSchedule.columns.lw'),
      lwA: t('soundSchedule.columns.lwA'),
      filter: t('soundSchedule.columns.filter'),
      filtered: t('soundSchedule.columns.filtered'),
      lpA10m2: t('soundSchedule.columns.lpA10m2'),
      catalogue: t('soundSchedule.columns.catalogue'),
      gaps: t('soundSchedule.columns.gaps'),
      generatorEstimate: t('soundSchedule.columns.generatorEstimate'),
      outlets: t('soundSchedule.columns.outlets'),
      roomPart: t('soundSchedule.columns.roomPart'),
      roomCheck: t('soundSchedule.print.roomTarget'),
      systemNumber: t('soundSchedule.columns.systemNumber'),
    },
    name: displayName,
    caveat: (caveat) => caveatLine(t, language, caveat, airflow),
    filter: (filter) => (filter === 'NoFilter' ? '' : t(filterKeys[filter])),
    gap: (gap) => t(`soundSchedule.gaps.${gap}`),
    catalogue,
    estimate: (estimate) => estimateMarkText(t, language, estimate, airflow),
    check: (room) =>
      roomCheckText(room, language, {
        check: (parts) => t('soundSchedule.print.check', parts),
        verdict: t(`rooms.verdicts.${room.verdict}`),
        unit: t('room.dbA'),
      }),
  }
}
