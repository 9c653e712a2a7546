import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  chainPressureDrop,
  pressureDropCaveats,
  pressureDropsAtOtherAirflow,
} from '../../../domain/chain/pressure-drop.ts'
import { energyCost, useEnergySettings } from '../../../state/energy/energy.ts'
import { pressureDropText } from '../../../ui/calculations/pressure-drop-text.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { energyCostExplained, energyCostText } from '../../../ui/energy/energy-cost-text.ts'
import type { ProjectDraft } from '../../../state/workspace/workspace-store.ts'
import { displayName, orMissing } from '../../../domain/display.ts'
import { constantKeys, filterKeys } from '../systems/system-labels.ts'
import type { WorkingSystem } from '../../../state/working-system/working-system.ts'

interface Fact {
  label: string
  value: string
  /** What the value assumes, shown on hover. */
  title?: string
}

function Facts({ title, rows }: { title: string; rows: Fact[] }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Stack component="dl" gap={2} m={0}>
        {rows.map(({ label, value, title: assumes }) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            {/* Never narrower than its word: a long Finnish label ran into its value ("Kokonaispainehäviö13 Pa"). */}
            <Text component="dt" size="sm" c="dimmed" miw={130} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              title={assumes}
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}

/**
 * The project's data (name, number, customer, e-mail, phone, address) and the system's (number, comment,
 * filter correction, attenuation constant, airflow, total pressure drop and what it costs the fan), with the
 * system's actions beside them. The airflow is set on the products list; it is shown here because every
 * product's pressure drop and flow noise follow it.
 */
export function OverviewFacts({
  project,
  system,
  actions,
}: {
  project: ProjectDraft
  system: WorkingSystem
  actions: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const energySettings = useEnergySettings()
  const airflow = useAirflowFormat()
  const pressureDrop = chainPressureDrop(system.items)
  const otherAirflow = pressureDropsAtOtherAirflow(system.items, system.airflow)
  // The fan moves the system airflow through the whole chain.
  const cost = energyCost(system.airflow, pressureDrop.total, energySettings)
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {displayName(system.name)}
        </Title>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Facts
          title={t('overview.project')}
          rows={[
            { label: t('projectModal.name'), value: displayName(project.name) },
            { label: t('projectModal.number'), value: orMissing(project.number) },
            { label: t('projectModal.contactData'), value: orMissing(project.contactData) },
            { label: t('projectModal.email'), value: orMissing(project.email) },
            { label: t('projectModal.phone'), value: orMissing(project.phone) },
            { label: t('projectModal.address'), value: orMissing(project.address) },
          ]}
        />
        <Facts
          title={t('overview.system')}
          rows={[
            { label: t('systemModal.number'), value: orMissing(system.number) },
            { label: t('systemModal.comment'), value: orMissing(system.comment) },
            { label: t('systemModal.filter'), value: t(filterKeys[system.filterCorrectionType]) },
            {
              label: t('systemModal.attenuationConstant'),
              value: t(constantKeys[system.attenuationConstantType]),
            },
            {
              label: t('productsList.systemAirflow', { unit: airflow.symbol }),
              value: airflow.format(system.airflow),
            },
            {
              label: t('pressureDrop.total'),
              value: pressureDropText(t, language, pressureDrop, otherAirflow, airflow),
            },
            {
              label: t('pressureDrop.energyCost'),
              value: energyCostText(t, language, cost, pressureDropCaveats(pressureDrop, otherAirflow)),
              title: cost === null ? undefined : energyCostExplained(t, language, energySettings),
            },
          ]}
        />
      </SimpleGrid>
    </Paper>
  )
}
