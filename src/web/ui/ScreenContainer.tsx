import { Container, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/** The usual body of a screen: centred, padded, its parts stacked. */
export function ScreenContainer({
  children,
  size,
}: {
  children: ReactNode
  size?: 'xs' | 'sm' | 'md' | 'lg'
}) {
  return (
    <Container py="xl" size={size}>
      <Stack gap="lg">{children}</Stack>
    </Container>
  )
}
