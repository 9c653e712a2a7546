// Snapping a duct size from the CAD plugin to a rectangular silencer size (docs/product-rules.md, "Size
// snapping").
import { RECT_LIMITS, rectSizeRange, snapRectSize } from './rect-dimensions.ts'
import type { RectShape } from './rect-config-types.ts'

/** A snapped size, mm, and the data for the alert "No suitable silencer for selected duct size: WxH". */
export interface SnappedRectSize {
  /** The silencer size: the requested one when allowed, else the next larger allowed size (or the largest). */
  width: number
  height: number
  /** The duct connection: the allowed size nearest to the requested one (W2xH2). */
  connectionWidth: number
  connectionHeight: number
  /** Null when the requested size is allowed; else the requested duct size for the alert. */
  alert: { ductWidth: number; ductHeight: number } | null
}

/** Allowed range of one axis, mm: straight widths 300 … 2500, heights 200 … 2500; bends up to 2350; step 50. */
export function allowedSizeRange(shape: RectShape, axis: 'width' | 'height'): { min: number; max: number } {
  return rectSizeRange(shape, axis)
}

const isAllowed = (size: number, min: number, max: number): boolean =>
  size >= min && size <= max && (size - min) % RECT_LIMITS.step === 0

/** The next allowed size at or above `size`, or the largest. */
function nextLarger(size: number, min: number, max: number): number {
  if (size <= min) return min
  return Math.min(max, min + Math.ceil((size - min) / RECT_LIMITS.step) * RECT_LIMITS.step)
}

/**
 * Snaps a duct width × height (mm) to the rectangular silencer sizes of a shape. An out-of-list size goes
 * to the next larger allowed size (or the largest) and carries the alert data; the connection is the
 * nearest allowed size. Source: docs/product-rules.md, "Size snapping".
 */
export function snapRectDuctSize(request: {
  width: number
  height: number
  shape: RectShape
}): SnappedRectSize {
  const w = allowedSizeRange(request.shape, 'width')
  const h = allowedSizeRange(request.shape, 'height')
  const allowed = isAllowed(request.width, w.min, w.max) && isAllowed(request.height, h.min, h.max)
  return {
    width: allowed ? request.width : nextLarger(request.width, w.min, w.max),
    height: allowed ? request.height : nextLarger(request.height, h.min, h.max),
    connectionWidth: snapRectSize(request.width, request.shape, 'width'),
    connectionHeight: snapRectSize(request.height, request.shape, 'height'),
    alert: allowed ? null : { ductWidth: request.width, ductHeight: request.height },
  }
}
