import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, bandsToArray, type OctaveBands } from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import classes from './cards.module.css'

/** A band centre as a column head: 63 … 500, then 1k … 8k (the same in every language). */
const bandLabel = (hz: number): string => (hz >= 1000 ? `${hz / 1000}k` : String(hz))

/**
 * Rows of octave band values under one header of band centres; values shown as whole numbers. Plain table
 * elements: a list renders many of these.
 */
export function BandTable({
  rows,
  caption,
}: {
  caption: string
  rows: {
    label: string
    bands: OctaveBands
    total?: { label: string; value: number | null; testId?: string }
  }[]
}) {
  const { t, i18n } = useTranslation()
  const withTotal = rows.some((row) => row.total !== undefined)
  return (
    <div className={classes.bandScroll}>
      <table className={classes.bandTable}>
        <caption className={classes.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('productCards.band')}</th>
            {BAND_CENTRES.map((hz) => (
              <th key={hz} scope="col">
                {bandLabel(hz)}
              </th>
            ))}
            {withTotal && <th scope="col" />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {bandsToArray(row.bands).map((value, index) => (
                <td key={BAND_CENTRES[index]}>{formatNumber(value, i18n.language)}</td>
              ))}
              {withTotal && (
                <td className={classes.total} data-testid={row.total?.testId}>
                  {row.total ? `${formatNumber(row.total.value, i18n.language)} ${row.total.label}` : ''}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
