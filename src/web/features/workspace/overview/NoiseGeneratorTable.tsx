import { Paper, ScrollArea, Table, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BAND_CENTRES,
  bandsToArray,
  energySum,
  filterUnitLabel,
  weightedTotal,
  type FilterCorrectionType,
  type OctaveBands,
} from '#engine/index.ts'
import { formatNumber } from '../../../i18n/format.ts'

/** The noise generator's sound power per band with its total Lw and filtered total ('-' for NoFilter). */
export function NoiseGeneratorTable({ bands, filter }: { bands: OctaveBands; filter: FilterCorrectionType }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const number = (value: number | null) => formatNumber(value, i18n.language)
  const hz = (frequency: number) => formatNumber(frequency, i18n.language, { grouping: false })
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('overview.noiseGenerator')}
      </Title>
      <ScrollArea type="auto">
        <Table aria-labelledby={titleId} withColumnBorders ta="center" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.octaveBandHz')}</Table.Th>
              {BAND_CENTRES.map((frequency) => (
                <Table.Th key={frequency} ta="center">
                  {hz(frequency)}
                </Table.Th>
              ))}
              <Table.Th ta="center">{t('calculations.lw')}</Table.Th>
              <Table.Th ta="center">{filterUnitLabel(filter)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('overview.soundPowerDb')}</Table.Th>
              {bandsToArray(bands).map((value, index) => (
                <Table.Td key={BAND_CENTRES[index]}>{number(value)}</Table.Td>
              ))}
              <Table.Td fw={700}>{number(energySum(bands))}</Table.Td>
              <Table.Td fw={700}>{number(weightedTotal(bands, filter))}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  )
}
