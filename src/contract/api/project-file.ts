// A project as a file (docs/product-rules.md, "Project files"): everything an engineer needs to archive a
// project, send it to a colleague with their own account or move it to another installation, and nothing that
// names people or this server's rows. The systems keep their products' own copies of data, so the numbers
// stay as they were saved; systems and rooms refer to each other by the file's own ids.
import { z } from 'zod'
import { endpoint, idempotentCreateHeaders } from '../http.ts'
import { INT32_MAX, projectBase } from './project-base.ts'
import { createProjectRequest, projectOnlyParams } from './projects.ts'
import { checkTarget, roomShape } from './rooms.ts'
import { createSystemRequest, OUTLETS_MAX, roomSettings, systemAirflow } from './systems.ts'

export const PROJECT_FILE_FORMAT = 'ventnoise-project'
/** The newest version of the file this code reads and writes. Older versions stay readable when it grows. */
export const PROJECT_FILE_VERSION = 1
/**
 * The most systems and rooms a file holds. Far above any real project (a large office building has a few
 * dozen air handling systems and a few hundred rooms), bounded so that one import is one bounded write.
 */
export const PROJECT_FILE_LIMITS = { systems: 500, rooms: 1000 }
/** A file's own id of a system or room: any short text, unique among the file's systems or rooms. */
const fileId = z.string().trim().min(1).max(40)

/** Why a file is refused before its content is read (the detail's message; the web app translates it). */
export const ProjectFileRefusal = {
  notAProjectFile: 'NOT_A_PROJECT_FILE',
  newerVersion: 'NEWER_PROJECT_FILE_VERSION',
} as const

/**
 * What every version of the file has: checked first, so that a file of a newer version than this server
 * knows is refused for that alone (422 on `body.version`), not for the fields it does not know.
 */
export const projectFileHeader = z.looseObject({
  format: z.literal(PROJECT_FILE_FORMAT, { message: ProjectFileRefusal.notAProjectFile }),
  version: z
    .number({ message: ProjectFileRefusal.notAProjectFile })
    .int({ message: ProjectFileRefusal.notAProjectFile })
    .min(1, { message: ProjectFileRefusal.notAProjectFile })
    .max(PROJECT_FILE_VERSION, { message: ProjectFileRefusal.newerVersion }),
})

/** A system as saved: its fields, its chain with each product's copy, its room by the file's id. */
export const projectFileSystem = createSystemRequest
  .omit({ roomId: true, catalogueVersion: true, room: true, airflow: true, outlets: true })
  .extend({
    id: fileId,
    room: roomSettings.nullable().default(null),
    airflow: systemAirflow.nullable().default(null),
    outlets: z.number().int().min(1).max(OUTLETS_MAX).default(1),
    /**
     * The catalogue version the products were copied from, on the installation that wrote the file (each
     * installation counts its own); null when not known.
     */
    catalogueVersion: z.number().int().positive().max(INT32_MAX).nullable().default(null),
  })

/** A room with the file's ids of the systems that serve it. */
export const projectFileRoom = roomShape
  .extend({ id: fileId, servedBy: z.array(fileId).max(PROJECT_FILE_LIMITS.systems).default([]) })
  .superRefine(checkTarget)

const uniqueIds = (
  list: readonly { id: string }[],
  path: string,
  ctx: z.RefinementCtx,
): ReadonlySet<string> => {
  const seen = new Set<string>()
  list.forEach((entry, index) => {
    if (seen.has(entry.id))
      ctx.addIssue({ code: 'custom', path: [path, index, 'id'], message: 'DUPLICATE_FILE_ID' })
    seen.add(entry.id)
  })
  return seen
}

/** Ids unique, every served system one of the file's, and no system serving two rooms. */
export function checkFileReferences(
  file: { systems: readonly { id: string }[]; rooms: readonly { id: string; servedBy: readonly string[] }[] },
  ctx: z.RefinementCtx,
): void {
  const systemIds = uniqueIds(file.systems, 'systems', ctx)
  uniqueIds(file.rooms, 'rooms', ctx)
  const served = new Set<string>()
  file.rooms.forEach((room, roomIndex) =>
    room.servedBy.forEach((systemId, index) => {
      const path = ['rooms', roomIndex, 'servedBy', index]
      if (!systemIds.has(systemId)) ctx.addIssue({ code: 'custom', path, message: 'NO_SUCH_SYSTEM_IN_FILE' })
      else if (served.has(systemId))
        ctx.addIssue({ code: 'custom', path, message: 'SYSTEM_SERVES_TWO_ROOMS' })
      served.add(systemId)
    }),
  )
}

/** Version 1 of the file's fields, before the checks across them (`checkFileReferences`). */
export const projectFileFields = z.object({
  format: z.literal(PROJECT_FILE_FORMAT),
  version: z.literal(PROJECT_FILE_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  project: createProjectRequest,
  /** In the order the project lists them: newest first. */
  systems: z.array(projectFileSystem).max(PROJECT_FILE_LIMITS.systems).default([]),
  /** In the order they were entered: oldest first. */
  rooms: z.array(projectFileRoom).max(PROJECT_FILE_LIMITS.rooms).default([]),
})

/** Version 1 of the file, whole. */
export const projectFile = projectFileFields.superRefine(checkFileReferences)
export type ProjectFile = z.output<typeof projectFile>
export type ProjectFileInput = z.input<typeof projectFile>

/**
 * The largest body the import takes, bytes: a project as large as the quotas allow, of catalogue products,
 * so that its downloaded file comes back in. A product of a chain takes about 1.4 kB in the file (full-precision bands, a catalogue
 * product's texts), so the server's 1 MB default holds about 700 products; 500 systems of the longest chains,
 * 100 products each, are 68 MB, and 20 MB refused their own file. Files above 20 MB import one at a time
 * (server project-files/large-import-gate.ts) — docs/product-rules.md, "Project files".
 */
export const PROJECT_FILE_BODY_LIMIT = 100 * 1024 * 1024

/** A file name for the download: the project's name in letters, digits, dashes and underscores. */
export function projectFileName(projectName: string): string {
  const stem = projectName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${stem || 'project'}.ventnoise.json`
}

const tags = ['projects']
export const projectFileApi = {
  download: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/file',
    summary:
      'The project as a file (format ventnoise-project): its fields, systems with their chains as saved and rooms, without people or server ids. The body is the file itself, not in the {success, data} envelope (errors keep theirs), so that saved as Content-Disposition names it, it is what POST /api/projects/import takes',
    tags,
    params: projectOnlyParams,
    response: projectFile,
    successBody: 'file',
    auth: 'required',
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/projects/import',
    summary:
      'Create a project owned by the caller from a project file, with all its systems and rooms, in one write; answers 201 with the project (its systemRefs; read the systems with the project). A file of a newer version than this server knows is a 422 on body.version',
    tags,
    body: projectFile,
    headers: idempotentCreateHeaders,
    response: projectBase,
    status: 201,
    auth: 'required',
  }),
} as const
