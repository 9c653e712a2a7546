import { Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_DRAWINGS, DRAWING_NAMES, categoryDrawingUrl } from '../../domain/catalogue/texts.ts'

/**
 * Adds a custom product: name, code and a drawing from our categories (or none), then Add
 * (docs/product-rules.md, "Custom products"). The caller gives it the id 'custom-' and a timestamp.
 */
export function CustomInsertCard({
  onAdd,
}: {
  onAdd: (fields: { name: string; code: string; imageURL: string }) => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const [image, setImage] = useState<string>('none')
  const add = () => {
    if (name.trim() === '') return
    onAdd({ name, code, imageURL: image === 'none' ? '' : image })
    setName('')
    setCode('')
    setImage('none')
  }
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId} h="100%">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {t('productCards.newCustom')}
          </Title>
          <Group gap="sm" align="flex-end">
            <TextInput
              size="xs"
              label={t('productCards.customName')}
              value={name}
              required
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={200}
            />
            <TextInput
              size="xs"
              label={t('productCards.code')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              maxLength={200}
            />
            <Select
              size="xs"
              label={t('productCards.image')}
              value={image}
              allowDeselect={false}
              onChange={(value) => setImage(value ?? 'none')}
              data={[
                { value: 'none', label: t('productCards.noImage') },
                ...CATEGORY_DRAWINGS.map((drawing) => ({
                  value: categoryDrawingUrl(drawing),
                  label: t(`productCards.drawings.${DRAWING_NAMES[drawing]}`),
                })),
              ]}
            />
            <Button size="xs" type="submit" disabled={name.trim() === ''}>
              {t('productCards.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
