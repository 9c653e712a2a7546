// The system report's inventory: one row per product with its airflow, pressure drop and levels before and
// after it, at the fixed columns whose wrapped text its pagination counts (report-layout.ts).
import { Fragment } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import classes from '../../ui/print/print.module.css'
import { formatNumber } from '../../i18n/format.ts'
import { productDisplayName } from '../../domain/chain/item-name.ts'
import { entryAirflowFlag } from '../../ui/calculations/pressure-drop-text.ts'
import { useAirflowFormat, type AirflowFormat } from '../../ui/units/airflow-format.ts'
import type { InventoryRow } from './report-model.ts'
import { LineUnderRow, reportItemConfiguration } from './ReportTables.tsx'
import {
  INVENTORY_COLUMNS,
  INVENTORY_FONT_PX,
  INVENTORY_LINE_PX,
  type InventoryRowText,
} from './report-layout.ts'

/** The texts of an inventory row that wrap, as the page prints them and as its pagination measures them. */
export function inventoryRowText(
  t: TFunction,
  language: string,
  airflow: AirflowFormat,
  row: InventoryRow,
  systemAirflow: number | null,
): InventoryRowText {
  return {
    name: `${productDisplayName(t, row.item)}${row.item.quantity > 1 ? ` × ${row.item.quantity}` : ''}`,
    // The products the summary's line under the total counts, flagged as their cards are.
    flag: entryAirflowFlag(t, airflow, row.item, systemAirflow),
    label: row.item.productCode,
    configuration: reportItemConfiguration(t, language, row.item),
  }
}

export function InventoryBody({
  rows,
  systemAirflow,
}: {
  rows: readonly InventoryRow[]
  systemAirflow: number | null
}) {
  const { t, i18n } = useTranslation()
  const n = (value: number | null, decimals: number) => formatNumber(value, i18n.language, { decimals })
  const airflow = useAirflowFormat()
  const numberColumn = `${((1 - INVENTORY_COLUMNS.name - INVENTORY_COLUMNS.label) / 4) * 100}%`
  // The widths, font and line height the pagination counts each row's lines by (report-layout.ts).
  return (
    <table
      className={`${classes.table} ${classes.fixedTable}`}
      style={{ fontSize: INVENTORY_FONT_PX, lineHeight: `${INVENTORY_LINE_PX}px` }}
    >
      <colgroup>
        <col style={{ width: `${INVENTORY_COLUMNS.name * 100}%` }} />
        <col style={{ width: `${INVENTORY_COLUMNS.label * 100}%` }} />
        <col span={4} style={{ width: numberColumn }} />
      </colgroup>
      <thead>
        <tr>
          <th>{t('printing.field.name')}</th>
          <th>{t('printing.field.label')}</th>
          <th className={classes.num}>{t('printing.field.flow', { unit: airflow.symbol })}</th>
          <th className={classes.num}>{t('printing.field.pressureDrop')}</th>
          <th className={classes.num}>{t('printing.field.lwBefore')}</th>
          <th className={classes.num}>{t('printing.field.lwAfter')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const text = inventoryRowText(t, i18n.language, airflow, row, systemAirflow)
          const rowClass = text.configuration
            ? `${classes.inventoryRow} ${classes.rowWithLineUnder}`
            : classes.inventoryRow
          return (
            <Fragment key={index}>
              <tr className={rowClass}>
                <td>
                  {text.name}
                  {text.flag && <div>{text.flag}</div>}
                </td>
                <td>{text.label}</td>
                <td className={classes.num}>{airflow.format(row.item.inputAirflow)}</td>
                {/* The row's: "× 2" drops twice, as its Lw after counts both units. */}
                <td className={classes.num}>
                  {n(row.item.pressureDrop === null ? null : row.item.pressureDrop * row.item.quantity, 3)}
                </td>
                <td className={classes.num}>{n(row.lwBefore, 2)}</td>
                <td className={classes.num}>{n(row.lwAfter, 2)}</td>
              </tr>
              <LineUnderRow text={text.configuration} columns={6} />
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
