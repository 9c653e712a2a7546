import { ActionIcon, Checkbox, Popover, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon.tsx'
import {
  keepReportOptions,
  REPORT_PARTS,
  useReportOptions,
  type ReportPart,
} from '../../state/print/report-options.ts'

const labelKeys = {
  projectInfo: 'printing.option.projectInfo',
  inventory: 'printing.option.inventory',
  products: 'printing.option.products',
  filter: 'printing.option.filter',
  constant: 'printing.option.constant',
  footer: 'printing.option.footer',
} as const satisfies Record<ReportPart, string>

/** Parts that exist only on the product pages: nothing to leave out when those pages are left out. */
const ON_PRODUCT_PAGES: readonly ReportPart[] = ['filter', 'constant']

/**
 * The report options beside the report buttons: which optional parts the PDF reports include. The choice is
 * kept in this browser and applies to every report opened from the overview and the systems page.
 */
export function ReportOptionsButton() {
  const { t } = useTranslation()
  const options = useReportOptions()
  const titleId = useId()
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus hideDetached={false}>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('printing.options')}>
          <Icon name="sliders" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby={titleId}>
          <Text size="sm" fw={600} id={titleId}>
            {t('printing.options')}
          </Text>
          {REPORT_PARTS.map((part) => (
            <Checkbox
              key={part}
              label={t(labelKeys[part])}
              checked={options[part]}
              disabled={ON_PRODUCT_PAGES.includes(part) && !options.products}
              onChange={(event) => keepReportOptions({ ...options, [part]: event.currentTarget.checked })}
            />
          ))}
          <Checkbox
            label={t('printing.option.schedule')}
            checked={options.schedule}
            onChange={(event) => keepReportOptions({ ...options, schedule: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('printing.option.roomSheets')}
            checked={options.roomSheets}
            onChange={(event) => keepReportOptions({ ...options, roomSheets: event.currentTarget.checked })}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
