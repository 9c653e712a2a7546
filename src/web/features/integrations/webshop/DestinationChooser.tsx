import { Button, Paper, Radio, Select, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { displayName } from '../../../domain/display.ts'
import { useSystemsQuery } from '../../../state/workspace/queries.ts'

/**
 * Where the user sends the shop's product (docs/product-rules.md, "Export flow start"): nothing changes in a
 * system before this choice.
 */
export type ExportDestination =
  { kind: 'this'; target: number | 'add' } | { kind: 'other'; systemId: string } | { kind: 'quick' }

const ADD = 'add'

/**
 * Asks where the webshop's product goes when the user already has a system open: into this system (as a new
 * product, or replacing the product picked), into another system of the project, or into a new quick
 * calculation that no saved system sees. Nothing is written here: the product goes in only when the user
 * confirms a card's action on the next screen.
 */
export function DestinationChooser({
  productName,
  systemName,
  items,
  projectId,
  systemId,
  onChoose,
}: {
  productName: string
  systemName: string
  items: readonly ChainItem[]
  /** The project of the open system (null: a quick calculation, no other systems to offer). */
  projectId: string | null
  systemId: string | null
  onChoose: (destination: ExportDestination) => void
}) {
  const { t } = useTranslation()
  const [kind, setKind] = useState<ExportDestination['kind']>('this')
  const [target, setTarget] = useState<string>(ADD)
  const systems = useSystemsQuery(projectId)
  const others = (systems.data ?? []).filter((system) => system.id !== systemId)
  const [other, setOther] = useState<string | null>(null)
  const ready = kind !== 'other' || other !== null

  const choose = () => {
    if (kind === 'this') onChoose({ kind, target: target === ADD ? 'add' : Number(target) })
    else if (kind === 'other' && other !== null) onChoose({ kind, systemId: other })
    else if (kind === 'quick') onChoose({ kind })
  }

  return (
    <Paper withBorder radius="md" p="lg" maw={640} mx="auto" data-testid="export-destination">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('webshop.destination.title', { name: productName })}
        </Title>
        <Text size="sm">{t('webshop.destination.intro')}</Text>
        <Radio.Group value={kind} onChange={setKind} label={t('webshop.destination.where')}>
          <Stack gap="sm" mt="xs">
            <Radio value="this" label={t('webshop.destination.this', { name: displayName(systemName) })} />
            {kind === 'this' && (
              <Select
                label={t('webshop.destination.how')}
                value={target}
                allowDeselect={false}
                onChange={(value) => value !== null && setTarget(value)}
                data={[
                  { value: ADD, label: t('webshop.destination.add') },
                  ...items.map((item, index) => ({
                    value: String(index),
                    label: t('webshop.destination.replace', {
                      position: index + 1,
                      name: item.productName || item.productCode,
                    }),
                  })),
                ]}
                ml="xl"
              />
            )}
            {projectId !== null && others.length > 0 && (
              <Radio value="other" label={t('webshop.destination.other')} />
            )}
            {kind === 'other' && (
              <Select
                label={t('webshop.destination.otherSystem')}
                placeholder={t('webshop.destination.pick')}
                value={other}
                onChange={setOther}
                data={others.map((system) => ({ value: system.id, label: displayName(system.name) }))}
                ml="xl"
              />
            )}
            <Radio value="quick" label={t('webshop.destination.quick')} />
          </Stack>
        </Radio.Group>
        <Button onClick={choose} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
          {t('webshop.destination.continue')}
        </Button>
      </Stack>
    </Paper>
  )
}
