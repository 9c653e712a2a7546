import { Anchor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isNavigableReturnUrl, storedReturnUrl } from './return-address.ts'

/**
 * Where the shopper came from when the product could not be loaded: the return address of this session's
 * flow, else the shop page that linked here (another origin; its referrer policy gives at least its origin).
 */
export function shopAddress(referrer: string = document.referrer): string | null {
  const stored = storedReturnUrl()
  if (stored) return stored
  if (!isNavigableReturnUrl(referrer)) return null
  return new URL(referrer).origin === window.location.origin ? null : referrer
}

/** "Back to the shop" on the flow's error view, so that a failed link is not a dead end. */
export function ShopLink() {
  const { t } = useTranslation()
  const href = shopAddress()
  if (!href) return null
  return (
    <Anchor href={href} underline="always">
      {t('webshop.backToShop')}
    </Anchor>
  )
}
