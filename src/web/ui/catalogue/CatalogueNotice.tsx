import { Anchor, Text, type MantineColor } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { endpointQuery } from '../../state/endpoint-query.ts'

/**
 * Says plainly which catalogue the numbers come from: a modelled demo catalogue is not measured data
 * (docs/catalogue.md). Shows nothing until the answer is there, and nothing on failure. In the main footer
 * (dark) and under the modelling area (light): `color` suits the background.
 */
export function CatalogueNotice({ color = 'gray.5' }: { color?: MantineColor }) {
  const { t } = useTranslation()
  const { data } = useQuery(endpointQuery(catalogueApi.info, {}, { staleTime: Infinity, retry: false }))
  if (!data || data.source === 'empty') return null
  const modelled = data.dataSources.modelled > 0
  return (
    <Text size="xs" mt="xs" c={color} role="note">
      {t(modelled ? 'catalogueNotice.modelled' : 'catalogueNotice.measured', {
        version: data.version,
        modelled: data.dataSources.modelled,
        measured: data.dataSources.measured,
        // Counts "({{measured}} entries)"; the modelled text counts each of its two numbers itself ($t).
        count: data.dataSources.measured,
      })}
      {/* Where the formulas are written down, so a designer can check what the numbers rest on: the methods'
          page of the app (scripts/method-pages.ts), in a tab of its own so that the work stays open. */}
      {modelled && (
        <>
          {' '}
          <Anchor
            href={data.modelDocumentation}
            target="_blank"
            rel="noopener"
            c={color}
            underline="always"
            inherit
          >
            {t('catalogueNotice.models')}
          </Anchor>
        </>
      )}
    </Text>
  )
}
