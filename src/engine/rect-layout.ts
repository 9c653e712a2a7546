// Cassette layouts of rectangular silencers: how many cassettes of which thickness fill a width, and the
// airways between them. Layout rules are our choices, written down in docs/acoustics.md.
import { EngineError, meters, squareMeters, type Meters, type SquareMeters } from './units.ts'

/** Cassette thickness of options 1 … 6, mm (docs/product-rules.md, "Rectangular options"). */
export const RECT_OPTION_THICKNESSES = [100, 100, 150, 150, 200, 200] as const
/** Narrowest airway between cassettes we offer, mm (our choice). */
export const MIN_CASSETTE_SPACING_MM = 50
/** Open-area ratios the two counts per thickness aim at: an open layout and a dense one (VDI 2081-2 uses 1/3). */
export const TARGET_OPEN_AREA_RATIOS = [1 / 2, 1 / 3] as const

/** Where the cassettes sit across the width, mm. */
export interface CassetteLayout {
  cassetteThickness: number
  amountOfCassettes: number
  /** Airway between two cassettes, mm. */
  cassetteSpacing: number
  /** Airway between the outer cassettes and the casing, mm (half an airway: the casing is its mirror). */
  edgeGap: number
}

/**
 * The layout of `amount` cassettes of `thickness` in `width` (mm), evenly pitched: spacing s = W/n − t and
 * edge gap s/2, so that n·t + (n − 1)·s + 2·(s/2) = W. Throws LAYOUT_DOES_NOT_FIT when s ≤ 0.
 */
export function cassetteLayout(width: number, thickness: number, amount: number): CassetteLayout {
  const spacing = width / amount - thickness
  if (!(amount >= 1) || !Number.isInteger(amount) || !(spacing > 0)) {
    throw new EngineError('LAYOUT_DOES_NOT_FIT', { field: 'amountOfCassettes' })
  }
  return {
    cassetteThickness: thickness,
    amountOfCassettes: amount,
    cassetteSpacing: spacing,
    edgeGap: spacing / 2,
  }
}

const fits = (width: number, thickness: number, amount: number): boolean =>
  amount >= 1 && width / amount - thickness >= MIN_CASSETTE_SPACING_MM

/** The largest count whose airways stay at least MIN_CASSETTE_SPACING_MM wide (at least 1). */
function largestFitting(width: number, thickness: number, wanted: number): number {
  let amount = Math.max(1, wanted)
  while (amount > 1 && !fits(width, thickness, amount)) amount--
  return amount
}

/**
 * The two cassette counts for one thickness: the counts nearest to open-area ratios 1/2 and 1/3
 * (n = W·(1 − ε)/t, rounded), each kept to airways ≥ 50 mm. When both round to the same count, the
 * neighbouring count is taken if it fits; when none fits, the second equals the first (flagged similar).
 */
export function cassetteCounts(width: number, thickness: number): [number, number] {
  const [open, dense] = TARGET_OPEN_AREA_RATIOS.map((ratio) =>
    largestFitting(width, thickness, Math.round((width * (1 - ratio)) / thickness)),
  ) as [number, number]
  if (open !== dense) return [open, dense]
  if (fits(width, thickness, dense + 1)) return [dense, dense + 1]
  if (dense > 1) return [dense - 1, dense]
  return [dense, dense]
}

/** The six layouts of a width: two counts for each of the thicknesses 100, 100, 150, 150, 200, 200 mm. */
export function rectOptionLayouts(width: number): CassetteLayout[] {
  const layouts: CassetteLayout[] = []
  for (let i = 0; i < RECT_OPTION_THICKNESSES.length; i += 2) {
    const thickness = RECT_OPTION_THICKNESSES[i] ?? 100
    for (const amount of cassetteCounts(width, thickness))
      layouts.push(cassetteLayout(width, thickness, amount))
  }
  return layouts
}

/** Areas and airway sizes of a layout in a width × height (mm) casing, SI units. */
export interface LayoutGeometry {
  /** W·H, m². */
  faceArea: SquareMeters
  /** n·s·H (all airways, the two edge half-airways making one), m². */
  freeArea: SquareMeters
  /** ε = free / face. */
  openAreaRatio: number
  /** Airway width s, m. */
  gap: Meters
  /** 2s, m (as in VDI 2081-2). */
  hydraulicDiameter: Meters
}

/** The geometry of a layout in a width × height (mm) casing. */
export function layoutGeometry(layout: CassetteLayout, width: number, height: number): LayoutGeometry {
  const faceArea = (width / 1000) * (height / 1000)
  const freeWidth = width - layout.amountOfCassettes * layout.cassetteThickness
  const gap = layout.cassetteSpacing / 1000
  return {
    faceArea: squareMeters(faceArea),
    freeArea: squareMeters((freeWidth / 1000) * (height / 1000)),
    openAreaRatio: freeWidth / width,
    gap: meters(gap),
    hydraulicDiameter: meters(2 * gap),
  }
}
