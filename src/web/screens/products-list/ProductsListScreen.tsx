import { TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/** Product selection for the active system. TODO(#8): breadcrumbs, filters, product lists, calculations panel. */
export function ProductsListScreen() {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  return (
    <ScreenContainer>
      <ScreenTitle>{t('productsList.title')}</ScreenTitle>
      <TextInput
        type="search"
        label={t('productsList.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
    </ScreenContainer>
  )
}
