// Reports open in a 595×842 popup (docs/product-rules.md, "Report pages"); the print pages print themselves.
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  addQuery,
  ALL_PARTS,
  leaveOutQuery,
  PARTS_OF,
  type ReportOptions,
} from '../../state/print/report-options.ts'

export const PRINT_POPUP_FEATURES = 'popup,width=595,height=842'
/** The loader stays at most this long when the popup does not report that it has loaded. */
export const PRINT_BUSY_MAX_MS = 3000

/** Each report's address; `options` leave out the parts the user chose to (report-options.ts). */
export const printUrls = {
  project: (projectId: string, options: ReportOptions = ALL_PARTS) =>
    `/printing/project?projectId=${encodeURIComponent(projectId)}${leaveOutQuery(options, PARTS_OF.project)}${addQuery(options)}`,
  materials: (projectId: string, options: ReportOptions = ALL_PARTS) =>
    `/printing/materials?projectId=${encodeURIComponent(projectId)}${leaveOutQuery(options, PARTS_OF.materials)}`,
  /** The compliance table of a project's rooms (docs/reports.md, "The room compliance table"). */
  rooms: (projectId: string) => `/printing/rooms?projectId=${encodeURIComponent(projectId)}`,
  /** One room's data sheet (docs/reports.md, "The room data sheet"). */
  room: (projectId: string, roomId: string) =>
    `/printing/room?projectId=${encodeURIComponent(projectId)}&roomId=${encodeURIComponent(roomId)}`,
  system: (systemId: string, options: ReportOptions = ALL_PARTS) =>
    `/printing/system?systemId=${encodeURIComponent(systemId)}${leaveOutQuery(options, PARTS_OF.system)}`,
  /** Its data travels in the popup's productData page variable, never in the address. */
  product: (options: ReportOptions = ALL_PARTS) => {
    const leaveOut = leaveOutQuery(options, PARTS_OF.product)
    return leaveOut ? `/printing/product?${leaveOut.slice(1)}` : '/printing/product'
  },
}

export function openPrintPopup(url: string): Window | null {
  return window.open(url, '_blank', PRINT_POPUP_FEATURES)
}

/**
 * Opens a report popup and says busy (the full-screen loader) until the popup has loaded its page; `open`
 * answers the popup (null when the browser blocked it).
 */
export function usePrintPopup(): { open: (url: string) => Window | null; busy: boolean } {
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const open = useCallback((url: string) => {
    const popup = openPrintPopup(url)
    if (!popup) return null
    setBusy(true)
    const done = () => {
      clearTimeout(timer.current)
      setBusy(false)
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(done, PRINT_BUSY_MAX_MS)
    try {
      popup.addEventListener('load', done, { once: true })
    } catch {
      // A popup we cannot watch: the time limit ends the loader.
    }
    return popup
  }, [])
  return { open, busy }
}
