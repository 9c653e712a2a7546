// A simulated CAD host for development (?simulateHost=1 on a /modelling address): records what the page sends
// and lets a developer deliver input by hand with window.WebAppInsertProduct({...}). Never in production
// builds: the only caller is guarded by import.meta.env.DEV.
import type { HostBinding } from './host-bridge.ts'

declare global {
  interface Window {
    /** Messages the page sent to the simulated host, oldest first. */
    simulatedHostMessages?: { name: string; payload: string }[]
  }
}

export const SIMULATE_HOST_PARAMETER = 'simulateHost'

/** Installs the simulated host unless a host (real or simulated) is already there. */
export function installSimulatedHost(): void {
  if (window.EOApiPlugin) return
  const messages: { name: string; payload: string }[] = []
  window.simulatedHostMessages = messages
  const host: HostBinding = {
    postMessage: (name: string, payload: string) => {
      messages.push({ name, payload })
      console.info(`[simulated host] ${name}`, payload)
      return Promise.resolve(true)
    },
  }
  window.EOApiPlugin = host
}

/** True when the address asks for the simulated host. */
export const wantsSimulatedHost = (search: string): boolean =>
  new URLSearchParams(search).get(SIMULATE_HOST_PARAMETER) === '1'
