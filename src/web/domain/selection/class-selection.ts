// The rules of silencer class selection (docs/product-rules.md, "Silencer class selection"), free of React.
import type { SilencerClass } from '#contract/api/catalogue.ts'

/** Which flow a selection screen serves: the main application, the CAD modelling area or the webshop export. */
export type SelectionFlow = 'main' | 'modelling' | 'export'

/**
 * Round classes offered in the modelling and export flows (docs/product-rules.md, "Silencer class
 * selection").
 */
export const FLOW_ROUND_CLASSES: readonly string[] = [
  'NKE',
  'NKL',
  'NKU',
  'NRF100/NRP100',
  'NRF50/NRP50',
  'NRFB100/NRPB100',
  'NRPV/NRFV',
  'NTP/NTF',
  'NTPA/NTFA',
]

/** The two grids: round classes (without a parent) and rectangular classes, in catalogue order. */
export function classGrids(
  classes: readonly SilencerClass[],
  flow: SelectionFlow,
): { round: SilencerClass[]; rect: SilencerClass[] } {
  const round = classes.filter(
    (c) =>
      c.kind === 'round' &&
      c.parentClassId === null &&
      (flow === 'main' || FLOW_ROUND_CLASSES.includes(c.name)),
  )
  const rect = classes.filter((c) => c.kind === 'rectangular' && c.parentClassId === null)
  return { round, rect }
}

/**
 * The counter's total: the round classes on offer; in the main application the specification adds 2
 * (docs/product-rules.md, "Silencer class selection"; see docs/selection.md).
 */
export function counterTotal(roundCount: number, flow: SelectionFlow): number {
  return roundCount + (flow === 'main' ? 2 : 0)
}

/**
 * Clicking a card toggles it. Selecting in one group clears the other; a rectangular choice is single
 * (docs/product-rules.md, "Silencer class selection"). `selected` holds class names.
 */
export function toggleClass(
  selected: readonly string[],
  clicked: Pick<SilencerClass, 'name' | 'kind'>,
  kindOf: (name: string) => SilencerClass['kind'] | undefined,
): string[] {
  if (selected.includes(clicked.name)) return selected.filter((name) => name !== clicked.name)
  if (clicked.kind === 'rectangular') return [clicked.name]
  return [...selected.filter((name) => kindOf(name) === 'round'), clicked.name]
}

/** The selected rectangular class, if any. */
export function selectedRectClass(
  selected: readonly string[],
  kindOf: (name: string) => SilencerClass['kind'] | undefined,
): string | null {
  return selected.find((name) => kindOf(name) === 'rectangular') ?? null
}

/**
 * The names of the round classes whose silencers a selection stands for: a grouping class (NRF100/NRP100)
 * stands for its members; nothing selected stands for every round class.
 */
export function roundClassesOf(selected: readonly string[], classes: readonly SilencerClass[]): Set<string> {
  const round = classes.filter((c) => c.kind === 'round')
  const chosen = round.filter((c) => selected.includes(c.name))
  const base = chosen.length > 0 ? chosen : round
  const ids = new Set(base.map((c) => c.id))
  const names = new Set(base.map((c) => c.name))
  for (const c of round) if (c.parentClassId !== null && ids.has(c.parentClassId)) names.add(c.name)
  return names
}

/** Where Next leads (docs/product-rules.md, "Silencer class selection"). */
export type NextTarget =
  | { kind: 'rectWizard'; presetClass: string }
  | { kind: 'productsList' }
  | { kind: 'rectRoute'; presetClass: string }
  | { kind: 'regularSilencers'; diameter: string | null }

export function nextTarget(
  flow: SelectionFlow,
  rectClass: string | null,
  diameter: string | null,
): NextTarget {
  if (flow === 'main')
    return rectClass ? { kind: 'rectWizard', presetClass: rectClass } : { kind: 'productsList' }
  return rectClass ? { kind: 'rectRoute', presetClass: rectClass } : { kind: 'regularSilencers', diameter }
}
