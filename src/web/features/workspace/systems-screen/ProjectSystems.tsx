import { Anchor, Button, Group, LoadingOverlay, Tabs } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { PageLoader } from '../../../ui/PageLoader.tsx'
import { Placeholder } from '../../../ui/Placeholder.tsx'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { notifyError } from '../../../state/notifications.ts'
import { printUrls, usePrintPopup } from '../../../ui/print/print-popup.ts'
import { readReportOptions } from '../../../state/print/report-options.ts'
import { ProjectModal } from '../projects/ProjectModal.tsx'
import { useDeleteProject } from '../projects/useDeleteProject.ts'
import { useDownloadProjectFile } from '../project-file/useDownloadProjectFile.ts'
import { useDownloadSoundSchedule } from '../sound-schedule/useDownloadSoundSchedule.ts'
import { RecentlyDeletedSystems } from '../recently-deleted/RecentlyDeletedSystems.tsx'
import { RoomsPanel } from '../rooms/RoomsPanel.tsx'
import { QuickCalculationModal } from '../quick-calculation/QuickCalculationModal.tsx'
import { ProjectHeader } from '../systems/ProjectHeader.tsx'
import { CopyToProjectModal } from '../systems/CopyToProjectModal.tsx'
import { SystemList } from '../systems/SystemList.tsx'
import { useCopyToProject } from '../systems/useCopyToProject.ts'
import { SystemModal } from '../systems/SystemModal.tsx'
import { useSystemMutations } from '../systems/useSystemMutations.ts'
import { displayName } from '../../../domain/display.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { useProjectQuery, useSystemsQuery } from '../../../state/workspace/queries.ts'
import { useLoadFailureNotice } from '../../../state/workspace/useLoadFailureNotice.ts'
import {
  resetActiveProject,
  resetActiveSystem,
  setActiveSystem,
} from '../../../state/workspace/workspace-store.ts'
import { paths } from '../../../domain/paths.ts'

/**
 * Closing the edit or delete system modal resets the active system after this pause (docs/product-rules.md,
 * "Active project and system").
 */
export const ACTIVE_SYSTEM_RESET_DELAY_MS = 300

type Dialog =
  | { kind: 'addSystem' | 'quick' | 'editProject' | 'deleteProject' }
  | { kind: 'editSystem' | 'deleteSystem' | 'copyToProject'; system: SystemDocument }

/**
 * The active project's systems: project header, search, cards, the recently deleted systems to restore, and
 * the system, project, quick calculation, copy-to-project and delete modals. Copy and delete show a busy
 * overlay.
 */
export function ProjectSystems({ projectId }: { projectId: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const project = useProjectQuery(projectId)
  const systems = useSystemsQuery(projectId)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // The Rooms tab is in the address (?tab=rooms), so the room page's way back and a reload land on it.
  const [query, setQuery] = useSearchParams()
  const tab = query.get('tab') === 'rooms' ? 'rooms' : 'systems'
  const setTab = (next: 'rooms' | 'systems') =>
    setQuery(next === 'rooms' ? { tab: 'rooms' } : {}, { replace: true })
  const print = usePrintPopup()
  const { copy, remove, busy } = useSystemMutations(projectId)
  const copyToProject = useCopyToProject(projectId)
  const deleteProject = useDeleteProject(() => void navigate(paths.projects))
  const downloadFile = useDownloadProjectFile()
  const soundSchedule = useDownloadSoundSchedule(projectId, project.data?.name ?? '')
  // Without the project the systems cannot load either; that failure says it alone.
  useLoadFailureNotice(project.isError ? null : systems.error, t('systems.errors.load'), 'load systems')

  // The project is gone or no longer shared: 'Project cannot be obtained', back to the projects.
  useEffect(() => {
    if (!project.error) return
    logFailure('Project cannot be obtained', project.error)
    notifyError(t('projects.errors.notObtained'))
    resetActiveProject()
    void navigate(paths.projects, { replace: true })
  }, [project.error, navigate, t])

  const close = () => setDialog(null)
  const closeSystemDialog = () => {
    close()
    setTimeout(resetActiveSystem, ACTIVE_SYSTEM_RESET_DELAY_MS)
  }
  const withSystem = (kind: 'editSystem' | 'deleteSystem') => (system: SystemDocument) => {
    setActiveSystem(system.id)
    setDialog({ kind, system })
  }
  const actions = {
    onDetails: (system: SystemDocument) => {
      setActiveSystem(system.id)
      void navigate(paths.projectOverview)
    },
    onEdit: withSystem('editSystem'),
    onDelete: withSystem('deleteSystem'),
    onPrint: (system: SystemDocument) => print.open(printUrls.system(system.id, readReportOptions())),
    onCopy: (system: SystemDocument) => copy.mutate(system),
    onCopyToProject: (system: SystemDocument) => {
      copyToProject.mutation.reset()
      setDialog({ kind: 'copyToProject', system })
    },
  }
  const current = project.data
  const list = systems.data ?? []
  const selected = dialog && 'system' in dialog ? dialog.system : undefined

  return (
    <ScreenContainer>
      <LoadingOverlay
        visible={
          print.busy ||
          busy ||
          copyToProject.mutation.isPending ||
          deleteProject.isPending ||
          downloadFile.isPending ||
          soundSchedule.isPending
        }
        pos="fixed"
        zIndex={1000}
        loaderProps={{ 'aria-label': t('workspace.busy') }}
      />
      <Anchor component={Link} to={paths.projects} size="sm">
        {t('systems.backToProjects')}
      </Anchor>
      <ScreenTitle>{t('systems.title')}</ScreenTitle>
      {!current || systems.isPending ? (
        <PageLoader />
      ) : (
        <>
          <ProjectHeader
            project={current}
            onAddSystem={() => setDialog({ kind: 'addSystem' })}
            onPdf={() => print.open(printUrls.project(projectId, readReportOptions()))}
            onMaterials={() => print.open(printUrls.materials(projectId, readReportOptions()))}
            soundSchedule={{
              onDownload: () => soundSchedule.mutate(),
              busy: soundSchedule.isPending,
              disabled: list.length === 0,
            }}
            onEdit={() => setDialog({ kind: 'editProject' })}
            onDownloadFile={() => downloadFile.mutate(projectId)}
            onDelete={() => setDialog({ kind: 'deleteProject' })}
          />
          <Tabs value={tab} onChange={(value) => setTab(value === 'rooms' ? 'rooms' : 'systems')} mt="md">
            <Tabs.List mb="md">
              <Tabs.Tab value="systems">{t('rooms.tabs.systems')}</Tabs.Tab>
              <Tabs.Tab value="rooms">{t('rooms.tabs.rooms')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="rooms">
              {tab === 'rooms' && <RoomsPanel projectId={projectId} projectName={current.name} />}
            </Tabs.Panel>
            <Tabs.Panel value="systems">
              <Group justify="flex-end" mb="sm">
                <RecentlyDeletedSystems projectId={projectId} />
              </Group>
              {systems.isError && systems.data === undefined ? (
                <LoadFailure
                  title={t('systems.errors.load')}
                  onRetry={() => void systems.refetch()}
                  retrying={systems.isFetching}
                />
              ) : list.length === 0 ? (
                <Placeholder title={t('systems.emptyTitle')} hint={t('systems.emptyHint')}>
                  <Group mt="sm">
                    <Button variant="default" onClick={() => setDialog({ kind: 'quick' })}>
                      {t('systems.quickCalculation')}
                    </Button>
                    <Button onClick={() => setDialog({ kind: 'addSystem' })}>
                      {t('systems.createSystem')}
                    </Button>
                  </Group>
                </Placeholder>
              ) : (
                <SystemList systems={list} {...actions} />
              )}
            </Tabs.Panel>
          </Tabs>
        </>
      )}
      <SystemModal opened={dialog?.kind === 'addSystem'} projectId={projectId} onClose={close} />
      <SystemModal
        opened={dialog?.kind === 'editSystem'}
        projectId={projectId}
        system={dialog?.kind === 'editSystem' ? selected : undefined}
        onClose={closeSystemDialog}
      />
      <CopyToProjectModal
        system={dialog?.kind === 'copyToProject' ? selected : undefined}
        projectId={projectId}
        copying={copyToProject.mutation.isPending}
        failure={copyToProject.failure}
        onCopy={(target, name) =>
          selected && copyToProject.mutation.mutate({ system: selected, target, name }, { onSuccess: close })
        }
        onClose={close}
      />
      <QuickCalculationModal opened={dialog?.kind === 'quick'} projectId={projectId} onClose={close} />
      <ProjectModal opened={dialog?.kind === 'editProject'} project={current} onClose={close} />
      <ConfirmModal
        opened={dialog?.kind === 'deleteSystem'}
        title={t('systems.deleteTitle')}
        message={t('systems.deleteQuestion', {
          name: displayName(selected?.name ?? ''),
          days: RESTORABLE_DAYS,
          count: RESTORABLE_DAYS,
        })}
        confirmLabel={t('systems.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => selected && remove.mutate(selected, { onSettled: closeSystemDialog })}
        onCancel={closeSystemDialog}
      />
      <ConfirmModal
        opened={dialog?.kind === 'deleteProject'}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteQuestion', {
          name: displayName(current?.name ?? ''),
          days: RESTORABLE_DAYS,
          count: RESTORABLE_DAYS,
        })}
        confirmLabel={t('projects.deleteConfirm')}
        busy={deleteProject.isPending}
        onConfirm={() => current && deleteProject.mutate(current)}
        onCancel={close}
      />
    </ScreenContainer>
  )
}
