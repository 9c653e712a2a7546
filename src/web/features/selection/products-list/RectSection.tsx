import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { zeroBands } from '#engine/index.ts'
import { OctaveBandModal } from '../../../ui/band-modal/OctaveBandModal.tsx'
import { attenuationAdjustable, type ChainItem } from '../../../domain/chain/chain.ts'
import { RectInsertCard } from '../../../ui/product-cards/RectInsertCard.tsx'
import { RectSilencerCard } from '../../../ui/product-cards/RectSilencerCard.tsx'
import { openRectWizard, openRectWizardEdit } from '../../../state/rect-wizard-address.ts'
import { ProductSection } from './ProductSection.tsx'
import type { ProductsListState } from './useProductsList.ts'

/** The rectangular silencers of the chain: the insertion card (opens the wizard), then their cards. */
export function RectSection({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { products } = state
  const [attenuationOf, setAttenuationOf] = useState<ChainItem | null>(null)
  return (
    <ProductSection title={t('productsList.rect')} layout={state.layout}>
      <RectInsertCard
        presetClass={state.selection.rectClass}
        onAdd={() => openRectWizard(navigate, { presetClass: state.selection.rectClass })}
      />
      {state.rectList.map((item) => (
        <RectSilencerCard
          key={item.productId}
          item={item}
          quantity={products.quantities[item.productId] ?? 0}
          layout={state.layout}
          systemAirflow={state.systemAirflow}
          onAttenuation={setAttenuationOf}
          onEdit={(i) => openRectWizardEdit(navigate, i.productId)}
          onAdd={(i) => products.add({ ...i, quantity: 1 })}
          onRemove={(i) => products.remove(i.productId)}
        />
      ))}
      <OctaveBandModal
        opened={attenuationOf !== null}
        title={t('productCards.attenuationOf', { name: attenuationOf?.productCode ?? '' })}
        legend={t('productCards.attenuationLegend')}
        values={attenuationOf?.soundAttenuation ?? zeroBands()}
        defaults={attenuationOf?.defaultSoundAttenuation ?? null}
        readOnly={attenuationOf === null || !attenuationAdjustable(attenuationOf)}
        onSet={(values) => {
          if (attenuationOf)
            products.updateProduct(attenuationOf.productId, (item) => ({ ...item, soundAttenuation: values }))
        }}
        onClose={() => setAttenuationOf(null)}
      />
    </ProductSection>
  )
}
