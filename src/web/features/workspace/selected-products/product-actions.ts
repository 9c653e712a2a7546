// What a card of the selected product list can ask for.
import type { BandKind } from '../../../domain/chain/chain.ts'

export interface ProductCardActions {
  /** One more of this entry. */
  onAddOne: (index: number) => void
  /** One less; at zero the entry goes. */
  onRemove: (index: number) => void
  onMoveUp: (index: number) => void
  onMoveDown: (index: number) => void
  onInsertBefore: (index: number) => void
  onInsertAfter: (index: number) => void
  /** Opens the octave band adjustment of the entry's sound power or attenuation. */
  onAdjust: (index: number, kind: BandKind) => void
  onSoundData: (index: number) => void
  /** The rectangular silencer's edit pencil: reopens the configurator. */
  onEditRect: (productId: string) => void
  /** The entry's product report in its print popup; no print button without it. */
  onPrint?: (index: number) => void
}
