import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SilencerAttenuationResult } from '#contract/api/silencer-geometry.ts'
import { aWeightedTotal, BAND_CENTRES, BAND_KEYS, mapBands } from '#engine/index.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { SpectrumChart } from '../../../ui/spectrum/SpectrumChart.tsx'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'

type FlowFigure =
  | 'gapVelocity'
  | 'faceVelocity'
  | 'pressureDrop'
  | 'flowNoiseLwA'
  | 'openArea'
  | 'baffleCount'
  | 'airwayWidthInFace'

const tenthOf = (value: number, lang: string) => formatNumber(value, lang, { decimals: 1 })

/** The figures of the flow part, in screen order; the layout ones only for a rectangular face. */
function flowFigures(flow: NonNullable<SilencerAttenuationResult['flow']>, lang: string) {
  const figures: [FlowFigure, string][] = [
    ['gapVelocity', tenthOf(flow.gapVelocity, lang)],
    ['faceVelocity', tenthOf(flow.faceVelocity, lang)],
    ['pressureDrop', tenthOf(flow.pressureDrop, lang)],
    ['flowNoiseLwA', tenthOf(aWeightedTotal(flow.flowNoise), lang)],
    ['openArea', formatNumber(flow.openAreaRatio * 100, lang)],
  ]
  if (flow.baffleCount !== null)
    figures.push(
      ['baffleCount', formatNumber(flow.baffleCount, lang)],
      ['airwayWidthInFace', formatNumber(flow.airwayWidthInFace, lang)],
    )
  return figures
}

/** Values within this of the ceiling count as at it (the engine caps exactly; floats may land a hair below). */
const AT_CEILING_DB = 1e-6

/**
 * The answer: the eight bands as a chart with the laboratory ceiling drawn dashed, the same bands as a table
 * (with the flow noise when an airflow was given), what the ceiling means, and the flow figures.
 */
export function AttenuationResults({ result }: { result: SilencerAttenuationResult }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const airflow = useAirflowFormat()
  const titleId = useId()
  const tenth = (value: number) => tenthOf(value, lang)
  const { attenuation, attenuationCap: cap, flow } = result
  const atCeiling = BAND_KEYS.flatMap((key, index) =>
    attenuation[key] >= cap - AT_CEILING_DB ? [BAND_CENTRES[index] ?? 0] : [],
  )
  return (
    <Stack gap="md">
      <SpectrumChart
        title={t('silencerGeometry.chartTitle')}
        series={[
          {
            key: 'attenuation',
            label: t('silencerGeometry.series.attenuation'),
            values: attenuation,
            color: 'ductBlue.6',
          },
          {
            key: 'ceiling',
            label: t('silencerGeometry.series.ceiling', { cap: formatNumber(cap, lang) }),
            values: mapBands(attenuation, () => cap),
            color: 'red.7',
            dashed: true,
          },
        ]}
      />
      <Alert color="gray" title={t('silencerGeometry.ceilingTitle')}>
        <Stack gap={4}>
          <Text size="sm">{t('silencerGeometry.ceilingExplained', { cap: formatNumber(cap, lang) })}</Text>
          {atCeiling.length > 0 && (
            <Text size="sm" fw={600}>
              {t('silencerGeometry.atCeiling', {
                bands: atCeiling.map((f) => formatNumber(f, lang, { grouping: false })).join(', '),
              })}
            </Text>
          )}
        </Stack>
      </Alert>
      <Table withTableBorder striped maw={560}>
        <Table.Caption>
          {t(flow ? 'silencerGeometry.table.captionWithFlow' : 'silencerGeometry.table.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('silencerGeometry.table.band')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('silencerGeometry.table.attenuation')}
            </Table.Th>
            {flow && (
              <Table.Th scope="col" ta="right">
                {t('silencerGeometry.table.flowNoise')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BAND_KEYS.map((key, index) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">
                {formatNumber(BAND_CENTRES[index] ?? 0, lang, { grouping: false })}
              </Table.Th>
              <Table.Td ta="right">{tenth(attenuation[key])}</Table.Td>
              {flow && <Table.Td ta="right">{tenth(flow.flowNoise[key])}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {flow && (
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
          <Title order={2} size="h4" id={titleId} mb="sm">
            {t('silencerGeometry.flow.title', {
              airflow: airflow.format(flow.inputAirflow),
              unit: airflow.symbol,
            })}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
            {flowFigures(flow, lang).map(([name, value]) => (
              <div key={name}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(`silencerGeometry.flow.${name}`)}
                </Text>
                <Text component="dd" m={0} fw={600} data-testid={`flow-${name}`}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  )
}
