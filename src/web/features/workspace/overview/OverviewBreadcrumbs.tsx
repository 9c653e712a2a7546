import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../domain/paths.ts'
import { displayName } from '../../../domain/display.ts'

/**
 * Home (projects) › the project (systems) › the system (silencers) › Overview (docs/product-rules.md,
 * "Overview"). A quick calculation has no saved project, so its project is plain text.
 */
export function OverviewBreadcrumbs({
  projectName,
  systemName,
  savedProject,
}: {
  projectName: string
  /** Null: no crumb (an unnamed quick calculation's system). */
  systemName: string | null
  savedProject: boolean
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('overview.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={paths.projects} size="sm">
          {t('overview.home')}
        </Anchor>
        {savedProject ? (
          <Anchor component={Link} to={paths.systems} size="sm">
            {displayName(projectName)}
          </Anchor>
        ) : (
          <Text size="sm">{displayName(projectName)}</Text>
        )}
        {systemName !== null && (
          <Anchor component={Link} to={paths.silencers} size="sm">
            {displayName(systemName)}
          </Anchor>
        )}
        <Text size="sm" aria-current="page">
          {t('projectOverview.title')}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
