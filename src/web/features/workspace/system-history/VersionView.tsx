import { Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SystemVersionEntry } from '#contract/api/system-versions.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { BAND_CENTRES, bandsToArray } from '#engine/index.ts'
import { productDisplayName } from '../../../domain/chain/item-name.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { displayName } from '../../../domain/display.ts'
import { systemPressureDropText } from '../../../ui/calculations/pressure-drop-text.ts'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { NoiseGeneratorTable } from '../overview/NoiseGeneratorTable.tsx'
import { EstimateMark } from '../../../ui/bands/EstimateMark.tsx'
import { DifferenceList } from './DifferenceList.tsx'
import { roomGoneText, savedText, servedRoomText } from './version-texts.ts'
import { useSystemVersion } from './useSystemHistory.ts'

/**
 * One earlier version, read only, before it is restored (docs/product-rules.md, "Version history"): what
 * restoring it changes in the saved system, its noise generator, its chain with each product's attenuation,
 * the room it served and its results, with Restore and the way back to the list.
 */
export function VersionView({
  entry,
  current,
  onBack,
  onClose,
  onRestore,
}: {
  /** The version shown; null keeps the view closed. */
  entry: SystemVersionEntry | null
  /** The system as the server last answered it, which a restore replaces. */
  current: SystemDocument
  onBack: () => void
  onClose: () => void
  onRestore: (entry: SystemVersionEntry) => void
}) {
  const { t } = useTranslation()
  const version = useSystemVersion(current, entry?.id ?? null)
  const system = version.data?.system
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="xl"
      title={entry && t('systemHistory.viewTitle', { version: entry.version, name: displayName(entry.name) })}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {entry && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {savedText(t, entry)}
          </Text>
          {entry.servedRoom && !entry.servedRoom.inProject && (
            <Text c="red.9" fw={500}>
              {roomGoneText(t, entry.servedRoom)}
            </Text>
          )}
          {system === undefined && version.isError ? (
            <LoadFailure
              title={t('systemHistory.errors.loadVersion')}
              onRetry={() => void version.refetch()}
              retrying={version.isFetching}
            />
          ) : system === undefined ? (
            <Group justify="center">
              <Loader aria-label={t('workspace.busy')} />
            </Group>
          ) : (
            <>
              <DifferenceList version={system} servedRoom={entry.servedRoom} current={current} />
              <NoiseGeneratorTable bands={system.inputSoundPowerLevel} filter={system.filterCorrectionType} />
              <EstimateMark estimate={system.noiseGeneratorEstimate} />
              <VersionChain system={system} />
              <VersionResults system={system} entry={entry} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onBack}>
              {t('systemHistory.back')}
            </Button>
            <Button
              color="red"
              aria-label={t('systemHistory.restoreNamed', { version: entry.version })}
              onClick={() => onRestore(entry)}
            >
              {t('systemHistory.restore')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

/** The version's products in chain order: name, quantity, attenuation per octave band and pressure drop. */
function VersionChain({ system }: { system: SystemDocument }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const number = (value: number | null | undefined) => formatNumber(value, i18n.language)
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('systemHistory.products', { count: system.items.reduce((n, item) => n + item.quantity, 0) })}
      </Title>
      {/* Eight bands are wider than the dialog: the scrolled region takes the keyboard's focus, so it can be
          scrolled without a mouse (WCAG 2.1.1). */}
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': titleId }}>
        <Table aria-labelledby={titleId} withColumnBorders fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('printing.field.name')}</Table.Th>
              <Table.Th ta="center">{t('printing.field.quantity')}</Table.Th>
              {BAND_CENTRES.map((hz) => (
                <Table.Th key={hz} ta="center">
                  {t('systemHistory.attenuationAt', {
                    hertz: formatNumber(hz, i18n.language, { grouping: false }),
                  })}
                </Table.Th>
              ))}
              <Table.Th ta="center">{t('printing.field.pressureDrop')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {system.items.map((item, index) => (
              // The chain's entries have no id of their own; their place in it is what they are.
              <Table.Tr key={index}>
                <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                  {productDisplayName(t, item)}
                </Table.Th>
                <Table.Td ta="center">{item.quantity}</Table.Td>
                {bandsToArray(item.soundAttenuation).map((value, band) => (
                  <Table.Td key={BAND_CENTRES[band]} ta="center">
                    {number(value)}
                  </Table.Td>
                ))}
                <Table.Td ta="center">{number(item.pressureDrop)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  )
}

/** The room it served and its stored results: Lw and LwA to the room, LpA at 10 m², total pressure drop. */
function VersionResults({ system, entry }: { system: SystemDocument; entry: SystemVersionEntry }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const airflow = useAirflowFormat()
  const titleId = useId()
  const results = system.calculationResults
  const rows: [string, string][] = [
    [t('soundSchedule.columns.room'), servedRoomText(t, entry.servedRoom)],
    [t('soundSchedule.columns.airflow', { unit: airflow.symbol }), airflow.format(system.airflow)],
    [
      t('soundSchedule.columns.lw'),
      formatNumber(results?.totalSoundPowerToRoomLw, language, { decimals: 1 }),
    ],
    [
      t('soundSchedule.columns.lwA'),
      formatNumber(results?.totalSoundPowerToRoomLwA, language, { decimals: 1 }),
    ],
    [t('soundSchedule.columns.lpA10m2'), formatNumber(results?.totalLpA10m2, language, { decimals: 1 })],
    [t('pressureDrop.total'), systemPressureDropText(t, language, system, airflow)],
  ]
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('systemHistory.results')}
      </Title>
      <Stack component="dl" gap={2} m={0} aria-labelledby={titleId}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" miw={220}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
