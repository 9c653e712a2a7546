// What a system card tells about the system's sound and pressure drop, so that an engineer sees every system
// of a project at a glance, without opening each one. The figures are the sound schedule's row
// (domain/schedule/sound-schedule.ts), the same as the overview, the reports and the CSV give, and the
// labels are the printed schedule's.
import type { TFunction } from 'i18next'
import type { CardFact } from '../DocumentCard.tsx'
import { formatNumber } from '../../../i18n/format.ts'
import { pressureDropFigure } from '../../../ui/calculations/pressure-drop-text.ts'
import { scheduleRow, type ScheduleSystem } from '../../../domain/schedule/sound-schedule.ts'
import type { AirflowFormat } from '../../../ui/units/airflow-format.ts'

// A card has no project rooms: the room's part is the rooms tab's.
const NO_ROOMS = new Map<string, never>()

/**
 * The system's airflow (when set), total pressure drop, LwA to the room and, with an attenuation constant,
 * LpA at 10 m²; a system that cannot be calculated says why instead of its levels.
 */
export function systemResultFacts(
  system: ScheduleSystem,
  t: TFunction,
  language: string,
  airflow: AirflowFormat,
): CardFact[] {
  const row = scheduleRow(system, NO_ROOMS)
  const facts: CardFact[] = []
  if (row.airflow !== null)
    facts.push({
      label: t('soundSchedule.print.airflow', { unit: airflow.symbol }),
      value: airflow.format(row.airflow),
    })
  facts.push({
    label: t('soundSchedule.print.pressureDrop'),
    value: pressureDropFigure(row.pressureDrop, row.pressureDropCaveats, language),
  })
  // Whole dB, as every screen shows calculated values (the overview's 64 dB(A) for the card's 64.1).
  const db = (value: number) => formatNumber(value, language, { decimals: 0 })
  if (!row.sound) {
    const reason = row.gaps.map((gap) => t(`soundSchedule.gaps.${gap}`)).join('; ')
    facts.push({
      label: t('soundSchedule.print.lwA'),
      value: t('soundSchedule.print.notCalculated', { reason }),
    })
    return facts
  }
  facts.push({ label: t('soundSchedule.print.lwA'), value: db(row.sound.lwA) })
  if (row.sound.lpA10m2 !== null)
    facts.push({ label: t('soundSchedule.print.lpA10m2'), value: db(row.sound.lpA10m2) })
  return facts
}
