// The tables every report page is built of: label–value fields, the octave band table with its total, and the
// line a listed product's configuration prints on under its row.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, BAND_KEYS, type OctaveBands } from '#engine/index.ts'
import classes from '../../ui/print/print.module.css'
import { formatNumber } from '../../i18n/format.ts'
import { bandCell } from '../../ui/product-cards/BandTable.tsx'
import { rectConfigurationText } from '../../ui/product-cards/rect-facts.ts'
import type { ReportItem } from './report-model.ts'

export function Fields({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={classes.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A configured rectangular silencer's configuration on one line, in its card's words, for the tables that list
 * products (docs/reports.md, "A rectangular silencer in the reports"); null for any other product.
 */
export function reportItemConfiguration(t: TFunction, language: string, item: ReportItem): string | null {
  const config = item.rectConfiguration
  return config ? rectConfigurationText(config, t, (value) => formatNumber(value, language)) : null
}

/**
 * A line on the table's whole width under the row before it, which it belongs to and pages with
 * (report-layout.ts counts it with the row); nothing without a text.
 */
export function LineUnderRow({ text, columns }: { text: string | null; columns: number }) {
  if (text === null) return null
  return (
    <tr>
      <td colSpan={columns}>{text}</td>
    </tr>
  )
}

export interface BandRow {
  label: string
  values: OctaveBands | null
  total?: number | null
  /** A margin row: a value below 0 (over its target) prints in bold, to be found at a glance. */
  marksNegative?: boolean
  /** Decimals of its values, whole dB unless given. */
  decimals?: number
}

export function BandTable({ rows, caption }: { rows: readonly BandRow[]; caption?: string }) {
  const { t, i18n } = useTranslation()
  const cell = (row: BandRow, value: number | null | undefined) => bandCell(value, i18n.language, row)
  return (
    <table className={`${classes.table} ${classes.bands}`}>
      {caption && <caption className={classes.caption}>{caption}</caption>}
      <thead>
        <tr>
          <th>{t('printing.field.band')}</th>
          {BAND_CENTRES.map((hz) => (
            <th key={hz} className={classes.num}>
              {formatNumber(hz, i18n.language, { grouping: false })}
            </th>
          ))}
          <th className={classes.num}>{t('printing.field.total')}</th>
        </tr>
      </thead>
      <tbody>
        {/* By place: two systems of one name serve a room as two rows of one label. */}
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            {BAND_KEYS.map((key) => (
              <td key={key} className={classes.num}>
                {cell(row, row.values?.[key])}
              </td>
            ))}
            <td className={classes.num}>{row.total === undefined ? '' : cell(row, row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
