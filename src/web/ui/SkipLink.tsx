import type { MouseEvent } from 'react'
import classes from './SkipLink.module.css'

/**
 * A link for the keyboard past a long stretch of a screen (the product lists' hundreds of cards) to what
 * follows it: out of sight until Tab reaches it. It moves the focus to the element of `targetId` (which takes
 * it with tabIndex -1) without touching the address.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  return (
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      {children}
    </a>
  )
}
