// The continuation sheets of a long free text (docs/reports.md, "Long texts"): the rest of a comment that
// does not fit its sheet, on sheets of its own right after it, each headed "Comment (continued): <whose>".
import type { TFunction } from 'i18next'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'

/** The heading of a text's continuation sheets: the field's label and whose text it is. */
export const continuationTitle = (t: TFunction, field: string, owner: string): string =>
  `${t('printing.continued', { field })}: ${owner}`

/** The sheets of a text's pieces after its first, keyed after the sheet `key` they continue. */
export function continuationSheets(
  t: TFunction,
  { key, field, owner, pieces }: { key: string; field: string; owner: string; pieces: readonly string[] },
): ReportSheet[] {
  return pieces.slice(1).map((piece, index) => ({
    key: `${key}-continued-${index}`,
    title: continuationTitle(t, field, owner),
    body: <p className={classes.continuedText}>{piece}</p>,
  }))
}
