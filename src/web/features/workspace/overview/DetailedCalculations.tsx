import { ScrollArea, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, BAND_KEYS, energySum, type OctaveBands, type SoundPowerResult } from '#engine/index.ts'
import { formatNumber } from '../../../i18n/format.ts'

/**
 * The detailed calculations (docs/product-rules.md, "Overview"): per octave band the noise generator, each
 * calculation step's attenuation (D) and the sound power level after it (Lw), the filter correction factor,
 * the filtered room level and LpA10m2 ('-' where the filter or the constant gives none); a total row; the
 * footnote.
 */
export function DetailedCalculations({ input, result }: { input: OctaveBands; result: SoundPowerResult }) {
  const { t, i18n } = useTranslation()
  const number = (value: number | null | undefined) => formatNumber(value, i18n.language)
  // Band values carry one decimal, so that a step's SPL is the level before it less its ATT as shown
  // (whole numbers rounded apart, 71 − 17 would show 53 for 70.6 − 17.4 = 53.2); totals stay whole dB.
  const tenth = (value: number | null | undefined) => formatNumber(value, i18n.language, { decimals: 1 })
  const total = (bands: OctaveBands | null) => (bands ? energySum(bands) : null)
  const steps = result.calculationSteps
  return (
    <Stack gap="xs">
      <ScrollArea type="auto">
        <Table
          withColumnBorders
          withTableBorder
          striped
          fz="sm"
          ta="center"
          aria-label={t('overview.detailedTable')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2}>{t('overview.octaveBandHz')}</Table.Th>
              <Table.Th rowSpan={2}>{t('overview.noiseGeneratorShort')}</Table.Th>
              {steps.map((step, index) => (
                <Table.Th key={index} colSpan={2} ta="center" style={{ overflowWrap: 'anywhere' }}>
                  {t('overview.step', { number: index + 1, name: step.name })}
                </Table.Th>
              ))}
              <Table.Th rowSpan={2}>{t('overview.filterFactor')}</Table.Th>
              <Table.Th rowSpan={2}>{t('overview.filteredRoom')}</Table.Th>
              <Table.Th rowSpan={2}>{t('calculations.lpA10m2')}</Table.Th>
            </Table.Tr>
            <Table.Tr>
              {steps.map((_, index) => [
                <Table.Th key={`att-${index}`} ta="center">
                  {t('overview.att')}
                </Table.Th>,
                <Table.Th key={`spl-${index}`} ta="center">
                  {t('overview.spl')}
                </Table.Th>,
              ])}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BAND_KEYS.map((key, band) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">
                  {formatNumber(BAND_CENTRES[band], i18n.language, { grouping: false })}
                </Table.Th>
                <Table.Td>{tenth(input[key])}</Table.Td>
                {steps.map((step, index) => [
                  <Table.Td key={`att-${index}`}>{tenth(step.attenuation[key])}</Table.Td>,
                  <Table.Td key={`spl-${index}`}>{tenth(step.resultLw[key])}</Table.Td>,
                ])}
                <Table.Td>{tenth(result.filterCorrectionFactor[key])}</Table.Td>
                <Table.Td>{tenth(result.filteredSoundPowerToRoom?.[key])}</Table.Td>
                <Table.Td>{tenth(result.lpA10m2?.[key])}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('overview.total')}</Table.Th>
              <Table.Td>{number(result.noiseGeneratorTotalSoundPowerLw)}</Table.Td>
              {steps.map((step, index) => [
                <Table.Td key={`att-${index}`} />,
                <Table.Td key={`spl-${index}`}>{number(total(step.resultLw))}</Table.Td>,
              ])}
              <Table.Td />
              <Table.Td>{number(result.filteredTotalSoundPowerToRoom)}</Table.Td>
              <Table.Td>{number(result.totalLpA10m2)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed">
        {t('overview.footnote')}
      </Text>
    </Stack>
  )
}
