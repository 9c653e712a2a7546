import { Center, Loader, Stack } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ScreenTitle } from '../../ui/ScreenTitle.tsx'
import { hostInputsReceived } from '../../features/integrations/plugin/host-bridge.ts'

/**
 * How long the modelling area waits for the CAD host's input before showing class selection
 * (docs/product-rules.md, "Plugin routing").
 */
export const HOST_INPUT_WAIT_MS = 4000

/**
 * /modelling itself: waits for the host's product input (the layout's bridge receives it and opens its
 * screen), then goes to class selection if still here. Leaving the page cancels the wait, and so does the
 * host's input: the screen it opens may still be loading its code, and meanwhile the router (navigating in a
 * transition) keeps this one mounted.
 */
export function ModellingStart() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(() => {
    const inputsBefore = hostInputsReceived()
    const timer = window.setTimeout(() => {
      if (hostInputsReceived() === inputsBefore) void navigate('silencer-classes', { replace: true })
    }, HOST_INPUT_WAIT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return (
    <Center py="xl" mih={240}>
      <Stack align="center" gap="sm">
        <Loader role="status" aria-label={t('common.loading')} />
        {/* The page's only text is its heading, so that the screen has a level-one heading while it waits. */}
        <ScreenTitle size="md" fw={400} c="dimmed">
          {t('plugin.waiting')}
        </ScreenTitle>
      </Stack>
    </Center>
  )
}
