import { ActionIcon, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { Icon, type IconName } from '../../../ui/Icon.tsx'
import { LazyTooltip } from '../../../ui/LazyTooltip.tsx'
import { formatListDateTime, formatNumber } from '../../../i18n/format.ts'
import { orMissing } from '../../../domain/display.ts'
import { DocumentCard } from '../DocumentCard.tsx'

export interface ProjectCardActions {
  onDetails: (project: ProjectListItem) => void
  onShare: (project: ProjectListItem) => void
  onEdit: (project: ProjectListItem) => void
  onDelete: (project: ProjectListItem) => void
  onPdf: (project: ProjectListItem) => void
  /** Downloads the project as a file (docs/product-rules.md, "Project files"). */
  onDownloadFile: (project: ProjectListItem) => void
  /** Given for the projects the user was invited to (not their own): "Leave project" on the card. */
  onLeave?: (project: ProjectListItem) => void
}

/**
 * One project: name, created, number, systems, a shared mark; Details, Share, Edit, PDF, project file and
 * Delete, and Leave
 * on a project the user was invited to.
 */
export function ProjectCard({ project, ...actions }: { project: ProjectListItem } & ProjectCardActions) {
  const { t, i18n } = useTranslation()
  const { onLeave } = actions
  const icons: { icon: IconName; label: string; onClick: () => void; color?: string }[] = [
    { icon: 'share', label: t('projects.share'), onClick: () => actions.onShare(project) },
    { icon: 'edit', label: t('projects.edit'), onClick: () => actions.onEdit(project) },
    { icon: 'pdf', label: t('projects.downloadPdf'), onClick: () => actions.onPdf(project) },
    { icon: 'download', label: t('projectFile.download'), onClick: () => actions.onDownloadFile(project) },
    ...(onLeave
      ? [{ icon: 'leave' as const, label: t('projects.leave'), onClick: () => onLeave(project) }]
      : []),
    { icon: 'trash', label: t('projects.delete'), onClick: () => actions.onDelete(project), color: 'red' },
  ]
  return (
    <DocumentCard
      name={project.name}
      headingOrder={2}
      besideName={
        project.invitedUsers.length > 0 && (
          <LazyTooltip label={t('projects.shared')}>
            <Text c="ductBlue" role="img" aria-label={t('projects.shared')} lh={0}>
              <Icon name="users" />
            </Text>
          </LazyTooltip>
        )
      }
      facts={[
        { label: t('projects.created'), value: formatListDateTime(project.createdAt) },
        { label: t('projects.number'), value: orMissing(project.number) },
        { label: t('projects.systemsCount'), value: formatNumber(project.systemRefs.length, i18n.language) },
      ]}
      detailsLabel={t('projects.details')}
      onDetails={() => actions.onDetails(project)}
      actions={
        <Group gap={4}>
          {icons.map(({ icon, label, onClick, color }) => (
            <LazyTooltip key={icon} label={label}>
              <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
                <Icon name={icon} />
              </ActionIcon>
            </LazyTooltip>
          ))}
        </Group>
      }
    />
  )
}
