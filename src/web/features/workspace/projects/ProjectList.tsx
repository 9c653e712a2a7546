import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { SearchableCardGrid } from '../SearchableCardGrid.tsx'
import { ProjectCard, type ProjectCardActions } from './ProjectCard.tsx'

/** The search box and the project cards, newest first; `leaveFor` gives the cards that may be left their action. */
export function ProjectList({
  projects,
  leaveFor,
  ...actions
}: {
  projects: readonly ProjectListItem[]
  leaveFor?: (project: ProjectListItem) => ProjectCardActions['onLeave']
} & ProjectCardActions) {
  const { t } = useTranslation()
  return (
    <SearchableCardGrid
      items={projects}
      searchLabel={t('projects.search')}
      listLabel={t('projects.list')}
      shownLabel={(shown, total) => t('projects.shown', { shown, total })}
      showMoreLabel={(count) => t('projects.showMore', { count })}
      renderCard={(project) => <ProjectCard project={project} {...actions} onLeave={leaveFor?.(project)} />}
    />
  )
}
