import { Alert, Anchor, Box, Loader, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { AttenuationResults } from '../silencer-geometry/AttenuationResults.tsx'
import { FaceMismatch } from '../silencer-geometry/FaceMismatch.tsx'
import { GeometryFields } from '../silencer-geometry/GeometryFields.tsx'
import { INITIAL_FORM, readGeometryForm, withAirflowUnit } from '../silencer-geometry/geometry-form.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { formatInputNumber } from '../../../i18n/format.ts'
import { useGeometryAttenuation } from '../silencer-geometry/useGeometryAttenuation.ts'
import { paths } from '../../../domain/paths.ts'

/**
 * A silencer of the user's own geometry (docs/selection.md, "A silencer of your own geometry"): the shape,
 * its sizes and optionally the airflow; the insertion loss per band as a chart and a table with the
 * laboratory ceiling, recalculated by the API a moment after typing stops. Linked from the products list.
 */
export function SilencerGeometryScreen() {
  const { t, i18n } = useTranslation()
  const [form, setForm] = useState(INITIAL_FORM)
  // The airflow is typed in the user's unit: another unit rewrites it, so the silencer stays the same.
  const airflow = useAirflowFormat()
  const [formUnit, setFormUnit] = useState(airflow.unit)
  if (formUnit !== airflow.unit) {
    setFormUnit(airflow.unit)
    setForm(withAirflowUnit(form, formUnit, airflow.unit, i18n.language))
  }
  const reading = readGeometryForm(form, airflow.unit, airflow.language)
  const setText = (field: 'airwayWidth' | 'width', mm: number) =>
    setForm({ ...form, texts: { ...form.texts, [field]: formatInputNumber(mm, i18n.language) } })
  const { result, pending, failed } = useGeometryAttenuation(reading.body)
  return (
    <ScreenContainer>
      <Anchor component={Link} to={paths.productsList} size="sm">
        {t('silencerGeometry.back')}
      </Anchor>
      <ScreenTitle>{t('silencerGeometry.title')}</ScreenTitle>
      <Text>{t('silencerGeometry.intro')}</Text>
      <Paper withBorder radius="md" p="md">
        <GeometryFields form={form} errors={reading.errors} onChange={setForm} />
      </Paper>
      <Group gap="xs" role="status" aria-live="polite" mih={24}>
        {reading.body === null ? (
          <Text c="dimmed">{t('silencerGeometry.fixErrors')}</Text>
        ) : pending ? (
          <>
            <Loader size="xs" />
            <Text c="dimmed">{t('silencerGeometry.calculating')}</Text>
          </>
        ) : null}
      </Group>
      {failed && <Alert color="red">{t('silencerGeometry.failed')}</Alert>}
      {reading.body !== null && result && (
        <Box opacity={pending ? 0.6 : 1} aria-busy={pending}>
          {reading.body.shape === 'rectangular' &&
            reading.body.width !== undefined &&
            result.flow?.baffleCount != null &&
            result.flow.airwayWidthInFace != null && (
              <FaceMismatch
                asked={reading.body.airwayWidth}
                baffle={reading.body.baffleThickness}
                width={reading.body.width}
                baffleCount={result.flow.baffleCount}
                airwayInFace={result.flow.airwayWidthInFace}
                onUseAirway={(airway) => setText('airwayWidth', airway)}
                onUseWidth={(width) => setText('width', width)}
              />
            )}
          <AttenuationResults result={result} />
        </Box>
      )}
    </ScreenContainer>
  )
}
