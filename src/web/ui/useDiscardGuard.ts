import { useRef, useState } from 'react'

/**
 * Whether closing a form must first ask: Escape, a modal's ✕ or a click beside it close by reflex, and a new
 * system's name and eight fan bands were gone with no warning. Closing after a save, or by an explicit Cancel,
 * goes through `close` unasked (FormModal asks).
 */
export function useDiscardGuard(close: () => void) {
  const dirty = useRef(false)
  const [asking, setAsking] = useState(false)
  return {
    /** What the form reports on every change: whether it holds input not yet saved. */
    setDirty: (value: boolean) => {
      dirty.current = value
    },
    requestClose: () => (dirty.current ? setAsking(true) : close()),
    asking,
    discard: () => {
      setAsking(false)
      dirty.current = false
      close()
    },
    keep: () => setAsking(false),
  }
}
