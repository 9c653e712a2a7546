import { ActionIcon, Button, Group, Menu } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../ui/Icon.tsx'
import { useMenuFocusReturn } from '../../../ui/menu-focus.ts'
import { ReportOptionsButton } from '../../../ui/print/ReportOptionsButton.tsx'

/**
 * The system's actions on the overview: create new system (signed-in users with a saved project), the PDF
 * report with its options, and the system menu with edit, version history and delete (saved systems); an anonymous quick
 * calculation's own Edit (`onEditQuick`).
 */
export function OverviewActions({
  saved,
  onEditQuick,
  onCreateSystem,
  onPdf,
  onEdit,
  onHistory,
  onDelete,
}: {
  /** A saved system of a saved project, for a signed-in user. */
  saved: boolean
  /**
   * Edits an anonymous quick calculation's data (docs/product-rules.md, "Quick calculation"); left out for
   * any other system.
   */
  onEditQuick?: (() => void) | undefined
  onCreateSystem: () => void
  onPdf: () => void
  onEdit: () => void
  /** Opens the saved system's version history. */
  onHistory: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const menuFocus = useMenuFocusReturn()
  return (
    <Group gap="xs">
      {saved && (
        <Button variant="default" leftSection={<Icon name="plus" size={16} />} onClick={onCreateSystem}>
          {t('systems.createSystem')}
        </Button>
      )}
      {onEditQuick && (
        <Button variant="default" leftSection={<Icon name="edit" size={16} />} onClick={onEditQuick}>
          {t('quickCalculation.edit')}
        </Button>
      )}
      <Button variant="default" leftSection={<Icon name="pdf" size={16} />} onClick={onPdf}>
        {t('overview.pdf')}
      </Button>
      <ReportOptionsButton />
      {saved && (
        <Menu position="bottom-end" withinPortal {...menuFocus}>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={t('systems.menu')}>
              <Icon name="dots" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<Icon name="edit" size={16} />} onClick={onEdit}>
              {t('systems.edit')}
            </Menu.Item>
            <Menu.Item leftSection={<Icon name="history" size={16} />} onClick={onHistory}>
              {t('systemHistory.open')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<Icon name="trash" size={16} />} onClick={onDelete}>
              {t('systems.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  )
}
