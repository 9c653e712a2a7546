import { ActionIcon, Button, Group, Menu, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProjectDocument } from '#contract/api/projects.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { useMenuFocusReturn } from '../../../ui/menu-focus.ts'
import { ReportOptionsButton } from '../../../ui/print/ReportOptionsButton.tsx'
import { displayName, orMissing } from '../../../domain/display.ts'

/**
 * The active project on the systems page: name, number, customer; add system, reports, the sound schedule and the
 * project menu.
 */
export function ProjectHeader({
  project,
  onAddSystem,
  onPdf,
  onMaterials,
  soundSchedule,
  onEdit,
  onDownloadFile,
  onDelete,
}: {
  project: ProjectDocument
  onAddSystem: () => void
  onPdf: () => void
  onMaterials: () => void
  /** The sound schedule's download; off while the project has no systems. */
  soundSchedule: { onDownload: () => void; busy: boolean; disabled: boolean }
  onEdit: () => void
  onDownloadFile: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const menuFocus = useMenuFocusReturn()
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {displayName(project.name)}
        </Title>
        <Group gap="lg" style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm">
            <Text span c="dimmed">
              {t('systems.projectNumber')}
            </Text>{' '}
            {orMissing(project.number)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('systems.customer')}
            </Text>{' '}
            {orMissing(project.contactData)}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs">
        <Button leftSection={<Icon name="plus" size={16} />} onClick={onAddSystem}>
          {t('systems.addSystem')}
        </Button>
        <Button variant="default" leftSection={<Icon name="pdf" size={16} />} onClick={onPdf}>
          {t('systems.projectPdf')}
        </Button>
        <Button variant="default" leftSection={<Icon name="list" size={16} />} onClick={onMaterials}>
          {t('systems.billOfMaterials')}
        </Button>
        <Button
          variant="default"
          leftSection={<Icon name="download" size={16} />}
          onClick={soundSchedule.onDownload}
          loading={soundSchedule.busy}
          disabled={soundSchedule.disabled}
        >
          {t('soundSchedule.download')}
        </Button>
        <ReportOptionsButton />
        <Menu position="bottom-end" withinPortal {...menuFocus}>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={t('systems.projectMenu')}>
              <Icon name="dots" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<Icon name="edit" size={16} />} onClick={onEdit}>
              {t('systems.editProject')}
            </Menu.Item>
            <Menu.Item leftSection={<Icon name="download" size={16} />} onClick={onDownloadFile}>
              {t('projectFile.download')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<Icon name="trash" size={16} />} onClick={onDelete}>
              {t('systems.deleteProject')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  )
}
