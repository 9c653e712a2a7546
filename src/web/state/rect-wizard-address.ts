// Where product selection hands over to the rectangular configurator. Class selection's Next with a
// rectangular class, and the rectangular insertion card's Add, call openRectWizard; RectWizardSlot reads
// `rect` and `class` from the products-list address and presets the wizard with rectPresetFor
// (docs/product-rules.md, "Rectangular class preselection"). In the application the wizard is a modal over
// the products list (docs/product-rules.md, "Products list"), so opening it is an address of that list.
import { DEFAULT_RECT_CONFIG, preselectRectClass, type RectSilencerConfig } from '#engine/index.ts'
import type { NavigateFunction } from 'react-router'
import { paths } from '../domain/paths.ts'

/** Query parameters of the products list that ask for the wizard. */
export const RECT_WIZARD_PARAM = 'rect'
export const RECT_CLASS_PARAM = 'class'

/** The products-list address that opens the wizard in create mode, preset to a class when one is given. */
export function rectWizardHref(presetClass?: string | null): string {
  const query = new URLSearchParams({ [RECT_WIZARD_PARAM]: 'new' })
  if (presetClass) query.set(RECT_CLASS_PARAM, presetClass)
  return `${paths.productsList}?${query.toString()}`
}

/** Opens the rectangular wizard in the main application: the products list with the wizard's parameters. */
export function openRectWizard(
  navigate: NavigateFunction,
  options: { presetClass?: string | null } = {},
): void {
  void navigate(rectWizardHref(options.presetClass))
}

/**
 * The configuration a class presets: openable off and shell 0mm first; a prefix ending in A makes it
 * openable, one ending in I gives a 50 mm shell (the engine's preselectRectClass adds shape and material).
 * Sizes and airflow come from `base` (the defaults, or what a flow already knows of the duct).
 */
export function rectPresetFor(
  presetClass: string | null | undefined,
  base: RectSilencerConfig = DEFAULT_RECT_CONFIG,
): RectSilencerConfig {
  return presetClass ? preselectRectClass({ ...base }, presetClass) : { ...base }
}

/** The products-list address that reopens a rectangular silencer of the chain in edit mode. */
export function rectWizardEditHref(productId: string): string {
  const query = new URLSearchParams({ [RECT_WIZARD_PARAM]: 'edit', product: productId })
  return `${paths.productsList}?${query.toString()}`
}

/** The edit pencil of a rectangular silencer card. */
export function openRectWizardEdit(navigate: NavigateFunction, productId: string): void {
  void navigate(rectWizardEditHref(productId))
}
