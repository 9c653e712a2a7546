import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

/** A titled part of the products list with its own filters and its cards (one column, or a grid). */
export function ProductSection({
  title,
  count,
  filters,
  layout,
  children,
}: {
  title: string
  count?: string
  filters?: ReactNode
  layout: 'linear' | 'grid'
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Stack gap={0}>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {count && (
          <Text size="sm" c="dimmed">
            {count}
          </Text>
        )}
      </Stack>
      {filters}
      <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  )
}
