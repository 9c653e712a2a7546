import { Alert, Button, Group, Input, Modal, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { projectFileApi } from '#contract/api/project-file.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { paths } from '../../../domain/paths.ts'
import { formatNumber } from '../../../i18n/format.ts'
import {
  problemOfRefusal,
  readProjectFile,
  type ReadFile,
} from '../../../domain/project-file/read-project-file.ts'
import { ApiError, call } from '../../../state/api/client.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { notifySuccess } from '../../../state/notifications.ts'
import { displayName } from '../../../domain/display.ts'
import { logFailure, quotaRefusalOf } from '../../../state/workspace/errors.ts'
import { projectListInput } from '../../../state/workspace/queries.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { describeImportQuota, describeProblem } from './describe-problem.ts'

/** The file's text; FileReader, which every browser (and jsdom) has, rather than the newer File.text. */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('FILE_NOT_READ'))
    reader.readAsText(file)
  })
}

/**
 * "Import project file" on the projects screen (docs/product-rules.md, "Project files"): the file is read and
 * checked in the browser with the contract's schema, the dialog says what it will create, and the import
 * opens the new project.
 */
export function ImportProjectFile() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const attempts = useCreateAttempts()
  const [opened, setOpened] = useState(false)
  const inputId = useId()
  const [read, setRead] = useState<ReadFile | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const importing = useMutation({
    mutationFn: (file: Extract<ReadFile, { ok: true }>['file']) =>
      call(projectFileApi.import, {
        body: file,
        headers: attempts.headersFor(projectFileApi.import, { body: file }),
      }),
    onSuccess: async (project) => {
      attempts.done()
      notifySuccess(t('projectFile.imported'))
      close()
      setActiveProject(project.id)
      await queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list, projectListInput) })
      void navigate(paths.systems)
    },
    onError: (error, file) => {
      logFailure('import project file', error)
      const problem = error instanceof ApiError ? problemOfRefusal(error.status, error.details, file) : null
      const quota = quotaRefusalOf(error)
      setFailure(
        (problem && describeProblem(t, problem)) ??
          (quota && describeImportQuota(t, quota, i18n.language)) ??
          failureText(t('projectFile.failed'), error),
      )
    },
  })

  function close() {
    setOpened(false)
    setRead(null)
    setFailure(null)
  }

  async function pick(file: File | null) {
    setFailure(null)
    setRead(file ? readProjectFile(await textOf(file), file.size) : null)
  }

  const ready = read?.ok ? read : null
  const problem = read && !read.ok ? describeProblem(t, read.problem) : failure
  return (
    <>
      <Button
        variant="outline"
        color="white"
        leftSection={<Icon name="upload" size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('projectFile.import')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !importing.isPending && close()}
        title={t('projectFile.title')}
        closeButtonProps={{ 'aria-label': t('workspace.close') }}
      >
        <Stack gap="md">
          {/* The browser's own file input: its label and hint belong to it, for screen readers and tests alike. */}
          <Input.Wrapper
            label={t('projectFile.fileLabel')}
            description={t('projectFile.fileHint')}
            labelProps={{ htmlFor: inputId }}
            id={`${inputId}-wrapper`}
          >
            <input
              id={inputId}
              type="file"
              accept="application/json,.json"
              aria-describedby={`${inputId}-wrapper-description`}
              disabled={importing.isPending}
              onChange={(event) => void pick(event.currentTarget.files?.[0] ?? null)}
              style={{ display: 'block', marginTop: 4 }}
            />
          </Input.Wrapper>
          {ready && (
            <Stack gap={4}>
              <Text>{t('projectFile.summary', { name: displayName(ready.summary.name) })}</Text>
              <Text fw={500}>
                {t('projectFile.contents', {
                  systems: formatNumber(ready.summary.systems, i18n.language),
                  rooms: formatNumber(ready.summary.rooms, i18n.language),
                })}
              </Text>
            </Stack>
          )}
          {importing.isPending && (
            <Text role="status" size="sm" c="dimmed">
              {t('projectFile.importing')}
            </Text>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={importing.isPending}>
              {t('workspace.cancel')}
            </Button>
            <Button
              onClick={() => ready && importing.mutate(ready.file)}
              disabled={!ready}
              loading={importing.isPending}
            >
              {t('projectFile.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
