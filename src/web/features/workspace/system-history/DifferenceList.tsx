import { List, Paper, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ServedRoom } from '#contract/api/system-versions.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { productDisplayName } from '../../../domain/chain/item-name.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { versionDifferences, type VersionDifference } from './version-differences.ts'
import { servedRoomText } from './version-texts.ts'

/** What restoring the version changes in the system as it is saved now, one line per difference. */
export function DifferenceList({
  version,
  servedRoom,
  current,
}: {
  version: SystemDocument
  servedRoom: ServedRoom | null
  current: SystemDocument
}) {
  const { t } = useTranslation()
  const airflow = useAirflowFormat()
  const titleId = useId()
  const differences = versionDifferences(version, servedRoom, current)
  const line = (difference: VersionDifference): string => {
    switch (difference.kind) {
      case 'productAdded':
        return t('systemHistory.diff.added', {
          name: productDisplayName(t, difference.item),
          count: difference.quantity,
        })
      case 'productRemoved':
        return t('systemHistory.diff.removed', {
          name: productDisplayName(t, difference.item),
          count: difference.quantity,
        })
      case 'quantityChanged':
        return t('systemHistory.diff.quantity', {
          name: productDisplayName(t, difference.item),
          from: difference.from,
          to: difference.to,
        })
      case 'productDataChanged':
        return t('systemHistory.diff.productData', { name: productDisplayName(t, difference.item) })
      case 'orderChanged':
        return t('systemHistory.diff.order')
      case 'noiseGeneratorChanged':
        return t('systemHistory.diff.noiseGenerator')
      case 'detailsChanged':
        return t('systemHistory.diff.details')
      case 'roomChanged':
        return t('systemHistory.diff.room', { room: servedRoomText(t, difference.to) })
      case 'roomSettingsChanged':
        return t('systemHistory.diff.roomSettings')
      case 'airflowChanged':
        return t('systemHistory.diff.airflow', {
          from: airflow.format(difference.from),
          to: airflow.format(difference.to),
          unit: airflow.symbol,
        })
    }
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs" id={titleId}>
        {t('systemHistory.diff.title')}
      </Title>
      {differences.length === 0 ? (
        <Text size="sm">{t('systemHistory.diff.none')}</Text>
      ) : (
        <List size="sm" aria-labelledby={titleId}>
          {differences.map((difference, index) => (
            <List.Item key={index}>{line(difference)}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  )
}
