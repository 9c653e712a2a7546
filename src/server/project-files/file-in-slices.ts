// The import's file checked and calculated in time slices (calculations/time-slices.ts). A file of 500 systems
// of 100 products is 20 MB and seconds of the engine's work; done in one piece, it held every other request of
// the server for as long (health answered after 6.5 s; ten such imports kept it from answering for 46 s: a
// data-safety review of 2026-11-29). The route validates the envelope (`projectFileEnvelope`, its systems left
// unchecked); here each system is checked against the contract's schema, with the same 422 details
// (`body.systems.<i>.<field>`), and calculated as a create calculates it, one at a time between turns of the
// event loop; the references across the file are checked once every system has been read.
import { z } from 'zod'
import {
  checkFileReferences,
  PROJECT_FILE_LIMITS,
  projectFileFields,
  projectFileSystem,
  type ProjectFile,
} from '#contract/api/project-file.ts'
import type { ErrorDetail } from '#contract/http.ts'
import { runInSlices } from '../calculations/time-slices.ts'
import { validation } from '../http/app-error.ts'
import { saved } from '../projects/systems.service.ts'

/** The file with its systems left unchecked: they are checked system by system, in slices. */
export const projectFileEnvelope = projectFileFields.extend({
  systems: z.array(z.unknown()).max(PROJECT_FILE_LIMITS.systems).default([]),
})
export type ProjectFileEnvelope = z.output<typeof projectFileEnvelope>

/** A file with this many invalid fields has said enough: the answer names them and stops. */
const MAX_DETAILS = 50

type FileSystem = ProjectFile['systems'][number]
/** A system's stored columns as a create writes them, without its project, room and catalogue version. */
export type ImportedSystemColumns = ReturnType<typeof saved>['columns']

const referenceCheck = z.custom<Pick<ProjectFile, 'systems' | 'rooms'>>().superRefine(checkFileReferences)

const detailsOf = (issues: readonly z.core.$ZodIssue[], prefix: readonly (string | number)[]) =>
  issues.map((issue) => ({
    field: ['body', ...prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }))

/**
 * The whole file, and each system with its columns in the file's order; throws the contract's 422 for an invalid
 * system (the first 50 fields named), a reference across the file that does not hold, or a fan estimate that
 * is not the bands' origin.
 */
export async function checkedProjectFile(
  envelope: ProjectFileEnvelope,
): Promise<{ file: ProjectFile; systems: { system: FileSystem; columns: ImportedSystemColumns }[] }> {
  const systems: FileSystem[] = []
  const prepared: { system: FileSystem; columns: ImportedSystemColumns }[] = []
  const details: ErrorDetail[] = []
  let next = 0
  await runInSlices((deadline) => {
    // One system a step: a chain of 100 products is about a slice of the engine's work on its own.
    while (next < envelope.systems.length && performance.now() < deadline) {
      const index = next++
      const parsed = projectFileSystem.safeParse(envelope.systems[index])
      if (!parsed.success) {
        details.push(...detailsOf(parsed.error.issues, ['systems', index]))
        if (details.length >= MAX_DETAILS) return true
        continue
      }
      systems.push(parsed.data)
      // An invalid file is refused whole: nothing more to calculate, the rest is only checked.
      if (details.length > 0) continue
      prepared.push({
        system: parsed.data,
        columns: saved(
          { ...parsed.data, roomId: null, catalogueVersion: undefined },
          `body.systems.${index}.noiseGeneratorEstimate`,
        ).columns,
      })
    }
    return next >= envelope.systems.length
  })
  if (details.length > 0) throw validation(details.slice(0, MAX_DETAILS))
  const file: ProjectFile = { ...envelope, systems }
  const references = referenceCheck.safeParse(file)
  if (!references.success) throw validation(detailsOf(references.error.issues, []))
  return { file, systems: prepared }
}
