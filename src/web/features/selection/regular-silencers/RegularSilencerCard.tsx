import { Anchor, Badge, Button, Group } from '@mantine/core'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { liningLabel } from '../../../domain/catalogue/product-labels.ts'
import type { FirstProductAction } from '../../../domain/chain/first-product.ts'
import { EnergyCostLine } from '../../../ui/energy/EnergyCostLine.tsx'
import { AirflowField } from '../../../ui/product-cards/AirflowField.tsx'
import { BandTable } from '../../../ui/product-cards/BandTable.tsx'
import { FactList } from '../../../ui/product-cards/FactList.tsx'
import type { CardRoom } from './card-sound.ts'
import classes from './card.module.css'
import {
  PRESSURE_DROP_HIGHLIGHT_PA,
  connectionVelocity,
  displayLevel,
  velocityText,
  type RankedSilencer,
} from '../../../domain/selection/ranking.ts'

export interface RegularSilencerCardProps {
  ranked: RankedSilencer
  /** The attenuation row: the card's own (the catalogue's unless its sound data are adjusted), dB. */
  attenuation: OctaveBands
  /** The result row: sound power to the room per band and in total, from the card's sound data. */
  room: CardRoom
  layout: 'linear' | 'grid'
  /** The card's own airflow, or the list's. */
  airflow: number | null
  /** The list's airflow: a new one starts every card's field again. */
  listAirflow: number | null
  /** The pressure drop shown: at the card's own airflow when it has one, else at the list's. */
  pressureDrop: number | null
  action: FirstProductAction
  /** Meets the room target of the needed-attenuation view (null: no target). */
  meetsTarget: boolean | null
  adjusted: boolean
  /** A class without a pressure-drop model (NRFV, NRPV): no pressure drop and no flow noise are known. */
  noFlowData: boolean
  onAirflow: (id: string, airflow: number | null) => void
  onAirflowEditing: (id: string, editing: boolean) => void
  onSoundData: (ranked: RankedSilencer) => void
  onAction: (ranked: RankedSilencer, action: FirstProductAction) => void
  /** "Download IFC" beside the action (modelling flow); settles when the file is offered or refused. */
  onDownloadIfc?: (ranked: RankedSilencer) => Promise<unknown>
}

/**
 * A round silencer of the list (docs/product-rules.md, "Regular silencer cards"): drawing, properties,
 * attenuation and result rows (the result rounded, negatives as 0), airflow and pressure drop, Sound data and
 * the one action button. Mostly plain elements (card.module.css): a keystroke in the search mounts a dozen of
 * these.
 */
export const RegularSilencerCard = memo(function RegularSilencerCard(props: RegularSilencerCardProps) {
  const {
    ranked,
    attenuation,
    room,
    layout,
    airflow,
    pressureDrop,
    action,
    meetsTarget,
    adjusted,
    noFlowData,
  } = props
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const [downloading, setDownloading] = useState(false)
  const { onDownloadIfc } = props
  const { silencer } = ranked
  const language = i18n.language
  const shownRoom = Object.fromEntries(
    Object.entries(room.bands).map(([key, value]) => [key, displayLevel(value)]),
  ) as OctaveBands
  const exceeded = layout === 'linear' && pressureDrop !== null && pressureDrop > PRESSURE_DROP_HIGHLIGHT_PA
  return (
    <article
      aria-labelledby={titleId}
      className={layout === 'grid' ? `${classes.card} ${classes.grid}` : classes.card}
    >
      <img src={silencer.imageURL} alt="" className={classes.image} loading="lazy" />
      <div className={classes.body}>
        <div className={classes.head}>
          <h3 className={classes.title} id={titleId}>
            {silencer.name}
          </h3>
          {(meetsTarget === true || adjusted || noFlowData) && (
            <Group gap={4}>
              {meetsTarget === true && <Badge color="green">{t('neededAttenuation.meets')}</Badge>}
              {noFlowData && (
                <Badge color="gray" variant="outline" title={t('regularSilencers.noFlowDataHint')}>
                  {t('regularSilencers.noFlowData')}
                </Badge>
              )}
              {adjusted && <Badge variant="light">{t('productCards.adjusted')}</Badge>}
            </Group>
          )}
        </div>
        <FactList
          facts={[
            {
              label: t('productCards.diameter'),
              value: `${formatNumber(silencer.nominalSizeDiameter, language)} mm`,
            },
            { label: t('productCards.length'), value: `${formatNumber(silencer.length, language)} mm` },
            { label: t('productCards.material'), value: liningLabel(silencer.attenuationMaterial, t) },
          ]}
        />
        <BandTable
          caption={t('productCards.bandsOf', { name: silencer.name })}
          rows={[
            { label: t('productCards.attenuation'), bands: attenuation },
            {
              label: t('productCards.toRoom'),
              bands: shownRoom,
              total: {
                label: t('productCards.dba'),
                value: displayLevel(room.totalA),
                testId: 'room-total',
              },
            },
          ]}
        />
        <div className={classes.measures}>
          <AirflowField
            key={String(props.listAirflow)}
            initial={airflow}
            onCommit={(value) => props.onAirflow(silencer.id, value)}
            onEditing={(editing) => props.onAirflowEditing(silencer.id, editing)}
          />
          <div>
            <span className={classes.label}>{t('productCards.pressureDrop')}</span>
            <span
              className={exceeded ? `${classes.value} ${classes.exceeded}` : classes.value}
              data-testid="pressure-drop"
            >
              {pressureDrop === null ? '-' : `${formatNumber(pressureDrop, language)} Pa`}
              {exceeded ? ` · ${t('productCards.exceeded', { limit: PRESSURE_DROP_HIGHLIGHT_PA })}` : ''}
            </span>
          </div>
          <div>
            <span className={classes.label}>{t('productCards.velocity')}</span>
            <span className={classes.value} data-testid="velocity">
              {velocityText(connectionVelocity(airflow, silencer.nominalSizeDiameter), language)}
            </span>
          </div>
          <EnergyCostLine airflow={airflow} pressureDrop={pressureDrop} />
        </div>
        <div className={classes.foot}>
          <Anchor component="button" type="button" size="sm" onClick={() => props.onSoundData(ranked)}>
            {t('productCards.soundData')}
          </Anchor>
          <Group gap="xs">
            {onDownloadIfc && (
              <Button
                size="xs"
                variant="light"
                title={t('plugin.downloadIfcHint')}
                loading={downloading}
                onClick={() => {
                  if (downloading) return
                  setDownloading(true)
                  void onDownloadIfc(ranked).finally(() => setDownloading(false))
                }}
              >
                {t('plugin.downloadIfc')}
              </Button>
            )}
            <Button size="xs" onClick={() => props.onAction(ranked, action)}>
              {t(`regularSilencers.actions.${action}`)}
            </Button>
          </Group>
        </div>
      </div>
    </article>
  )
})
