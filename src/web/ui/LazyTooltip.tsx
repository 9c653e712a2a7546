import { Tooltip } from '@mantine/core'
import { cloneElement, useEffect, useState, type PointerEvent, type ReactElement } from 'react'

interface HoverTarget {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
}

/**
 * Mantine's tooltip over `children` (which must take pointer handlers and render one element), shown while a
 * mouse or pen rests on it, as `Tooltip` does by default; Escape hides it. The tooltip itself is made only when
 * first pointed at: a Tooltip costs some 0.6 ms to draw before it ever opens, and a project card carries five to seven
 * (docs/operations.md, "The projects screen at scale"). It is placed beside the element rather than around
 * it, so the element is never mounted again when the tooltip comes, and keeps its focus.
 */
export function LazyTooltip({ label, children }: { label: string; children: ReactElement<HoverTarget> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (!opened) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [opened])
  const { onPointerEnter, onPointerLeave } = children.props
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event)
      // Touch shows no tooltip, as Mantine's default (events: hover only, mouse-like pointers).
      if (event.pointerType === 'touch') return
      setTarget(event.currentTarget)
      setOpened(true)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event)
      setOpened(false)
    },
  })
  return (
    <>
      {trigger}
      {target && <Tooltip label={label} target={target} opened={opened} />}
    </>
  )
}
