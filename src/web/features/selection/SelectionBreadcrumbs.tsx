import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../domain/paths.ts'
import { displayName } from '../../domain/display.ts'

/**
 * Home > project > system (> products list) of the main application (docs/product-rules.md, "Silencer class
 * selection"). The project links to its systems, the system to its class selection; the last crumb is the
 * current page.
 */
export function SelectionBreadcrumbs({
  projectName,
  systemName,
  current,
}: {
  projectName: string | null
  systemName: string | null
  current?: string
}) {
  const { t } = useTranslation()
  const crumbs = [
    { label: t('silencerClasses.home'), to: paths.projects },
    ...(projectName === null ? [] : [{ label: displayName(projectName), to: paths.systems }]),
    ...(systemName === null ? [] : [{ label: displayName(systemName), to: paths.silencers }]),
  ]
  const last = current === undefined ? crumbs.pop() : undefined
  return (
    <nav aria-label={t('silencerClasses.breadcrumbs')}>
      <Breadcrumbs separator="›">
        {crumbs.map((crumb) => (
          <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
            {crumb.label}
          </Anchor>
        ))}
        <Text size="sm" aria-current="page">
          {current ?? last?.label}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
