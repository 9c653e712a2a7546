import { useTranslation } from 'react-i18next'
import type { Diffuser } from '#contract/api/catalogue.ts'
import { formatNumber } from '../../i18n/format.ts'
import { nominalSizeLabel } from '../../domain/catalogue/nominal-size.ts'
import { BandTable } from './BandTable.tsx'
import { ProductCard } from './ProductCard.tsx'
import { useAirflowFormat } from '../units/airflow-format.ts'

/** A diffuser or grille: type, size, its airflow and pressure drop, sound power and the quantity control. */
export function DiffuserCard({
  diffuser,
  quantity,
  layout,
  onAdd,
  onRemove,
}: {
  diffuser: Diffuser
  quantity: number
  layout: 'linear' | 'grid'
  onAdd: (diffuser: Diffuser) => void
  onRemove: (diffuser: Diffuser) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const airflow = useAirflowFormat()
  return (
    <ProductCard
      name={diffuser.name}
      imageURL={diffuser.imageURL}
      layout={layout}
      quantity={quantity}
      onAdd={() => onAdd(diffuser)}
      onRemove={() => onRemove(diffuser)}
      facts={[
        { label: t('productCards.diffuserType'), value: t(`filters.diffuserTypes.${diffuser.diffuserType}`) },
        { label: t('productCards.nominalSize'), value: nominalSizeLabel(diffuser.nominalSize, language) },
        {
          label: t('productCards.airflow', { unit: airflow.symbol }),
          value: airflow.format(diffuser.nominalAirflow),
        },
        {
          label: t('productCards.pressureDrop'),
          value: `${formatNumber(diffuser.pressureDrop, language)} Pa`,
        },
      ]}
    >
      <BandTable
        caption={t('productCards.bandsOf', { name: diffuser.name })}
        rows={[
          { label: t('productCards.soundPower'), bands: diffuser.soundPowerLevel },
          { label: t('productCards.attenuation'), bands: diffuser.soundAttenuation },
        ]}
      />
    </ProductCard>
  )
}
