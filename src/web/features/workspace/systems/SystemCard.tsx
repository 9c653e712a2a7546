import { ActionIcon, Menu } from '@mantine/core'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SystemDocument } from '#contract/api/systems.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { useMenuFocusReturn } from '../../../ui/menu-focus.ts'
import { formatListDateTime } from '../../../i18n/format.ts'
import { orMissing } from '../../../domain/display.ts'
import { DocumentCard } from '../DocumentCard.tsx'
import { airflowFormat } from '../../../ui/units/airflow-format.ts'
import { useAirflowUnit } from '../../../state/units/airflow-unit.ts'
import { systemResultFacts } from './system-results.ts'

export interface SystemCardActions {
  onDetails: (system: SystemDocument) => void
  onEdit: (system: SystemDocument) => void
  onDelete: (system: SystemDocument) => void
  onPrint: (system: SystemDocument) => void
  onCopy: (system: SystemDocument) => void
  onCopyToProject: (system: SystemDocument) => void
}

/**
 * One system: name, created, number, its airflow, pressure drop and levels to the room; Details and a menu with edit, delete, print PDF, copy and copy to another
 * project.
 */
export function SystemCard({ system, ...actions }: { system: SystemDocument } & SystemCardActions) {
  const { t, i18n } = useTranslation()
  const menuFocus = useMenuFocusReturn()
  const unit = useAirflowUnit()
  const language = i18n.language
  // The chain is calculated once per system, language and unit, not on every keystroke of the search.
  const results = useMemo(
    () => systemResultFacts(system, t, language, airflowFormat(unit, language)),
    [system, t, language, unit],
  )
  const menuButton = useRef<HTMLButtonElement>(null)
  // A dialog gives the focus back to what had it when it opened; a menu item's click comes before the menu
  // hands the focus back to its button, and the item is gone by the time the dialog closes. So the button
  // takes the focus first, and the keyboard comes back to it.
  const fromMenu = (action: (system: SystemDocument) => void) => () => {
    menuButton.current?.focus()
    action(system)
  }
  return (
    <DocumentCard
      name={system.name}
      headingOrder={3}
      besideName={
        <Menu position="bottom-end" withinPortal {...menuFocus}>
          <Menu.Target>
            <ActionIcon ref={menuButton} variant="subtle" aria-label={t('systems.menu')}>
              <Icon name="dots" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<Icon name="edit" size={16} />} onClick={fromMenu(actions.onEdit)}>
              {t('systems.edit')}
            </Menu.Item>
            <Menu.Item leftSection={<Icon name="print" size={16} />} onClick={() => actions.onPrint(system)}>
              {t('systems.printPdf')}
            </Menu.Item>
            <Menu.Item leftSection={<Icon name="copy" size={16} />} onClick={() => actions.onCopy(system)}>
              {t('systems.copy')}
            </Menu.Item>
            <Menu.Item
              leftSection={<Icon name="copy" size={16} />}
              onClick={fromMenu(actions.onCopyToProject)}
            >
              {t('systems.copyToProject')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<Icon name="trash" size={16} />}
              onClick={fromMenu(actions.onDelete)}
            >
              {t('systems.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      }
      facts={[
        { label: t('systems.created'), value: formatListDateTime(system.createdAt) },
        { label: t('systems.number'), value: orMissing(system.number) },
        ...results,
      ]}
      detailsLabel={t('systems.details')}
      onDetails={() => actions.onDetails(system)}
    />
  )
}
