import { Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The loader shown while a screen or its initial data loads. */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation()
  return (
    <Center py="xl" mih={fullHeight ? '100vh' : 240}>
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  )
}
