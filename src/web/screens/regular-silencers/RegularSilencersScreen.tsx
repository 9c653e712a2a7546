import { Anchor, TextInput } from '@mantine/core'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ScreenContainer } from '../../components/ScreenContainer.tsx'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'

/** The round silencer list of the modelling and export flows. TODO(#8): filters, sorting, cards. */
export function RegularSilencersScreen() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  // The productName query parameter fills the search (document 2 section 2).
  const [search, setSearch] = useState(() => searchParams.get('productName') ?? '')
  return (
    <ScreenContainer>
      <Anchor component={Link} to="../silencer-classes" relative="path" size="sm">
        {t('regularSilencers.backToClasses')}
      </Anchor>
      <ScreenTitle>{t('regularSilencers.title')}</ScreenTitle>
      <TextInput
        type="search"
        label={t('regularSilencers.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
    </ScreenContainer>
  )
}
