// The one door to the CAD host (docs/integrations.md section 2; docs/product-rules.md, "Host alerts"). The
// host injects window.EOApiPlugin before page scripts run and calls window.WebAppInsertProduct(input) to
// deliver its input.
import { parsePluginInput, type PluginInput } from '#engine/index.ts'
import { i18n } from '../../../i18n/index.ts'

export const HOST_MESSAGES = {
  loaded: 'MCPluginWebAppLoaded',
  insertProduct: 'MCPluginInsertProduct',
} as const
export type HostMessage = (typeof HOST_MESSAGES)[keyof typeof HOST_MESSAGES]

type Send = (name: string, payload: string) => unknown
/** What the host injects; CefSharp-style bindings may spell the method either way. */
export interface HostBinding {
  postMessage?: Send
  PostMessage?: Send
}

declare global {
  interface Window {
    EOApiPlugin?: HostBinding
    WebAppInsertProduct?: (input: unknown) => void
  }
}

/**
 * The alerts of docs/product-rules.md, "Host alerts" (English wording exact; translated in the other
 * languages).
 */
export type PluginAlert =
  | { key: 'notRegistered' }
  | { key: 'noProduct' }
  | { key: 'rectDimData' }
  | { key: 'roundDimData' }
  | { key: 'unsupported' }
  | { key: 'transformer' }
  | { key: 'noSuitableSize'; width: number; height: number }

export function alertText(alert: PluginAlert): string {
  if (alert.key === 'noSuitableSize')
    return i18n.t('plugin.alerts.noSuitableSize', { width: alert.width, height: alert.height })
  return i18n.t(`plugin.alerts.${alert.key}`)
}

/** Shows one of the plugin alerts as the browser's alert (as the host expects). */
export function showPluginAlert(alert: PluginAlert): void {
  window.alert(alertText(alert))
}

/** The host's send function, bound to its object, or null when no host is registered. */
export function hostSend(): Send | null {
  const host = typeof window === 'undefined' ? undefined : window.EOApiPlugin
  if (!host) return null
  const send = typeof host.postMessage === 'function' ? host.postMessage : host.PostMessage
  return typeof send === 'function' ? send.bind(host) : null
}

/**
 * Sends one message to the host. Without a host it shows "EOApiPlugin is not registered" (unless `quiet`)
 * and answers false; nothing else breaks. Synchronous and promise-returning bindings both work.
 */
export async function postToHost(
  name: HostMessage,
  payload: string,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<boolean> {
  const send = hostSend()
  if (!send) {
    if (!quiet) showPluginAlert({ key: 'notRegistered' })
    return false
  }
  await Promise.resolve(send(name, payload))
  return true
}

let announced = false
let inputsReceived = 0

/** For tests: forget that the page announced itself and what it received. */
export function resetHostBridge(): void {
  announced = false
  inputsReceived = 0
}

/** How many host inputs this page has taken: the modelling start's wait ends once one has come. */
export const hostInputsReceived = (): number => inputsReceived

/**
 * Connects the page to the host: defines window.WebAppInsertProduct first (input that does not parse, such
 * as a bad shape code, is ignored), then announces MCPluginWebAppLoaded once per page load. Without a host
 * the announcement is skipped quietly; the alert comes with the export. Returns the disconnect function.
 */
export function connectHost(onInput: (input: PluginInput) => void): () => void {
  const receive = (raw: unknown) => {
    const input = parsePluginInput(raw)
    if (!input) return
    inputsReceived += 1
    onInput(input)
  }
  window.WebAppInsertProduct = receive
  if (!announced && hostSend()) {
    announced = true
    postToHost(HOST_MESSAGES.loaded, '', { quiet: true }).catch((error: unknown) => {
      console.error('The CAD host refused the announcement', error)
    })
  }
  return () => {
    if (window.WebAppInsertProduct === receive) delete window.WebAppInsertProduct
  }
}
