// Reading a project file the user picked, before anything is sent (docs/product-rules.md, "Project files"): the
// same contract schemas the server applies, so what the dialog says it will create is what the import creates,
// and a refusal names the place and the kind of problem in words the interface can translate.
import type { z } from 'zod'
import {
  PROJECT_FILE_BODY_LIMIT,
  projectFile,
  projectFileHeader,
  ProjectFileRefusal,
  type ProjectFile,
} from '#contract/api/project-file.ts'
import { CHAIN_LIMIT_MESSAGE } from '#contract/api/calculations.ts'

/** Where in the file the problem is: the project, the n-th system (its product) or room, or the file. */
export type ProblemPlace =
  | { part: 'file' }
  | { part: 'project' }
  | { part: 'system'; number: number; name: string; product?: number }
  | { part: 'room'; number: number; name: string }

/** What is wrong there, in the interface's terms. */
export type ProblemKind =
  | 'tooLong'
  | 'outOfRange'
  | 'missingOrWrong'
  | 'chainTooLong'
  | 'tooMany'
  | 'duplicateId'
  | 'unknownSystem'
  | 'servesTwoRooms'

export type FileProblem =
  | { kind: 'notAProjectFile' }
  | { kind: 'newerVersion'; version: number }
  | { kind: 'tooLarge' }
  | { kind: 'invalid'; place: ProblemPlace; problem: ProblemKind }

export type ReadFile =
  | { ok: true; file: ProjectFile; summary: { name: string; systems: number; rooms: number } }
  | { ok: false; problem: FileProblem }

const named = (list: unknown, index: number): string => {
  const entry = Array.isArray(list) ? (list[index] as unknown) : undefined
  const name = entry !== null && typeof entry === 'object' ? (entry as { name?: unknown }).name : undefined
  return typeof name === 'string' ? name : ''
}

/** The place of a field path such as `systems.2.items.4.soundAttenuation.octaveBand63Hz` in the file `raw`. */
export function placeOf(path: readonly PropertyKey[], raw: unknown): ProblemPlace {
  const [part, index, sub, subIndex] = path
  const body = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  if (part === 'project') return { part: 'project' }
  if ((part === 'systems' || part === 'rooms') && typeof index === 'number') {
    const where = { number: index + 1, name: named(body[part], index) }
    if (part === 'rooms') return { part: 'room', ...where }
    return {
      part: 'system',
      ...where,
      ...(sub === 'items' && typeof subIndex === 'number' ? { product: subIndex + 1 } : {}),
    }
  }
  return { part: 'file' }
}

const customKinds: Record<string, ProblemKind> = {
  DUPLICATE_FILE_ID: 'duplicateId',
  NO_SUCH_SYSTEM_IN_FILE: 'unknownSystem',
  SYSTEM_SERVES_TWO_ROOMS: 'servesTwoRooms',
  [CHAIN_LIMIT_MESSAGE]: 'chainTooLong',
}

/** The kind of a schema's refusal: its own messages first, then the check that failed. */
export function kindOf(issue: {
  code: string
  message: string
  path: readonly PropertyKey[]
  origin?: string
}): ProblemKind {
  const own = customKinds[issue.message]
  if (own) return own
  const last = issue.path.at(-1)
  if (issue.code === 'too_big' && issue.origin === 'string') return 'tooLong'
  if (issue.code === 'too_big' && issue.origin === 'array')
    return last === 'items' ? 'chainTooLong' : 'tooMany'
  if (issue.code === 'too_big' || issue.code === 'too_small' || issue.code === 'custom') return 'outOfRange'
  return 'missingOrWrong'
}

const firstProblem = (error: z.ZodError, raw: unknown): FileProblem => {
  const [issue] = error.issues
  if (!issue) return { kind: 'notAProjectFile' }
  return {
    kind: 'invalid',
    place: placeOf(issue.path, raw),
    problem: kindOf(issue),
  }
}

/** The file's text read as a project file this app can import, or the first reason it cannot be. */
export function readProjectFile(text: string, bytes: number): ReadFile {
  if (bytes > PROJECT_FILE_BODY_LIMIT) return { ok: false, problem: { kind: 'tooLarge' } }
  let raw: unknown
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    return { ok: false, problem: { kind: 'notAProjectFile' } }
  }
  const header = projectFileHeader.safeParse(raw)
  if (!header.success) {
    const newer = header.error.issues.some((issue) => issue.message === ProjectFileRefusal.newerVersion)
    const version = (raw as { version?: unknown }).version
    return newer && typeof version === 'number'
      ? { ok: false, problem: { kind: 'newerVersion', version } }
      : { ok: false, problem: { kind: 'notAProjectFile' } }
  }
  const parsed = projectFile.safeParse(raw)
  if (!parsed.success) return { ok: false, problem: firstProblem(parsed.error, raw) }
  const file = parsed.data
  return {
    ok: true,
    file,
    summary: { name: file.project.name, systems: file.systems.length, rooms: file.rooms.length },
  }
}

/**
 * The problem a server's refusal of the import names (its first detail, a field such as
 * `body.systems.1.items.0.productName`), read against the file that was sent.
 */
export function problemOfRefusal(
  status: number,
  details: readonly { field: string; message: string }[],
  sent: unknown,
): FileProblem | null {
  if (status === 413) return { kind: 'tooLarge' }
  const [detail] = details
  if (status !== 422 || !detail?.field.startsWith('body')) return null
  if (detail.message === ProjectFileRefusal.newerVersion) {
    const version = (sent as { version?: unknown } | null)?.version
    return { kind: 'newerVersion', version: typeof version === 'number' ? version : 0 }
  }
  if (detail.message === ProjectFileRefusal.notAProjectFile) return { kind: 'notAProjectFile' }
  const path = detail.field
    .split('.')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
  const problem =
    customKinds[detail.message] ?? (/at most|Too big/i.test(detail.message) ? 'tooLong' : 'outOfRange')
  return { kind: 'invalid', place: placeOf(path, sent), problem }
}
