import { Button, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { displayName } from '../../domain/display.ts'

/** One line of a card's facts, e.g. "Created" and its date. */
export interface CardFact {
  label: string
  value: string
}

/**
 * The card of a project or system: its name as the heading (and the card's accessible name), anything the
 * caller puts beside the name, the facts as a definition list, and Details with optional actions beside it.
 */
export function DocumentCard({
  name,
  headingOrder,
  besideName,
  facts,
  detailsLabel,
  onDetails,
  actions,
}: {
  name: string
  /** The level the heading takes on its page. */
  headingOrder: TitleOrder
  besideName?: ReactNode
  facts: readonly CardFact[]
  detailsLabel: string
  onDetails: () => void
  actions?: ReactNode
}) {
  const titleId = useId()
  return (
    // Mantine's focus ring: "Show more" moves the focus onto the first card of the next page.
    <Card
      component="article"
      className="mantine-focus-auto"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {displayName(name)}
          </Title>
          {besideName}
        </Group>
        <Stack gap={2} component="dl" m={0}>
          {facts.map(({ label, value }) => (
            <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
              <Text component="dt" size="sm" c="dimmed" style={{ flex: 'none' }}>
                {label}
              </Text>
              {/* A value typed without spaces (a long project number) breaks inside the card, never past it. */}
              <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify={actions === undefined ? undefined : 'space-between'} mt="auto">
          <Button size="xs" onClick={onDetails}>
            {detailsLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Card>
  )
}
