// Where the overview's PDF link and Next lead: the system report in its popup.
import type { SoundPowerResult } from '#engine/index.ts'
import type { WorkingSystem } from '../../../state/working-system/working-system.ts'
import { printUrls } from '../../../ui/print/print-popup.ts'
import { keepPrintObject, printObjectUrl } from '../../../state/print/print-object.ts'
import type { ReportOptions } from '../../../state/print/report-options.ts'
import type { ProjectDraft } from '../../../state/workspace/workspace-store.ts'

/**
 * A saved system's report loads it by id; a quick calculation's report reads the project and the system
 * (with its calculation) from a temporary browser object. Null when that object cannot be kept. `options`
 * leave out the parts the user chose to.
 */
export function reportUrl(
  system: WorkingSystem,
  project: ProjectDraft,
  result: SoundPowerResult | null,
  options: ReportOptions,
): string | null {
  if (system.source === 'server' && system.id) return printUrls.system(system.id, options)
  const objectId = keepPrintObject({
    project: { ...project },
    system: { ...system, calculationResults: result },
  })
  return objectId ? printObjectUrl(objectId, options) : null
}
