// Projects as files (docs/product-rules.md, "Project files"): the download reads one snapshot of the project;
// the import creates the project, its rooms and its systems in one transaction, all or nothing, owned by the
// caller. Systems and rooms refer to each other by the file's own ids, so no id of this server leaves it and
// no id of another server is ever written.
import { randomUUID } from 'node:crypto'
import type { AuthUser } from '#contract/api/auth.ts'
import { PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFile } from '#contract/api/project-file.ts'
import type { ProjectBase } from '#contract/api/project-base.ts'
import type { Db } from '../db/client.ts'
import { inReadSnapshot, inTransaction } from '../db/transaction.ts'
import { idempotent, type IdempotentRequest } from '../idempotency/idempotent.ts'
import { requireProject } from '../projects/access.ts'
import { assembleProjects } from '../projects/projects.service.ts'
import * as projectsRepo from '../projects/projects.repo.ts'
import { ensurePlacesInProject, ensureProjectPlaces, type Quotas } from '../projects/quotas.ts'
import * as systemsRepo from '../projects/systems.repo.ts'
import { systemSummary } from '../projects/system-document.ts'
import * as roomsRepo from '../rooms/rooms.repo.ts'
import { roomColumns } from '../rooms/rooms.service.ts'
import { nextTurn } from '../calculations/time-slices.ts'
import { checkedProjectFile, type ProjectFileEnvelope } from './file-in-slices.ts'
import { piecesOf, WRITE_BOUND } from '../db/bounded-statements.ts'

type FileRoom = ProjectFile['rooms'][number]

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

/** The file's ids: short, readable, and meaning nothing outside the file. */
const systemFileId = (index: number) => `system-${index + 1}`
const roomFileId = (index: number) => `room-${index + 1}`

/** The rows in statements of a bounded size (db/bounded-statements.ts), measured as their chains and calculations. */
function* statementsOf<Row extends { items?: unknown; calculationResults?: unknown }>(
  rows: readonly Row[],
): Generator<Row[]> {
  const sized = rows.map((row) => ({
    row,
    bytes: JSON.stringify(row.items ?? null).length + JSON.stringify(row.calculationResults ?? null).length,
  }))
  for (const piece of piecesOf(sized, WRITE_BOUND)) yield piece.map(({ row }) => row)
}

export interface ProjectFilesDeps {
  /** The current catalogue version of this installation (null before a catalogue is loaded). */
  catalogueVersion: () => Promise<number | null>
  quotas: Quotas
}

export function createProjectFilesService(db: Db, deps: ProjectFilesDeps) {
  return {
    /** The project as a file, for anyone who may see it (else 404, as every project route). */
    download(user: AuthUser, projectId: string): Promise<ProjectFile> {
      return inReadSnapshot(db, async (tx) => {
        const project = await requireProject(tx, user.id, projectId)
        const systems = await systemsRepo.systemsOfProjectInPieces(tx, projectId, false)
        const rooms = await roomsRepo.roomsOfProject(tx, projectId)
        const systemIds = new Map(systems.map((system, index) => [system.id, systemFileId(index)]))
        return {
          format: PROJECT_FILE_FORMAT,
          version: PROJECT_FILE_VERSION,
          exportedAt: new Date().toISOString(),
          project: {
            name: project.name,
            number: project.number,
            address: project.address,
            email: project.email,
            phone: project.phone,
            contactData: project.contactData,
            comment: project.comment,
            date: iso(project.date),
          },
          systems: systems.map((row, index) => {
            const system = systemSummary(row)
            return {
              id: systemFileId(index),
              name: system.name,
              number: system.number,
              comment: system.comment,
              date: system.date,
              attenuationConstantType: system.attenuationConstantType,
              filterCorrectionType: system.filterCorrectionType,
              inputSoundPowerLevel: system.inputSoundPowerLevel,
              noiseGeneratorEstimate: system.noiseGeneratorEstimate,
              items: system.items,
              room: system.room,
              airflow: system.airflow,
              outlets: system.outlets,
              catalogueVersion: system.catalogueVersion,
            }
          }),
          rooms: rooms.map((room, index) => ({
            id: roomFileId(index),
            name: room.name,
            number: room.number,
            roomType: room.roomType as FileRoom['roomType'],
            targetType: room.targetType as FileRoom['targetType'],
            targetValue: room.targetValue,
            absorptionMode: room.absorptionMode as FileRoom['absorptionMode'],
            absorptionArea: room.absorptionArea,
            volume: room.volume,
            reverberationTime: room.reverberationTime,
            listenerDistance: room.listenerDistance,
            directivity: room.directivity as FileRoom['directivity'],
            servedBy: systems
              .filter((system) => system.roomId === room.id)
              .map((system) => systemIds.get(system.id) ?? ''),
          })),
        }
      })
    },

    /**
     * A new project of the caller's from `file`, with every system and room, in one transaction. The systems
     * keep their products' copies and are calculated as a create calculates them; `idempotency`: the key the
     * client sent, so that the same import sent again makes one project.
     */
    async import(
      user: AuthUser,
      envelope: ProjectFileEnvelope,
      idempotency?: IdempotentRequest,
    ): Promise<ProjectBase> {
      const current = await deps.catalogueVersion()
      // Checked and calculated in slices before the transaction: no lock is held while the engine works.
      const { file, systems } = await checkedProjectFile(envelope)
      return inTransaction(db, (tx) =>
        idempotent(tx, user.id, idempotency, async () => {
          await ensureProjectPlaces(tx, deps.quotas, user.id, 1)
          const project = await projectsRepo.insertProject(tx, {
            ...file.project,
            date: file.project.date === null ? null : new Date(file.project.date),
            authorId: user.id,
          })
          // A new project, which no other session can see yet: counted without a lock, before anything of it.
          await ensurePlacesInProject(tx, deps.quotas, 'systems', project.id, file.systems.length)
          await ensurePlacesInProject(tx, deps.quotas, 'rooms', project.id, file.rooms.length)
          // Created together, they would share one time and lose their order: each gets its place by a
          // millisecond, rooms oldest first and systems newest first, as the lists show them.
          const now = Date.now()
          const roomIds = new Map(file.rooms.map((room) => [room.id, randomUUID()]))
          const servedRoom = new Map<string, string>()
          for (const room of file.rooms)
            for (const systemId of room.servedBy) servedRoom.set(systemId, roomIds.get(room.id) ?? '')
          await roomsRepo.insertRooms(
            tx,
            file.rooms.map((room, index) => {
              const at = new Date(now - file.rooms.length + index)
              return {
                ...roomColumns(room),
                id: roomIds.get(room.id),
                projectId: project.id,
                createdAt: at,
                updatedAt: at,
              }
            }),
          )
          const systemRows = systems.map(({ system, columns }, index) => {
            const at = new Date(now - index)
            return {
              ...columns,
              roomId: servedRoom.get(system.id) ?? null,
              // Another installation counts its catalogues itself: a version this one has not reached names
              // no catalogue here, so it is not kept; the items' own copies carry the numbers either way.
              catalogueVersion:
                system.catalogueVersion !== null && current !== null && system.catalogueVersion <= current
                  ? system.catalogueVersion
                  : null,
              projectId: project.id,
              authorId: user.id,
              createdAt: at,
              updatedAt: at,
            }
          })
          // In statements of a bounded size: one statement of every system of a large file would be tens of
          // megabytes. Between them the event loop serves other requests (on PostgreSQL; PGlite's one session
          // is this transaction's until it ends).
          for (const statement of statementsOf(systemRows)) {
            await systemsRepo.insertSystems(tx, statement)
            await nextTurn()
          }
          // The project without its systems: their stored calculations would make the answer (and the key's
          // copy of it) many times the file.
          const [document] = await assembleProjects(tx, [project])
          if (!document) throw new Error('PROJECT_DOCUMENT_MISSING')
          return document
        }),
      )
    },
  }
}
export type ProjectFilesService = ReturnType<typeof createProjectFilesService>
