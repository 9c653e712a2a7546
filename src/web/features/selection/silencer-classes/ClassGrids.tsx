import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SilencerClass } from '#contract/api/catalogue.ts'
import { ClassCard } from './ClassCard.tsx'

/** The grids of round and rectangular classes; a click toggles a class by the selection rules. */
export function ClassGrids({
  round,
  rect,
  selected,
  onToggle,
  compact = false,
}: {
  round: readonly SilencerClass[]
  rect: readonly SilencerClass[]
  selected: readonly string[]
  onToggle: (silencerClass: SilencerClass) => void
  compact?: boolean
}) {
  const { t } = useTranslation()
  const cols = compact ? { base: 2, xs: 3, sm: 5, md: 6 } : { base: 2, xs: 3, sm: 4, md: 5 }
  const groups = [
    { key: 'round', title: t('silencerClasses.roundTitle'), classes: round },
    { key: 'rect', title: t('silencerClasses.rectTitle'), classes: rect },
  ].filter((group) => group.classes.length > 0)
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.key} gap="xs" role="group" aria-label={group.title}>
          <Title order={2} size="h4">
            {group.title}
          </Title>
          <SimpleGrid cols={cols} spacing="sm">
            {group.classes.map((c) => (
              <ClassCard
                key={c.id}
                silencerClass={c}
                selected={selected.includes(c.name)}
                onToggle={onToggle}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
