import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { catalogueVersionLabel } from '../../../domain/catalogue/version-label.ts'
import { csvFileName } from '../../../domain/csv/csv.ts'
import { toPickerDay } from '../../../domain/date-rules.ts'
import { scheduleCsv, scheduleRow } from '../../../domain/schedule/sound-schedule.ts'
import { call } from '../../../state/api/client.ts'
import { endpointQuery } from '../../../state/endpoint-query.ts'
import { notifyError } from '../../../state/notifications.ts'
import { displayName } from '../../../domain/display.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { oldestFirst, systemsListRead } from '../../../state/workspace/queries.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { downloadText } from '../download.ts'
import { scheduleTexts } from './schedule-texts.ts'

/**
 * Downloads the project's sound schedule as CSV (docs/reports.md, "Sound schedule"). The systems and rooms
 * are read afresh when asked, so the file holds what is saved now, not what the page showed when it opened.
 */
export function useDownloadSoundSchedule(projectId: string, projectName: string) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const airflow = useAirflowFormat()
  const language = i18n.language
  return useMutation({
    mutationFn: async () => {
      const [systems, rooms] = await Promise.all([
        call(systemsApi.list, systemsListRead(projectId)),
        call(roomsApi.list, { params: { projectId } }),
      ])
      const byId = new Map(rooms.map((room) => [room.id, room]))
      // Oldest first, the order they were designed in, as the printed schedule lists them.
      const rows = oldestFirst(systems).map((system) => scheduleRow(system, byId))
      const versions = [
        ...new Set(rows.flatMap((row) => (row.catalogueVersion === null ? [] : [row.catalogueVersion]))),
      ]
      // The same answers the reports' stamp reads (kept for good: a version's data never changes).
      const infos = await Promise.all(
        versions.map((version) =>
          queryClient.fetchQuery(
            endpointQuery(
              catalogueApi.version,
              { params: { version: String(version) } },
              { staleTime: Infinity },
            ),
          ),
        ),
      )
      const info = new Map(versions.map((version, i) => [version, infos[i]]))
      const texts = scheduleTexts(t, language, airflow, (version) =>
        catalogueVersionLabel(t, version, info.get(version)),
      )
      return scheduleCsv(rows, texts, language, airflow.unit)
    },
    onSuccess: (csv) => {
      const name = t('soundSchedule.fileName', {
        project: displayName(projectName),
        date: toPickerDay(new Date()),
      })
      downloadText(csvFileName(name, 'sound-schedule'), csv)
    },
    onError: (error) => {
      logFailure('download sound schedule', error)
      notifyError(t('soundSchedule.failed'))
    },
  })
}
