import { Alert, Badge, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BAND_CENTRES,
  BAND_KEYS,
  GAP_VELOCITY_LIMIT,
  HIGH_PRESSURE_DROP,
  isComfortable,
  PROBLEMATIC_PRESSURE_DROP,
  recommendRectOption,
  type OctaveBands,
} from '#engine/index.ts'
import { EnergyCostLine } from '../../ui/energy/EnergyCostLine.tsx'
import { EnergySettingsPanel } from '../../ui/energy/EnergySettingsPanel.tsx'
import { SpectrumChart } from '../../ui/spectrum/SpectrumChart.tsx'
import { formatNumber } from '../../i18n/format.ts'
import type { RectOptionData } from '../../domain/rect-wizard/wizard-state.ts'

const SERIES_COLOURS = ['ductBlue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.7']

/**
 * Step 2: the six options side by side. The best value of each criterion is highlighted, similar options,
 * pressure drops of 35 Pa or more and gap speeds above the limit are flagged; choosing a column selects that
 * option. Without an input sound power (`soundPowerGiven` false) the figures "with airflow" and the results
 * are not defined: they show '-', and the recommendation does without them. When no option is comfortable,
 * the table says so and why.
 */
export function RectOptionsStep({
  options,
  selectedIndex,
  airflow,
  soundPowerGiven,
  onSelect,
}: {
  options: readonly RectOptionData[]
  selectedIndex: number
  airflow: number
  soundPowerGiven: boolean
  onSelect: (index: number) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const best = recommendRectOption(options, { soundPowerGiven })
  // The best values are those of the options the recommendation chose among: within the comfort limits when
  // any is. Marked across all six, a cell outside them outdid the "best" one beside it.
  const candidate = (option: RectOptionData) => !best.comfortable || isComfortable(option)
  const someOutside = best.comfortable && options.some((option) => !isComfortable(option))
  const whole = (value: number) => formatNumber(value, language)
  const oneDecimal = (value: number) => formatNumber(value, language, { decimals: 1 })
  const cell = (content: ReactNode, highlighted = false, key?: number) => (
    <Table.Td key={key} fw={highlighted ? 700 : undefined} bg={highlighted ? 'teal.0' : undefined}>
      {content}
      {highlighted && (
        <Text span size="xs" c="teal.9" ml={4}>
          {t('rectWizard.options.best')}
        </Text>
      )}
    </Table.Td>
  )
  const row = (label: string, render: (option: RectOptionData, index: number) => ReactNode) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      {options.map((option, index) => (
        <Table.Td key={index}>{render(option, index)}</Table.Td>
      ))}
    </Table.Tr>
  )
  const bestRow = (
    label: string,
    value: (option: RectOptionData) => number,
    bestValue: number | null,
    show: (value: number) => ReactNode,
  ) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      {options.map((option, index) =>
        soundPowerGiven
          ? cell(show(value(option)), candidate(option) && value(option) === bestValue, index)
          : cell('-', false, index),
      )}
    </Table.Tr>
  )
  const bandRow = (bandIndex: number) => {
    const key = BAND_KEYS[bandIndex] ?? 'octaveBand63Hz'
    const frequency = BAND_CENTRES[bandIndex] ?? 0
    return row(
      t('rectWizard.options.bandAttenuation', {
        band: formatNumber(frequency, language, { grouping: false }),
      }),
      (option) =>
        soundPowerGiven
          ? `${whole(option.soundAttenuation[key])} (${whole(option.soundAttenuationWithAirflow[key])})`
          : `${whole(option.soundAttenuation[key])} (-)`,
    )
  }
  const optionName = (index: number) => t('rectWizard.options.option', { number: index + 1 })

  const chartValues = (option: RectOptionData): OctaveBands =>
    soundPowerGiven ? option.soundAttenuationWithAirflow : option.soundAttenuation
  const lowest = (values: number[]) => Math.min(...values)

  return (
    <Stack gap="md">
      {!soundPowerGiven && (
        <Alert color="blue" data-testid="rect-no-sound-power">
          {t('rectWizard.options.noSoundPower')}
        </Alert>
      )}
      {options.length > 0 && !best.comfortable && (
        <Alert
          color="orange"
          title={t('rectWizard.options.noneComfortableTitle')}
          data-testid="rect-none-comfortable"
        >
          {t('rectWizard.options.noneComfortable', {
            pressureDrop: whole(HIGH_PRESSURE_DROP),
            gapSpeed: whole(GAP_VELOCITY_LIMIT),
            lowestDrop: whole(lowest(options.map((o) => o.pressureDrop))),
            lowestSpeed: oneDecimal(lowest(options.map((o) => o.silencerGapSpeed))),
          })}
        </Alert>
      )}
      {someOutside && (
        <Text size="sm" c="dimmed" data-testid="rect-best-within-limits">
          {t('rectWizard.options.bestWithinLimits', {
            pressureDrop: whole(HIGH_PRESSURE_DROP),
            gapSpeed: whole(GAP_VELOCITY_LIMIT),
          })}
        </Text>
      )}
      <Radio.Group
        value={selectedIndex >= 0 ? String(selectedIndex) : null}
        onChange={(value) => onSelect(Number(value))}
        label={t('rectWizard.options.choose')}
      >
        <ScrollArea type="auto">
          <Table withTableBorder withColumnBorders striped miw={760} mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rectWizard.options.criterion')}</Table.Th>
                {options.map((option, index) => (
                  <Table.Th
                    key={index}
                    bg={index === selectedIndex ? 'ductBlue.0' : undefined}
                    data-selected={index === selectedIndex || undefined}
                  >
                    <Stack gap={4}>
                      <Radio value={String(index)} label={optionName(index)} />
                      {index === best.recommendedOptionIndex && (
                        <Badge color="teal" size="xs">
                          {t('rectWizard.options.recommended')}
                        </Badge>
                      )}
                      {option.similar && (
                        <Badge color="gray" size="xs">
                          {t('rectWizard.options.similar')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row(t('rectWizard.options.thickness'), (o) => `${whole(o.cassetteThickness)} mm`)}
              {row(t('rectWizard.options.count'), (o) => whole(o.amountOfCassettes))}
              {row(t('rectWizard.options.spacing'), (o) => `${whole(o.cassetteSpacing)} mm`)}
              {row(t('rectWizard.options.edgeGap'), (o) => `${whole(o.edgeGap)} mm`)}
              {row(t('rectWizard.options.gapSpeed'), (o) => (
                <>
                  {`${oneDecimal(o.silencerGapSpeed)} m/s`}
                  {o.silencerGapSpeed > GAP_VELOCITY_LIMIT && (
                    <Badge color="red" size="xs" ml={4}>
                      {t('rectWizard.options.problematic')}
                    </Badge>
                  )}
                </>
              ))}
              {row(t('rectWizard.options.endSpeed'), (o) => `${oneDecimal(o.silencerEndSpeed)} m/s`)}
              <Table.Tr>
                <Table.Th scope="row">{t('rectWizard.options.pressureDrop')}</Table.Th>
                {options.map((option, index) =>
                  cell(
                    <>
                      {`${whole(option.pressureDrop)} Pa`}
                      {option.pressureDrop >= PROBLEMATIC_PRESSURE_DROP && (
                        <Badge color="red" size="xs" ml={4}>
                          {t('rectWizard.options.problematic')}
                        </Badge>
                      )}
                    </>,
                    candidate(option) && option.pressureDrop === best.minPressureDrop,
                    index,
                  ),
                )}
              </Table.Tr>
              {BAND_KEYS.map((_, bandIndex) => bandRow(bandIndex))}
              {bestRow(
                t('rectWizard.options.totalWithAirflow'),
                (o) => o.totalAttenuationWithAirflow,
                best.maxAttenuation,
                (v) => `${whole(v)} dB`,
              )}
              {bestRow(
                t('rectWizard.options.afterLw'),
                (o) => o.resultAfterLw,
                best.minResultAfterLw,
                (v) => `${whole(v)} dB`,
              )}
              {bestRow(
                t('rectWizard.options.afterA'),
                (o) => o.resultAfterAFilter,
                best.minResultAfterAFilter,
                (v) => `${whole(v)} dB(A)`,
              )}
              {row(t('rectWizard.options.energy'), (o) => (
                <EnergyCostLine airflow={airflow} pressureDrop={o.pressureDrop} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Radio.Group>
      <SpectrumChart
        title={t('rectWizard.options.chartTitle')}
        height={220}
        series={options.map((option, index) => ({
          key: `option${index + 1}`,
          label: optionName(index),
          values: chartValues(option),
          color: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'ductBlue.6',
          dashed: index !== selectedIndex,
        }))}
      />
      <EnergySettingsPanel />
    </Stack>
  )
}
