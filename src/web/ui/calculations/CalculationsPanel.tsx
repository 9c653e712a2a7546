import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AttenuationConstantType,
  FilterCorrectionType,
  OctaveBands,
  SoundPowerResult,
} from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import { weightedLevelUnit } from '../../domain/units/level-unit.ts'
import { shownLpA } from '../../domain/rooms/compliance.ts'
import { calculationFigures } from './calculation-figures.ts'

export interface CalculationsPanelProps {
  /** The system's noise generator, dB per band. */
  inputSoundPowerLevel: OctaveBands
  filterCorrectionType: FilterCorrectionType
  attenuationConstantType: AttenuationConstantType
  /** The calculation of the chain; null while there is none (the room totals show '-'). */
  result: SoundPowerResult | null
  /** Next: disabled while the chain has no product. */
  onNext: () => void
  /** The room's level and ratings (the overview), kept in view with the rest. */
  listener?: ListenerFigures | null | undefined
}

/**
 * The level in the room as the overview's room shows it: the stand-alone room's at its listener, or the
 * project room's from every system that serves it, with the verdict beside the quantity its target is set in.
 */
export interface ListenerFigures {
  /** "At the listener", or the served project room's name. */
  title: string
  /** dB(A) */
  lpA: number
  /** The NR rating in words. */
  nr: string
  /** The NC rating in words, shown when the verdict is on NC. */
  nc?: string
  /** Pass or fail against the target; null without a target. */
  verdict: { on: 'lpA' | 'nr' | 'nc'; pass: boolean } | null
  /**
   * A project room's level, which every screen, sheet and CSV gives to 0.1 dB rounded up (docs/acoustics.md,
   * section 11a): the bar gives it so too, never "44" beside the room panel's "44.5".
   */
  inTenths?: boolean
}

/**
 * The calculations panel (docs/product-rules.md, "Calculations panel"): noise generator Lw and its filtered
 * level, sound power to the room Lw and its filtered level ('-' for NoFilter), LpA10m2 ('-' for NoConstant),
 * whole numbers in the user's number format with the filter's unit label; Next is disabled when no product is
 * selected.
 */
export function CalculationsPanel({
  inputSoundPowerLevel,
  filterCorrectionType,
  attenuationConstantType,
  result,
  onNext,
  listener,
}: CalculationsPanelProps) {
  const { t } = useTranslation()
  const figures = calculationFigures(
    inputSoundPowerLevel,
    filterCorrectionType,
    attenuationConstantType,
    result,
  )
  const hasProducts = (result?.perProductCalculations.length ?? 0) > 0
  const weightedUnit = t(weightedLevelUnit(filterCorrectionType))
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={t('calculations.title')}>
      <Group justify="space-between" align="flex-end" gap="lg">
        <Group gap="xl" align="flex-start">
          <FigureGroup
            title={t('calculations.noiseGenerator')}
            figures={[
              { label: t('calculations.lw'), value: figures.noiseGeneratorLw, unit: t('workspace.units.db') },
              { label: figures.unitLabel, value: figures.noiseGeneratorFiltered, unit: weightedUnit },
            ]}
          />
          <FigureGroup
            title={t('calculations.toRoom')}
            figures={[
              { label: t('calculations.lw'), value: figures.roomLw, unit: t('workspace.units.db') },
              { label: figures.unitLabel, value: figures.roomFiltered, unit: weightedUnit },
            ]}
          />
          <FigureGroup
            title={t('calculations.roomLevel')}
            figures={[
              { label: t('calculations.lpA10m2'), value: figures.lpA10m2, unit: t('workspace.units.dbA') },
            ]}
          />
          {listener && <ListenerGroup {...listener} />}
        </Group>
        <Button onClick={onNext} disabled={!hasProducts}>
          {t('workspace.next')}
        </Button>
      </Group>
    </Paper>
  )
}

function FigureGroup({
  title,
  figures,
}: {
  title: string
  figures: { label: string; value: number | null; unit: string }[]
}) {
  const { i18n } = useTranslation()
  const titleId = useId()
  return (
    <Stack gap={4} role="group" aria-labelledby={titleId}>
      <Text size="sm" fw={600} id={titleId}>
        {title}
      </Text>
      <Group component="dl" gap="lg" m={0} aria-live="polite">
        {figures.map(({ label, value, unit }) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {formatNumber(value, i18n.language)}
              {value === null ? '' : ` ${unit}`}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  )
}

/** The level in dB(A) and the NR rating (NC when the target is), the verdict beside the target's quantity. */
function ListenerGroup({ title, lpA, nr, nc, verdict, inTenths = false }: ListenerFigures) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const figures = [
    {
      on: 'lpA',
      label: t('calculations.lpA'),
      // Against a dB(A) target to 0.1 dB, rounded up as the room page and the compliance table give it: in
      // whole dB 38.06 read "38 dB(A) (Fail)" beside a 38 target.
      value: `${verdict?.on === 'lpA' || inTenths ? formatNumber(shownLpA(lpA), i18n.language, { decimals: 1 }) : formatNumber(lpA, i18n.language)} ${t('workspace.units.dbA')}`,
    },
    { on: 'nr', label: t('calculations.nr'), value: nr },
    ...(nc === undefined ? [] : [{ on: 'nc', label: t('calculations.nc'), value: nc }]),
  ]
  return (
    <Stack gap={4} role="group" aria-labelledby={titleId}>
      <Text size="sm" fw={600} id={titleId}>
        {title}
      </Text>
      <Group component="dl" gap="lg" m={0} aria-live="polite">
        {figures.map(({ on, label, value }) => {
          const pass = verdict?.on === on ? verdict.pass : null
          return (
            <Stack gap={0} key={on}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg" c={pass === false ? 'red.8' : undefined}>
                {value}
                {pass === null ? '' : ` (${pass ? t('room.pass') : t('room.fail')})`}
              </Text>
            </Stack>
          )
        })}
      </Group>
    </Stack>
  )
}
