import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { branding } from '../../domain/branding.ts'
import { formatReportDate } from '../../i18n/format.ts'
import { toLanguage } from '../../i18n/languages.ts'
import classes from './print.module.css'

export interface ReportSheet {
  key: string
  title: string
  body: ReactNode
}

interface ReportSheetsProps {
  sheets: readonly ReportSheet[]
  /** The report's heading on every page, e.g. the project's name. */
  subject: string
  /** Engine and catalogue versions and the inputs' hash (docs/reports.md, "The stamp"). */
  stamp: string
  /** The company's contact details under each page; on unless the report leaves them out. */
  withFooter?: boolean
  printedAt?: Date
}

/**
 * The lines under each page: the company's contact details unless left out, then the stamp. The summary's
 * pagination counts them (report-layout.ts summaryHeights).
 */
export function footerLines(language: string, stamp: string, withFooter: boolean): string[] {
  const contact = branding.contacts[toLanguage(language)]
  const details = [
    contact.company,
    contact.addressLines.join(', '),
    contact.phone,
    contact.email,
    contact.website,
  ]
  return withFooter ? [details.join(' · '), stamp] : [stamp]
}

/** The pages of a report, each numbered and dated (DD.MM.YYYY), each printing as one A4 page. */
export function ReportSheets({ sheets, subject, stamp, withFooter = true, printedAt }: ReportSheetsProps) {
  const { t, i18n } = useTranslation()
  const date = formatReportDate(printedAt ?? new Date())
  const lines = footerLines(i18n.language, stamp, withFooter)
  return (
    <>
      {sheets.map((sheet, index) => (
        <section key={sheet.key} className={classes.sheet} aria-label={sheet.title} data-sheet>
          <header className={classes.sheetHeader}>
            <div>
              <Text size="xs" c="dimmed" className={classes.sheetSubject}>
                {branding.productName} · {subject}
              </Text>
              <Title order={2} size="h4" className={classes.sheetTitle}>
                {sheet.title}
              </Title>
            </div>
            <div className={classes.sheetMeta}>
              <div>{t('printing.page', { page: index + 1, total: sheets.length })}</div>
              <div>
                {t('printing.date')}: {date}
              </div>
            </div>
          </header>
          <div className={classes.sheetBody}>{sheet.body}</div>
          <footer className={classes.sheetFooter}>
            {lines.map((line, lineIndex) => (
              <div key={lineIndex}>{line}</div>
            ))}
          </footer>
        </section>
      ))}
    </>
  )
}
