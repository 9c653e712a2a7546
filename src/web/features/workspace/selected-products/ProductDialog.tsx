import { useTranslation } from 'react-i18next'
import { OctaveBandModal } from '../../../ui/band-modal/OctaveBandModal.tsx'
import {
  attenuationAdjustable,
  defaultBandsOf,
  setBands,
  updateItem,
  type BandKind,
  type ChainItem,
} from '../../../domain/chain/chain.ts'
import { SoundDataModal } from '../../../ui/sound-data/SoundDataModal.tsx'

export type ProductDialogState =
  { kind: 'bands'; index: number; bands: BandKind } | { kind: 'soundData'; index: number }

/** The octave band adjustment or the sound data of one entry of the chain. */
export function ProductDialog({
  dialog,
  item,
  onEdit,
  onClose,
}: {
  dialog: ProductDialogState
  item: ChainItem
  onEdit: (edit: (items: ChainItem[]) => ChainItem[]) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const name = item.productName || item.productCode
  if (dialog.kind === 'soundData')
    return (
      <SoundDataModal
        opened
        productName={name}
        data={item}
        onSave={(data) => onEdit((list) => updateItem(list, dialog.index, data))}
        onClose={onClose}
      />
    )
  const attenuation = dialog.bands === 'soundAttenuation'
  return (
    <OctaveBandModal
      opened
      title={t(attenuation ? 'bandModal.attenuationTitle' : 'bandModal.soundPowerTitle', { name })}
      legend={t(attenuation ? 'bandModal.attenuationLegend' : 'bandModal.soundPowerLegend')}
      values={item[dialog.bands]}
      defaults={defaultBandsOf(item, dialog.bands)}
      readOnly={attenuation && !attenuationAdjustable(item)}
      onSet={(bands) => onEdit((list) => setBands(list, dialog.index, dialog.bands, bands))}
      onClose={onClose}
    />
  )
}
