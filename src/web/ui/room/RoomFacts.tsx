import { Group, Text, type MantineSpacing } from '@mantine/core'

/**
 * A room's assumptions as a small description list in one wrapping row ("Absorption: 20 m²", "Listener
 * distance: 2 m"): the room page under its verdict, the needed-attenuation panel above its budget.
 */
export function RoomFacts({
  facts,
  mt = 0,
}: {
  facts: readonly (readonly [label: string, text: string])[]
  mt?: MantineSpacing
}) {
  return (
    <Group component="dl" gap="lg" mt={mt} mb={0}>
      {facts.map(([label, text]) => (
        <Group key={label} gap={4} wrap="nowrap">
          <Text component="dt" size="xs" c="dimmed">
            {label}:
          </Text>
          <Text component="dd" size="xs" m={0}>
            {text}
          </Text>
        </Group>
      ))}
    </Group>
  )
}
