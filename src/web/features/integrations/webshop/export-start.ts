// Where the webshop's product leads (docs/product-rules.md, "Export flow start"), decided apart from the host
// page so that the rules are read and tested in one place, as the CAD plugin's are (plugin/plugin-routing.ts).
import { readBands, type OctaveBands } from '#engine/index.ts'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import type { WebshopProductData } from '#contract/api/webshop.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import type { SystemDraft } from '../../../state/workspace/workspace-store.ts'
import { exportSystemDraft } from './export-system.ts'
import type { StoredRectProduct } from './product-load.ts'

/** The sound power the shop sent with its product, or null when it sent none. */
export function shopSoundPower(product: WebshopProductData | null): OctaveBands | null {
  const power = product?.inputSoundPower
  return power && typeof power === 'object' ? readBands(power) : null
}

/**
 * The flow's own system, for a shopper without one or who chose a new quick calculation: the shop's round
 * silencer as its first product at the shop's airflow (none when the catalogue does not list it), and the
 * shop's sound power as its noise generator.
 */
export function shopFlowSystem(
  product: WebshopProductData | null,
  silencers: readonly RoundSilencer[],
): SystemDraft {
  const silencer = product?.type === 'silencer' ? silencers.find((s) => s.name === product.name) : undefined
  const item = silencer ? silencerItem(silencer, product?.inputAirflow || null) : null
  return exportSystemDraft(item ? [item] : [], shopSoundPower(product) ?? undefined)
}

/** The flow's first screen (relative to the host page) and what it starts from. */
export type ShopStart =
  /** No product, or one of a type the flow cannot configure (`unsupported`: the user is told). */
  | { screen: 'silencer-classes'; unsupported: boolean }
  /**
   * The round list, opened at the shop's product; the list's parameters start from the shop's airflow and
   * sound power (null: none sent, the working system's noise generator is used).
   */
  | {
      screen: 'regular-silencers'
      productName: string
      airflow: number | null
      soundPower: OctaveBands | null
    }
  /** The rectangular configurator, with the shop's configuration and airflow. */
  | { screen: 'rect-silencer'; rect: StoredRectProduct }

/** Where the flow starts, by the product's type. */
export function shopStart(product: WebshopProductData | null): ShopStart {
  if (!product) return { screen: 'silencer-classes', unsupported: false }
  if (product.type === 'silencer')
    return {
      screen: 'regular-silencers',
      productName: product.name,
      airflow: product.inputAirflow > 0 ? product.inputAirflow : null,
      soundPower: shopSoundPower(product),
    }
  if (product.type === 'rectSilencer')
    return { screen: 'rect-silencer', rect: { data: product, inputAirflow: product.inputAirflow } }
  return { screen: 'silencer-classes', unsupported: true }
}
