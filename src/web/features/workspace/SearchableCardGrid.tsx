import { Button, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  Fragment,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from './search/SearchField.tsx'
import { matchesSearch, useAppliedSearch } from './search/search.ts'
import { newestFirst } from '../../state/workspace/queries.ts'
import { formatNumber } from '../../i18n/format.ts'

/**
 * Cards drawn in the first frame; the rest of the page follows in a transition, so a user with hundreds of
 * projects sees the newest at once (200 cards took some 300 ms to draw on a 2-core machine before anything showed).
 */
export const FIRST_CARDS = 24

/**
 * Cards a page holds; "Show more" adds the next page (docs/product-rules.md, "Long lists"). 5,000 cards took
 * 15 s to draw and some 195,000 elements, and every keystroke in the search box then waited seconds.
 */
export const PAGE_CARDS = 60

/**
 * A search box over name and number, and the matching documents' cards newest first (projects, systems), a
 * page at a time: the search covers every document, "Show more" draws the next page and takes the focus to
 * its first card.
 */
export function SearchableCardGrid<
  Item extends { id: string; name: string; number: string; createdAt: string },
>({
  items,
  searchLabel,
  listLabel,
  shownLabel,
  showMoreLabel,
  renderCard,
}: {
  items: readonly Item[]
  searchLabel: string
  /** The accessible name of the grid of cards. */
  listLabel: string
  /** "Showing 60 of 5,000 projects", given the figures as the language writes them. */
  shownLabel: (shown: string, total: string) => string
  /** The button that draws `count` more cards. */
  showMoreLabel: (count: number) => string
  renderCard: (item: Item) => ReactNode
}) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState('')
  const query = useAppliedSearch(text)
  // Sorted once per list and filtered once per search, not at every keystroke.
  const sorted = useMemo(() => newestFirst(items), [items])
  const shown = useMemo(() => sorted.filter((item) => matchesSearch(item, query)), [sorted, query])
  // A new search starts again at its first page.
  const [paging, setPaging] = useState({ query, pages: 1 })
  const pages = paging.query === query ? paging.pages : 1
  const [firstPageDrawn, setFirstPageDrawn] = useState(false)
  const limit = firstPageDrawn ? pages * PAGE_CARDS : FIRST_CARDS
  const needsMore = !firstPageDrawn && shown.length > FIRST_CARDS
  useEffect(() => {
    if (needsMore) startTransition(() => setFirstPageDrawn(true))
  }, [needsMore])
  // The same elements while only the search box's text changes, so typing draws no card again.
  const drawn = useMemo(() => shown.slice(0, limit), [shown, limit])
  const cards = useMemo(
    () => drawn.map((item) => <Fragment key={item.id}>{renderCard(item)}</Fragment>),
    [drawn, renderCard],
  )
  // The pages asked for, though the first frame may hold fewer.
  const pageEnd = Math.min(pages * PAGE_CARDS, shown.length)
  const more = Math.min(PAGE_CARDS, shown.length - pageEnd)

  const grid = useRef<HTMLDivElement>(null)
  const focusCard = useRef<number | null>(null)
  useLayoutEffect(() => {
    const index = focusCard.current
    if (index === null) return
    focusCard.current = null
    // The first card of the page just drawn takes the focus, so a keyboard or screen reader goes on from there
    // rather than from the top; a card is not in the tab order otherwise.
    const card = grid.current?.children.item(index)
    if (card instanceof HTMLElement) {
      card.tabIndex = -1
      card.focus()
    }
  })
  const showMore = () => {
    focusCard.current = pageEnd
    setFirstPageDrawn(true)
    setPaging({ query, pages: pages + 1 })
  }

  return (
    <Stack gap="md">
      <SearchField label={searchLabel} value={text} onChange={setText} />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('workspace.noMatches', { query })}</Text>
      ) : (
        <SimpleGrid
          ref={grid}
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="section"
          aria-label={listLabel}
        >
          {cards}
        </SimpleGrid>
      )}
      {shown.length > PAGE_CARDS && (
        <Stack gap="xs" align="center">
          <Text size="sm" c="dimmed" role="status">
            {shownLabel(formatNumber(pageEnd, i18n.language), formatNumber(shown.length, i18n.language))}
          </Text>
          {more > 0 && (
            <Button variant="default" onClick={showMore}>
              {showMoreLabel(more)}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  )
}
