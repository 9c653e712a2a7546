import { useTranslation } from 'react-i18next'
import type { RectSilencerConfig } from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'

const VIEW = 240

/**
 * A bend seen from above (horizontal) or from the side (vertical), to scale: the inlet leg of dimensionX,
 * the duct size across, and the outlet leg of dimensionY; the labels give the sizes in mm.
 */
export function BendSchematic({ config }: { config: RectSilencerConfig }) {
  const { t, i18n } = useTranslation()
  // Written as every displayed number is, in the interface language (1 000 in Finnish).
  const mm = (value: number) => formatNumber(value, i18n.language)
  const size = config.orientation === 'vertical' ? config.height : config.width
  const total = Math.max(size + config.dimensionX, size + config.dimensionY, 1)
  const scale = (VIEW - 20) / total
  const s = size * scale
  const x = config.dimensionX * scale
  const y = config.dimensionY * scale
  const o = 10
  // An L: the inlet comes in from the left over x, turns, and leaves downwards over y.
  const points = [
    [o, o],
    [o + x + s, o],
    [o + x + s, o + s + y],
    [o + x, o + s + y],
    [o + x, o + s],
    [o, o + s],
  ]
    .map(([px, py]) => `${px?.toFixed(1)},${py?.toFixed(1)}`)
    .join(' ')
  return (
    <svg
      width={VIEW}
      height={VIEW}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      role="img"
      aria-label={t('rectWizard.schematic', {
        size: mm(size),
        x: mm(config.dimensionX),
        y: mm(config.dimensionY),
        length: mm(config.length),
      })}
    >
      <polygon
        points={points}
        fill="var(--mantine-color-ductBlue-1, #dbe9f6)"
        stroke="var(--mantine-color-ductBlue-7, #1c5a96)"
        strokeWidth={2}
      />
      <text x={o + x / 2} y={o + s / 2} fontSize={11} textAnchor="middle">
        {mm(config.dimensionX)}
      </text>
      <text x={o + x + s / 2} y={o + s + y / 2} fontSize={11} textAnchor="middle">
        {mm(config.dimensionY)}
      </text>
      <text x={o + x + s / 2} y={o + s / 2} fontSize={11} textAnchor="middle">
        {mm(size)}
      </text>
    </svg>
  )
}
