import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, BAND_KEYS, type OctaveBands } from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import classes from './cards.module.css'

/** A band centre as a card's column head: 63 … 500, then 1k … 8k (the same in every language). */
const shortBandLabel = (hz: number): string => (hz >= 1000 ? `${hz / 1000}k` : String(hz))

/**
 * A band table's number, on a page and in print alike: `decimals` decimals (whole dB unless given), '-' for
 * none; in a margin row (`marksNegative`) a value below 0, a band over its target, in bold, to be found at a
 * glance on a black-and-white print too.
 */
export function bandCell(
  value: number | null | undefined,
  language: string,
  { decimals = 0, marksNegative = false }: { decimals?: number; marksNegative?: boolean },
): ReactNode {
  const text = formatNumber(value, language, { decimals })
  return marksNegative && typeof value === 'number' && value < 0 ? <strong>{text}</strong> : text
}

export interface BandTableRow {
  label: string
  /** dB per band; null shows a dash in each. */
  bands: OctaveBands | null
  /** The total column's value (null: a dash); its unit in the cell unless the column's heading names it. */
  total?: { value: number | null; label?: string; testId?: string }
  /** Decimals of the row's values, whole numbers unless given. */
  decimals?: number
  /** A margin row: a value below 0 (over its target) is in bold, to be found at a glance. */
  marksNegative?: boolean
}

/**
 * Rows of octave band values under one header of band centres. Plain table elements: a list renders many of
 * these. In a card (the default) the caption is for assistive technology only, as the card's name says what
 * the table holds, and the band heads are short; on a page (`layout="page"`) the caption shows above the
 * table, the band heads are in full as the printed sheets and the charts' axes give them, and `totalHeading`
 * names the total column.
 */
export function BandTable({
  rows,
  caption,
  layout = 'card',
  totalHeading,
}: {
  caption: string
  rows: readonly BandTableRow[]
  layout?: 'card' | 'page'
  totalHeading?: string
}) {
  const { t, i18n } = useTranslation()
  const page = layout === 'page'
  const withTotal = rows.some((row) => row.total !== undefined)
  const cell = (row: BandTableRow, value: number | null) => bandCell(value, i18n.language, row)
  const totalCell = (row: BandTableRow) => {
    if (!row.total) return ''
    const { value, label } = row.total
    return value !== null && label ? (
      <>
        {cell(row, value)} {label}
      </>
    ) : (
      cell(row, value)
    )
  }
  return (
    <div className={classes.bandScroll}>
      <table className={page ? `${classes.bandTable} ${classes.pageBandTable}` : classes.bandTable}>
        <caption className={page ? classes.caption : classes.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('productCards.band')}</th>
            {BAND_CENTRES.map((hz) => (
              <th key={hz} scope="col">
                {page ? formatNumber(hz, i18n.language, { grouping: false }) : shortBandLabel(hz)}
              </th>
            ))}
            {withTotal && <th scope="col">{totalHeading}</th>}
          </tr>
        </thead>
        <tbody>
          {/* By place: two systems of one name serve a room as two rows of one label. */}
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {BAND_KEYS.map((key) => (
                <td key={key}>{cell(row, row.bands?.[key] ?? null)}</td>
              ))}
              {withTotal && (
                <td className={classes.total} data-testid={row.total?.testId}>
                  {totalCell(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
