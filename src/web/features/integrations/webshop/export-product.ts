// The export helper of the product-export flow (docs/product-rules.md, "Export payload", "Export checks"):
// builds the payload, shows the toasts, marks the export pending, and goes back to the shop on success (idle
// again on failure). Pending lasts until the page is gone: on success the browser is leaving, and Export must
// not come back to life for a second click meanwhile.
import i18n from 'i18next'
import { useSyncExternalStore } from 'react'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { hasSoundPower, readBands, readRectConfig, withoutSoundPowerFigures } from '#engine/index.ts'
import { headerOf, rectItemOf, type RectConfiguration } from '../../../domain/rect-wizard/wizard-state.ts'
import { webshopRectProductId } from '#contract/api/webshop.ts'
import { exportProduct, webshopLocaleOf } from './webshop-calls.ts'
import { goToReturnUrl, REDIRECT_URL_EMPTY, storedReturnUrl } from './return-address.ts'
import { toastError, toastInfo, toastSuccess } from '../../../ui/notifications/export-toasts.ts'

export type ExportStatus = 'idle' | 'pending'

let status: ExportStatus = 'idle'
const listeners = new Set<() => void>()
const setStatus = (next: ExportStatus) => {
  status = next
  listeners.forEach((l) => l())
}
/** The status now (outside React). */
export const exportStatus = (): ExportStatus => status

// A page restored from the back-forward cache (the shopper pressed Back in the shop) keeps its memory, so
// it would come back pending with Export disabled: it is a new visit, idle again.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && status === 'pending') setStatus('idle')
  })
}

export function useExportStatus(): ExportStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => status,
    () => status,
  )
}

/** A regular silencer: the product fields plus inputAirflow and pressureDrop (0 when unknown). */
export function regularSilencerPayload(item: ChainItem): Record<string, unknown> {
  return {
    ...item,
    type: 'silencer',
    inputAirflow: item.inputAirflow ?? 0,
    pressureDrop: item.pressureDrop ?? 0,
  }
}

function withoutUndefinedFigures(configuration: RectConfiguration): RectConfiguration {
  const power = configuration.inputSoundPower
  if (power && hasSoundPower(readBands(power))) return configuration
  // Not defined without an input sound power: the shop must not get a negative "attenuation with airflow".
  return { ...configuration, optionData: withoutSoundPowerFigures(configuration.optionData ?? {}) }
}

/** A rectangular silencer: its configuration data (a selected option is required). */
export function rectSilencerPayload(chosen: RectConfiguration, resourceId: string): Record<string, unknown> {
  if (chosen.selectedOptionIndex < 0 || !chosen.optionData) {
    throw new Error('Product data is not available')
  }
  const configuration = withoutUndefinedFigures(chosen)
  const { productCode } = headerOf(readRectConfig(configuration))
  const item = rectItemOf(configuration, webshopRectProductId(resourceId, productCode))
  return { ...item, type: 'rectSilencer', name: item.productName, rectSilencerData: configuration }
}

/** Sends the product to the shop through our server; resolves true when exported (and the browser is leaving). */
export async function exportProductData(
  resourceId: string | undefined,
  build: () => Record<string, unknown>,
  assign?: (url: string) => void,
): Promise<boolean> {
  if (!resourceId) {
    toastError(i18n.t('webshop.toasts.noResourceId'))
    return false
  }
  // docs/product-rules.md, "Export checks": without an address to return to, the shopper would be stranded
  // after the export.
  if (!storedReturnUrl()) {
    console.error(new Error(REDIRECT_URL_EMPTY))
    toastError(i18n.t('webshop.toasts.exportFailed'))
    return false
  }
  if (status === 'pending') return false
  let productData: Record<string, unknown>
  try {
    productData = build()
  } catch (error) {
    console.error(error)
    toastError(i18n.t('webshop.toasts.exportFailed'))
    return false
  }
  setStatus('pending')
  toastInfo(i18n.t('webshop.toasts.exporting'))
  let answer: Awaited<ReturnType<typeof exportProduct>>
  try {
    answer = await exportProduct(resourceId, productData, webshopLocaleOf(i18n.language))
  } catch (error) {
    console.error('Product data could not be exported', error)
    toastError(i18n.t('webshop.toasts.exportFailed'))
    setStatus('idle')
    return false
  }
  toastSuccess(i18n.t('webshop.toasts.exported'))
  // Still pending: the browser is on its way to the shop.
  if (goToReturnUrl(answer.returnUrl, assign)) return true
  // Nowhere to go (cannot happen after the check above, unless storage vanished): usable again.
  setStatus('idle')
  return true
}

export const exportRegularSilencer = (resourceId: string | undefined, item: ChainItem) =>
  exportProductData(resourceId, () => regularSilencerPayload(item))

export const exportRectSilencer = (resourceId: string | undefined, configuration: RectConfiguration) =>
  exportProductData(resourceId, () => rectSilencerPayload(configuration, resourceId ?? ''))
