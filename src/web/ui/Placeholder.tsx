import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** What an empty list shows instead: a title, a hint and optional actions. */
export function Placeholder({
  title,
  hint,
  children,
}: {
  title: string
  hint: string
  children?: ReactNode
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs" align="center" ta="center">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  )
}
