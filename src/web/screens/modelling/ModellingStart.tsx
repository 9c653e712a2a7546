import { Center, Loader, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../paths.ts'

/** How long the modelling area waits for the CAD host's input before showing class selection (document 2). */
export const HOST_INPUT_WAIT_MS = 4000

/** Whether the address is still the modelling area's own start (no screen opened yet). */
const isModellingStart = (pathname: string) => pathname.replace(/\/+$/, '') === paths.modelling

/**
 * /modelling itself: waits for the host's product input (the layout's bridge receives it and opens its
 * screen), then goes to class selection if still here. Leaving the page cancels the wait; so does the
 * address having moved on, because a screen whose code is still loading keeps this one mounted (the router
 * navigates in a transition) while the host's input has already opened another route.
 */
export function ModellingStart() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (isModellingStart(window.location.pathname))
        void navigate(`${paths.modelling}/silencer-classes`, { replace: true })
    }, HOST_INPUT_WAIT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return (
    <Center py="xl" mih={240}>
      <Stack align="center" gap="sm">
        <Loader role="status" aria-label={t('common.loading')} />
        <Text c="dimmed">{t('plugin.waiting')}</Text>
      </Stack>
    </Center>
  )
}
