// A system's restore meeting its room coming back and going again in other sessions of the same PostgreSQL.
// The other sessions act between the restore's statements, at a point the test chooses, so the interleaving is
// the same every time. PostgreSQL only: PGlite has one session.
import { describe, expect, it } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { testDatabaseUrl } from '../config/env.ts'
import type { Tx } from '../db/transaction.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { heldOpen } from '../test/held-open.ts'
import { restoreSystem } from './recently-deleted.repo.ts'
import {
  author,
  call,
  createProject,
  createSystem,
  data,
  officeRoom,
  testApp,
  useProjectsApp,
} from './projects-test-kit.ts'

const url = testDatabaseUrl()

/** The transaction, with `before(n)` awaited before its n-th raw statement (counted from 1) is sent. */
function pausing(tx: Tx, before: (n: number) => Promise<void>): Tx {
  let sent = 0
  return new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown
      return async (...args: Parameters<Tx['execute']>) => {
        await before(++sent)
        return target.execute(...args)
      }
    },
  })
}

describe.skipIf(!url)('a system restore racing its room on PostgreSQL', () => {
  const postgres = testDatabaseTargets().find((target) => target.kind === 'postgres')
  if (!postgres) return
  useProjectsApp(postgres)

  it('serves no room when the room comes back after the restore held it and is deleted again: no 500', async () => {
    const project = await createProject(author)
    const base = `/api/projects/${project.id}`
    const room = data<RoomDocument>(await call(author, 'POST', `${base}/rooms`, officeRoom))
    const system = await createSystem(author, project.id, { roomId: room.id })
    expect((await call(author, 'DELETE', `${base}/systems/${system.id}`)).statusCode).toBe(200)
    expect((await call(author, 'DELETE', `${base}/rooms/${room.id}`)).statusCode).toBe(200)

    // After the restore's first statement (holding the room, which is gone), the room is restored and committed,
    // and another session deletes it and holds that open until the restore waits for it.
    let deletion: Awaited<ReturnType<typeof heldOpen>> | undefined
    let ended: Promise<void> | undefined
    let ending = false
    const end = () => {
      if (ending || !deletion) return ended
      ending = true
      ended = deletion.commit()
      return ended
    }
    const outcome = await testApp.database.db.transaction((tx) =>
      restoreSystem(
        pausing(tx, async (n) => {
          if (n !== 2) return
          const back = await call(author, 'POST', `${base}/rooms/deleted/${room.id}/restore`)
          expect(back.statusCode).toBe(200)
          deletion = await heldOpen('delete from rooms where id = $1', [room.id])
          // Should the restore wait for the deletion (it must not), the deletion commits, as a request's would.
          deletion.blocking().then(end, () => undefined)
        }),
        system.id,
      ),
    )
    await end()

    expect(outcome).toBe('restored')
    const restored = data<SystemDocument>(await call(author, 'GET', `/api/systems/${system.id}`))
    expect(restored.roomId).toBeNull()
    expect(restored.version).toBe(system.version + 1)
  })
})
