import { Navigate } from 'react-router'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { paths } from '../../../domain/paths.ts'
import { ProjectSystems } from './ProjectSystems.tsx'

/**
 * Systems of the active project (docs/product-rules.md, "Screens"); without an active project, the projects
 * list.
 */
export function SystemsScreen() {
  const { activeProjectId } = useWorkspace()
  const signedIn = useSignedIn()
  if (!activeProjectId || !signedIn) return <Navigate to={paths.projects} replace />
  return <ProjectSystems projectId={activeProjectId} />
}
