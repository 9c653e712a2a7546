import { Card, Group, Image, Stack, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { FactList, type Fact } from './FactList.tsx'
import { QuantityControl } from './QuantityControl.tsx'

export type { Fact }

/**
 * The frame of every product card of the products list: drawing, name, facts, what the card adds (airflow,
 * attributes, links) and the quantity control.
 */
export function ProductCard({
  name,
  imageURL,
  facts,
  quantity,
  onAdd,
  onRemove,
  layout,
  badges,
  children,
}: {
  name: string
  imageURL: string
  facts: readonly Fact[]
  quantity: number
  onAdd: () => void
  onRemove: () => void
  layout: 'linear' | 'grid'
  badges?: ReactNode
  children?: ReactNode
}) {
  const titleId = useId()
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId} h="100%">
      <Group align="flex-start" wrap={layout === 'linear' ? 'nowrap' : 'wrap'} gap="md">
        {imageURL ? (
          <Image src={imageURL} alt="" w={layout === 'linear' ? 96 : '100%'} h={72} fit="contain" />
        ) : null}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs">
              <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {badges}
            </Group>
            <QuantityControl name={name} quantity={quantity} onAdd={onAdd} onRemove={onRemove} />
          </Group>
          {facts.length > 0 && <FactList facts={facts} />}
          {children}
        </Stack>
      </Group>
    </Card>
  )
}
