import { Box, Button, Container, Group, LoadingOverlay, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { PageLoader } from '../../../ui/PageLoader.tsx'
import { Placeholder } from '../../../ui/Placeholder.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { printUrls, usePrintPopup } from '../../../ui/print/print-popup.ts'
import { readReportOptions } from '../../../state/print/report-options.ts'
import { ImportProjectFile } from '../project-file/ImportProjectFile.tsx'
import { useDownloadProjectFile } from '../project-file/useDownloadProjectFile.ts'
import { ProjectList } from '../projects/ProjectList.tsx'
import { ProjectModal } from '../projects/ProjectModal.tsx'
import { useDeleteProject } from '../projects/useDeleteProject.ts'
import { useLeaveProject } from '../projects/useLeaveProject.ts'
import { useCurrentUser } from '../../../state/auth/useCurrentUser.ts'
import { PendingQuickCalculationOffer } from '../quick-calculation/PendingQuickCalculationOffer.tsx'
import { QuickCalculationModal } from '../quick-calculation/QuickCalculationModal.tsx'
import { RecentlyDeletedProjects } from '../recently-deleted/RecentlyDeletedProjects.tsx'
import { ShareModal } from '../sharing/ShareModal.tsx'
import { displayName } from '../../../domain/display.ts'
import { useLoadFailureNotice } from '../../../state/workspace/useLoadFailureNotice.ts'
import { useProjectsQuery } from '../../../state/workspace/queries.ts'
import { resetActiveProject, setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { paths } from '../../../domain/paths.ts'
import classes from './projects.module.css'

type Dialog =
  | { kind: 'create' }
  | { kind: 'quick' }
  | { kind: 'edit'; project: ProjectListItem }
  | { kind: 'share'; project: ProjectListItem }
  | { kind: 'delete'; project: ProjectListItem }
  | { kind: 'leave'; project: ProjectListItem }

/**
 * The project list (docs/product-rules.md, "Screens"): cards, search, create, quick calculation, share,
 * delete, and the recently deleted projects to restore.
 */
export function ProjectsScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const projects = useProjectsQuery()
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const print = usePrintPopup()
  const close = () => setDialog(null)
  const remove = useDeleteProject(close)
  const leave = useLeaveProject(close)
  const download = useDownloadProjectFile()
  const { user } = useCurrentUser()
  useLoadFailureNotice(projects.error, t('projects.errors.load'), 'load projects')

  const list = projects.data ?? []
  const actions = {
    onDetails: (project: ProjectListItem) => {
      setActiveProject(project.id)
      void navigate(paths.systems)
    },
    onShare: (project: ProjectListItem) => setDialog({ kind: 'share', project }),
    onEdit: (project: ProjectListItem) => setDialog({ kind: 'edit', project }),
    onDelete: (project: ProjectListItem) => setDialog({ kind: 'delete', project }),
    onPdf: (project: ProjectListItem) => print.open(printUrls.project(project.id, readReportOptions())),
    onDownloadFile: (project: ProjectListItem) => download.mutate(project.id),
  }
  // Only an invited user may leave; the author's own projects have no such action (the server refuses it too).
  const onLeave = (project: ProjectListItem) => setDialog({ kind: 'leave', project })
  const deleting = dialog?.kind === 'delete' ? dialog.project : undefined
  const leaving = dialog?.kind === 'leave' ? dialog.project : undefined

  return (
    <>
      <LoadingOverlay
        visible={print.busy}
        pos="fixed"
        zIndex={1000}
        loaderProps={{ 'aria-label': t('workspace.preparingReport') }}
      />
      <Box className={classes.hero}>
        <Container>
          <Stack gap="lg">
            <ScreenTitle c="white">{t('projects.title')}</ScreenTitle>
            <Group gap="sm">
              <Button variant="white" onClick={() => setDialog({ kind: 'quick' })}>
                {t('projects.quickCalculation')}
              </Button>
              {signedIn && (
                <Button variant="outline" color="white" onClick={() => setDialog({ kind: 'create' })}>
                  {t('projects.createProject')}
                </Button>
              )}
              {signedIn && <ImportProjectFile />}
              {signedIn && <RecentlyDeletedProjects />}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container py="xl" pos="relative">
        <LoadingOverlay
          visible={remove.isPending || leave.isPending || download.isPending}
          loaderProps={{ 'aria-label': t('workspace.busy') }}
        />
        <PendingQuickCalculationOffer />
        {signedIn && projects.isPending ? (
          <PageLoader />
        ) : signedIn && projects.isError && projects.data === undefined ? (
          <LoadFailure
            title={t('projects.errors.load')}
            onRetry={() => void projects.refetch()}
            retrying={projects.isFetching}
          />
        ) : list.length === 0 ? (
          <Placeholder
            title={t('projects.emptyTitle')}
            hint={signedIn ? t('projects.emptyHint') : t('projects.signInHint')}
          />
        ) : (
          <ProjectList
            projects={list}
            {...actions}
            leaveFor={(project) => (user && project.author !== user.id ? onLeave : undefined)}
          />
        )}
      </Container>
      <ProjectModal opened={dialog?.kind === 'create'} onClose={close} />
      <ProjectModal
        opened={dialog?.kind === 'edit'}
        project={dialog?.kind === 'edit' ? dialog.project : undefined}
        onClose={close}
      />
      <QuickCalculationModal opened={dialog?.kind === 'quick'} onClose={close} />
      <ShareModal project={dialog?.kind === 'share' ? dialog.project : undefined} onClose={close} />
      <ConfirmModal
        opened={deleting !== undefined}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteQuestion', {
          name: displayName(deleting?.name ?? ''),
          days: RESTORABLE_DAYS,
          count: RESTORABLE_DAYS,
        })}
        confirmLabel={t('projects.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => {
          // Declining only resets (docs/product-rules.md, "Active project and system").
          resetActiveProject()
          close()
        }}
      />
      <ConfirmModal
        opened={leaving !== undefined}
        title={t('projects.leaveTitle')}
        message={t('projects.leaveQuestion', { name: displayName(leaving?.name ?? '') })}
        confirmLabel={t('projects.leaveConfirm')}
        busy={leave.isPending}
        onConfirm={() => leaving && leave.mutate(leaving)}
        onCancel={close}
      />
    </>
  )
}
