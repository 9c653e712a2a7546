import { SimpleGrid, Stack, Text } from '@mantine/core'
import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from './search/SearchField.tsx'
import { matchesSearch, useAppliedSearch } from './search/search.ts'
import { newestFirst } from '../../state/workspace/queries.ts'

/**
 * Cards drawn in the first frame; the rest follow in a transition, so a user with hundreds of projects sees
 * the newest at once (200 cards took some 300 ms to draw on a 2-core machine before anything showed).
 */
export const FIRST_CARDS = 24

/** A search box over name and number, and the matching documents' cards newest first (projects, systems). */
export function SearchableCardGrid<
  Item extends { id: string; name: string; number: string; createdAt: string },
>({
  items,
  searchLabel,
  listLabel,
  renderCard,
}: {
  items: readonly Item[]
  searchLabel: string
  /** The accessible name of the grid of cards. */
  listLabel: string
  renderCard: (item: Item) => ReactNode
}) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const query = useAppliedSearch(text)
  const shown = newestFirst(items).filter((item) => matchesSearch(item, query))
  const [allDrawn, setAllDrawn] = useState(false)
  const needsMore = !allDrawn && shown.length > FIRST_CARDS
  useEffect(() => {
    if (needsMore) startTransition(() => setAllDrawn(true))
  }, [needsMore])
  const drawn = allDrawn ? shown : shown.slice(0, FIRST_CARDS)
  return (
    <Stack gap="md">
      <SearchField label={searchLabel} value={text} onChange={setText} />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('workspace.noMatches', { query })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="section" aria-label={listLabel}>
          {drawn.map((item) => (
            <Fragment key={item.id}>{renderCard(item)}</Fragment>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
