// A menu whose items open dialogs gives the focus back to its button as it closes, before the dialog opens.
// Mantine returns a menu's focus 10 ms after it closes, by when a dialog opened from an item has already taken
// that item, gone with the menu, as the place to return to: closing the dialog left the focus on the page.
import { useRef } from 'react'

/** Props for a Mantine Menu: `onOpen` notes the control that opened it, `onClose` focuses it again at once. */
export function useMenuFocusReturn(): { onOpen: () => void; onClose: () => void } {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpen: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onClose: () => {
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true })
    },
  }
}
