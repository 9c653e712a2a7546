import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { projectFileApi, projectFileName } from '#contract/api/project-file.ts'
import { call } from '../../../state/api/client.ts'
import { notifyError } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { downloadText } from '../download.ts'

/**
 * Downloads a project as a file (docs/product-rules.md, "Project files"). The request carries the session's
 * tokens, so the browser cannot follow a plain link: the file, which is the answer's whole body, comes through
 * the API client (checked against the file's schema) and is handed over as a download named as the server's
 * Content-Disposition names it.
 */
export function useDownloadProjectFile() {
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (projectId: string) => call(projectFileApi.download, { params: { projectId } }),
    onSuccess: (file) =>
      downloadText(
        projectFileName(file.project.name),
        `${JSON.stringify(file, null, 2)}\n`,
        'application/json',
        false,
      ),
    onError: (error) => {
      logFailure('download project file', error)
      notifyError(t('projectFile.downloadFailed'))
    },
  })
}
