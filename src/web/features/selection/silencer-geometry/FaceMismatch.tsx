import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../i18n/format.ts'

/** Airways the face widens by less than this, mm, count as built as asked (the face rounds the pitch). */
const SAME_AIRWAY_MM = 0.5

/**
 * When the face's width holds the baffles with wider airways than asked (docs/selection.md, "The rectangular
 * face"): the insertion loss is the asked airway's while the pressure drop and flow noise are the face's, so
 * the page says so and offers either geometry as one: the face's airways, or a face that builds the asked ones.
 * A designer read 47 dB at 500 Hz for 100 mm airways beside the pressure drop of the 133 mm a 1000 mm face has.
 */
export function FaceMismatch({
  asked,
  baffle,
  width,
  baffleCount,
  airwayInFace,
  onUseAirway,
  onUseWidth,
}: {
  asked: number
  baffle: number
  width: number
  baffleCount: number
  airwayInFace: number
  onUseAirway: (airway: number) => void
  onUseWidth: (width: number) => void
}) {
  const { t, i18n } = useTranslation()
  if (airwayInFace - asked <= SAME_AIRWAY_MM) return null
  const mm = (value: number) => formatNumber(value, i18n.language, { grouping: false })
  const inFace = Math.round(airwayInFace)
  const fitting = baffleCount * (asked + baffle)
  return (
    <Alert color="yellow" title={t('silencerGeometry.faceMismatch.title')}>
      <Text size="sm">
        {t('silencerGeometry.faceMismatch.text', {
          width: mm(width),
          count: baffleCount,
          inFace: mm(inFace),
          asked: mm(asked),
        })}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" variant="light" onClick={() => onUseAirway(inFace)}>
          {t('silencerGeometry.faceMismatch.useAirway', { inFace: mm(inFace) })}
        </Button>
        <Button size="xs" variant="light" onClick={() => onUseWidth(fitting)}>
          {t('silencerGeometry.faceMismatch.useWidth', { width: mm(fitting) })}
        </Button>
      </Group>
    </Alert>
  )
}
