// The bill of materials: one line per product with its quantity summed over the project's systems, paged by
// each line's wrapped height at its fixed columns (report-layout.ts).
import { Fragment } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { formatNumber } from '../../i18n/format.ts'
import { productDisplayName } from '../../domain/chain/item-name.ts'
import { displayName } from '../../domain/display.ts'
import type { MaterialsLine } from './bill-of-materials.ts'
import { LineUnderRow, reportItemConfiguration } from './ReportTables.tsx'
import { paginateByHeight } from '../../domain/pagination.ts'
import {
  INVENTORY_FONT_PX,
  INVENTORY_LINE_PX,
  MATERIALS_COLUMNS,
  MATERIALS_HEADER_PX,
  materialsRowHeight,
  type MaterialsRowText,
} from './report-layout.ts'

/** The texts of a line of the bill of materials that wrap, as the page prints them and its pagination counts them. */
function materialsRowText(t: TFunction, language: string, line: MaterialsLine): MaterialsRowText {
  const n = (value: number) => formatNumber(value, language, { decimals: 0 })
  return {
    name: productDisplayName(t, line.item),
    code: line.item.productCode,
    systems: line.systems
      .map((s) => `${displayName(s.name)}${s.quantity > 1 ? ` × ${n(s.quantity)}` : ''}`)
      .join(', '),
    configuration: reportItemConfiguration(t, language, line.item),
  }
}

/**
 * The bill of materials' pages: lines fill a page of `pageHeight` px (report-layout.ts inventoryPageHeight)
 * below its heading, each as tall as its wrapped name, code and systems make it.
 */
export function materialsSheets(
  t: TFunction,
  language: string,
  lines: readonly MaterialsLine[],
  pageHeight: number,
): ReportSheet[] {
  const heightOf = (line: MaterialsLine) => materialsRowHeight(materialsRowText(t, language, line))
  return paginateByHeight(lines, heightOf, pageHeight - MATERIALS_HEADER_PX).map((pageLines, index) => ({
    key: `materials-${index}`,
    title: t('printing.materialsTable'),
    body: lines.length > 0 ? <MaterialsBody lines={pageLines} /> : <p>{t('printing.noProducts')}</p>,
  }))
}

/** The bill of materials: one line per product with its quantity summed over the project's systems. */
function MaterialsBody({ lines }: { lines: readonly MaterialsLine[] }) {
  const { t, i18n } = useTranslation()
  const n = (value: number) => formatNumber(value, i18n.language, { decimals: 0 })
  const { name, code, systems } = MATERIALS_COLUMNS
  // The widths, font and line height the pagination counts each line's lines by (report-layout.ts).
  return (
    <table
      className={`${classes.table} ${classes.fixedTable}`}
      style={{ fontSize: INVENTORY_FONT_PX, lineHeight: `${INVENTORY_LINE_PX}px` }}
    >
      <colgroup>
        <col style={{ width: `${name * 100}%` }} />
        <col style={{ width: `${code * 100}%` }} />
        <col style={{ width: `${systems * 100}%` }} />
        <col style={{ width: `${(1 - name - code - systems) * 100}%` }} />
      </colgroup>
      <thead>
        <tr>
          <th>{t('printing.field.name')}</th>
          <th>{t('printing.field.code')}</th>
          <th>{t('printing.field.systems')}</th>
          <th className={classes.num}>{t('printing.field.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const text = materialsRowText(t, i18n.language, line)
          const rowClass = text.configuration
            ? `${classes.materialsRow} ${classes.rowWithLineUnder}`
            : classes.materialsRow
          return (
            <Fragment key={index}>
              <tr className={rowClass}>
                <td>{text.name}</td>
                <td>{text.code}</td>
                <td>{text.systems}</td>
                <td className={classes.num}>{n(line.quantity)}</td>
              </tr>
              <LineUnderRow text={text.configuration} columns={4} />
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
