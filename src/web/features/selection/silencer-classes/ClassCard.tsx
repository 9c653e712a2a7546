import { Card, Image, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SilencerClass } from '#contract/api/catalogue.ts'
import { localized } from '../../../domain/catalogue/texts.ts'

/** One class: drawing and translated title; the description in the interface language as a tooltip. */
export function ClassCard({
  silencerClass,
  selected,
  onToggle,
}: {
  silencerClass: SilencerClass
  selected: boolean
  onToggle: (silencerClass: SilencerClass) => void
}) {
  const { i18n } = useTranslation()
  const title = localized(silencerClass.title, i18n.language)
  const description = localized(silencerClass.content, i18n.language)
  return (
    <Tooltip label={description} multiline w={280} withArrow openDelay={300} disabled={!description}>
      <UnstyledButton
        aria-pressed={selected}
        aria-label={title}
        onClick={() => onToggle(silencerClass)}
        style={{ display: 'block', height: '100%' }}
      >
        <Card
          withBorder
          radius="md"
          padding="sm"
          h="100%"
          style={{
            borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
            borderWidth: selected ? 2 : 1,
            background: selected ? 'var(--mantine-primary-color-light)' : undefined,
          }}
        >
          <Card.Section>
            <Image src={silencerClass.imageURL} alt="" h={110} fit="contain" p="xs" />
          </Card.Section>
          <Text fw={600} size="sm" mt="xs">
            {silencerClass.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {title}
          </Text>
        </Card>
      </UnstyledButton>
    </Tooltip>
  )
}
