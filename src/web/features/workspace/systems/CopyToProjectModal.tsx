import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { SYSTEM_LIMITS, type SystemDocument } from '#contract/api/systems.ts'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { displayName } from '../../../domain/display.ts'
import { newestFirst, useProjectsQuery } from '../../../state/workspace/queries.ts'
import { copyName } from './copy-name.ts'

/** A project as the list offers it: its name, and its number when it has one (both are searched). */
const projectLabel = (project: ProjectListItem) =>
  project.number.trim() === ''
    ? displayName(project.name)
    : `${displayName(project.name)} – ${project.number}`

/**
 * Copy to project…: the user's other projects to choose from (searchable), the copy's name prefilled
 * "… (copy)" in the user's language, and the last failure in words (docs/product-rules.md, "Copying a
 * system").
 */
export function CopyToProjectModal({
  system,
  projectId,
  copying,
  failure,
  onCopy,
  onClose,
}: {
  /** The system to copy; the dialog is open while there is one. */
  system: SystemDocument | undefined
  /** The project it is in, which the list leaves out. */
  projectId: string
  copying: boolean
  failure: string | null
  onCopy: (target: ProjectListItem, name: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={system !== undefined}
      onClose={onClose}
      title={t('copyToProject.title')}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {system && (
        <CopyToProjectForm
          key={system.id}
          system={system}
          projectId={projectId}
          copying={copying}
          failure={failure}
          onCopy={onCopy}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}

function CopyToProjectForm({
  system,
  projectId,
  copying,
  failure,
  onCopy,
  onClose,
}: {
  system: SystemDocument
  projectId: string
  copying: boolean
  failure: string | null
  onCopy: (target: ProjectListItem, name: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const projects = useProjectsQuery()
  const [targetId, setTargetId] = useState<string | null>(null)
  const [name, setName] = useState(() => copyName(t, system.name))
  const others = newestFirst((projects.data ?? []).filter((p) => p.id !== projectId))
  const target = others.find((p) => p.id === targetId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (target && !copying) onCopy(target, name)
  }

  if (projects.isError && projects.data === undefined)
    return (
      <LoadFailure
        title={t('copyToProject.errors.loadProjects')}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    )
  if (projects.data === undefined) return <Loader role="status" aria-label={t('common.loading')} />

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('copyToProject.intro', { name: displayName(system.name) })}</Text>
        {others.length === 0 ? (
          <Text c="dimmed">{t('copyToProject.noOtherProjects')}</Text>
        ) : (
          <Select
            label={t('copyToProject.project')}
            placeholder={t('copyToProject.projectPlaceholder')}
            nothingFoundMessage={t('copyToProject.noMatch')}
            data={others.map((p) => ({ value: p.id, label: projectLabel(p) }))}
            value={targetId}
            onChange={setTargetId}
            searchable
            required
            data-autofocus
          />
        )}
        <TextInput
          label={t('copyToProject.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SYSTEM_LIMITS.name}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('workspace.cancel')}
          </Button>
          <Button type="submit" disabled={!target} loading={copying}>
            {t('copyToProject.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
