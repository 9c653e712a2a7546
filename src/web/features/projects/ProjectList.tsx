import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '../../api/projects.ts'
import { SearchableCardGrid } from '../workspace/SearchableCardGrid.tsx'
import { ProjectCard, type ProjectCardActions } from './ProjectCard.tsx'

/** The search box and the project cards, newest first. */
export function ProjectList({
  projects,
  ...actions
}: { projects: readonly ProjectListItem[] } & ProjectCardActions) {
  const { t } = useTranslation()
  return (
    <SearchableCardGrid
      items={projects}
      searchLabel={t('projects.search')}
      listLabel={t('projects.list')}
      renderCard={(project) => <ProjectCard project={project} {...actions} />}
    />
  )
}
