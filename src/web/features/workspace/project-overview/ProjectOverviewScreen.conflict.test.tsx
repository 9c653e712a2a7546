// The project overview when someone else saved its system first (409): the stored system is reloaded, and
// with it everything read from its saved state (the served room's figures), and the user is told that their
// own last change was not saved (docs/product-rules.md, "Recalculation and saving").
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
import en from '../../../i18n/locales/en.json'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { fail, ok } from '../../../test-api.ts'
import {
  barFigures,
  giveBoxesASize,
  named,
  project,
  puts,
  servedRoomBar,
  signedInOverview,
  stored,
} from './test-overview.ts'

/** A room with an NR target of 40 whose systems give it `lpA` and `nr`. */
function nrRoom(name: string, number: string, lpA: number, nr: number): RoomDocument {
  const room = aRoom(name, { number, lpA, margin: 40 - nr, projectId: project.id })
  return { ...room, targetType: 'NR', targetValue: 40, assessment: { ...room.assessment, nr } }
}

const roomPanel = () => screen.getByRole('region', { name: en.rooms.systemRoom.title })
/** The header's save status (the room's verdict is a status too). */
const saveStatusReading = (text: string) =>
  screen.getAllByRole('status').find((status) => status.textContent === text)

/**
 * The overview of a system serving `room`, on a version someone else has since replaced with `theirs`: its
 * first save is refused with 409, after which the system and the rooms read as that other save left them.
 * Saves after the conflict are taken.
 */
function staleOverview(
  room: RoomDocument,
  theirs: typeof stored,
  roomsAfter: RoomDocument[],
  roomsBefore: RoomDocument[] = [room],
) {
  let conflicted = false
  const mine = { ...stored, roomId: room.id, outlets: 2 }
  const overview = signedInOverview(
    (request, count) => {
      if (count === 1) {
        conflicted = true
        return fail(409, 'CONFLICT', 'changed')
      }
      return ok({ ...theirs, ...(request.body as object), version: theirs.version + count - 1 })
    },
    mine,
    {
      [`GET /api/systems/${stored.id}`]: () => ok({ ...(conflicted ? theirs : mine), project }),
      [`GET /api/projects/${project.id}/rooms`]: () => ok(conflicted ? roomsAfter : roomsBefore),
    },
  )
  return overview
}

describe('the project overview after a conflicting save', () => {
  it("shows the served room's figures of the reloaded system, and says the user's change was not saved", async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const office = nrRoom('Office', 'A2.14', 44, 47)
    // Someone else removed B (the diffuser) and saved: the room is louder with it gone.
    const louder = { ...office, assessment: nrRoom('Office', 'A2.14', 55, 57).assessment }
    const theirs = { ...stored, roomId: office.id, outlets: 2, items: stored.items.slice(0, 1), version: 2 }
    const { seen } = staleOverview(office, theirs, [louder])
    expect(await barFigures(servedRoomBar('A2.14 Office'))).toEqual(['44.0 dB(A)', '47 (Fail)'])
    expect(within(roomPanel()).getByText('44.0 dB(A), NR 47')).toBeInTheDocument()
    const saveStatus = saveStatusReading(en.overview.allSaved)
    expect(saveStatus).toBeDefined()

    // "+" on A, made on the version B has replaced.
    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    expect(await screen.findByText(en.workspace.conflictChangePutBack)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'B' })).toBeNull())
    expect(screen.getByRole('article', { name: 'A' })).toBeInTheDocument()
    await waitFor(async () =>
      expect(await barFigures(servedRoomBar('A2.14 Office'))).toEqual(['55.0 dB(A)', '57 (Fail)']),
    )
    expect(within(roomPanel()).getByText('55.0 dB(A), NR 57')).toBeInTheDocument()
    // The change the conflict threw away is not reported as saved.
    expect(saveStatus).toHaveTextContent(en.overview.changeDiscarded)
    expect(saveStatus).not.toHaveTextContent(en.overview.allSaved)

    // Made again, on the reloaded version, it is saved, and the status says so.
    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    expect(saveStatus).toHaveTextContent(en.overview.saving)
    await waitFor(() => expect(puts(seen)).toHaveLength(2))
    expect(puts(seen)[1]?.body).toMatchObject({ version: 2, items: [{ productId: 'a', quantity: 2 }] })
    await waitFor(() => expect(saveStatus).toHaveTextContent(en.overview.allSaved))
    expect(logged).toHaveBeenCalledWith('save system chain', expect.objectContaining({ status: 409 }))
  })

  it('puts the dropped change back over the other save when asked, saved on the version that save produced', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const office = nrRoom('Office', 'A2.14', 44, 47)
    // Someone else removed B (the diffuser) and saved.
    const theirs = { ...stored, roomId: office.id, outlets: 2, items: stored.items.slice(0, 1), version: 2 }
    const { seen } = staleOverview(office, theirs, [office])
    expect(await barFigures(servedRoomBar('A2.14 Office'))).toEqual(['44.0 dB(A)', '47 (Fail)'])

    // "+" on A, made on the version B has replaced: dropped, and the system reloaded without B.
    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    const notice = (await screen.findByText(en.workspace.conflictChangePutBack)).closest('[role="alert"]')
    if (!(notice instanceof HTMLElement)) throw new Error('no notice')
    await waitFor(() => expect(screen.queryByRole('article', { name: 'B' })).toBeNull())
    expect(puts(seen)).toHaveLength(1)

    // Put back: A twice and B, as the user had them, on the other save's version 2.
    fireEvent.click(within(notice).getByRole('button', { name: en.workspace.putBackChange }))
    expect(await screen.findByRole('article', { name: 'B' })).toBeInTheDocument()
    await waitFor(() => expect(puts(seen)).toHaveLength(2))
    expect(puts(seen)[1]?.body).toMatchObject({
      version: 2,
      items: [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 1 },
      ],
    })
    await waitFor(() => expect(saveStatusReading(en.overview.allSaved)).toBeDefined())
  })

  it('shows the room the other save gave the system, in the room picker too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const office = nrRoom('Office', 'A2.14', 44, 47)
    const meeting = nrRoom('Meeting', 'A2.15', 38, 41)
    const theirs = { ...stored, roomId: meeting.id, outlets: 1, version: 2 }
    staleOverview(office, theirs, [office, meeting], [office, meeting])
    expect(await barFigures(servedRoomBar('A2.14 Office'))).toEqual(['44.0 dB(A)', '47 (Fail)'])
    expect(within(roomPanel()).getByRole('combobox', { name: en.rooms.systemRoom.room })).toHaveValue(
      office.id,
    )

    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    expect(await screen.findByText(en.workspace.conflictChangePutBack)).toBeInTheDocument()
    await waitFor(async () =>
      expect(await barFigures(servedRoomBar('A2.15 Meeting'))).toEqual(['38.0 dB(A)', '41 (Fail)']),
    )
    const panel = within(roomPanel())
    expect(panel.getByRole('combobox', { name: en.rooms.systemRoom.room })).toHaveValue(meeting.id)
    expect(panel.getByRole('textbox', { name: en.rooms.systemRoom.outlets })).toHaveValue('1')
    // Nothing to save: the picker is what is stored.
    expect(panel.getByRole('button', { name: en.rooms.systemRoom.apply })).toBeDisabled()
  })

  it('shows what the other save stored behind the edit dialog too, when its save meets the conflict', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    giveBoxesASize()
    const office = nrRoom('Office', 'A2.14', 44, 47)
    const louder = { ...office, assessment: nrRoom('Office', 'A2.14', 55, 57).assessment }
    const theirs = { ...stored, roomId: office.id, outlets: 2, items: stored.items.slice(0, 1), version: 2 }
    const { user } = staleOverview(office, theirs, [louder])
    expect(await barFigures(servedRoomBar('A2.14 Office'))).toEqual(['44.0 dB(A)', '47 (Fail)'])

    await user.click(screen.getByRole('button', { name: en.systems.menu }))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.edit }))
    const dialog = await screen.findByRole('dialog', { name: en.systemModal.editTitle })
    await user.type(within(dialog).getByRole('textbox', { name: en.systemModal.comment }), 'Checked')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    expect(await within(dialog).findByText(en.workspace.conflictReloaded)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: en.workspace.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    await waitFor(async () =>
      expect(await barFigures(servedRoomBar('A2.14 Office'))).toEqual(['55.0 dB(A)', '57 (Fail)']),
    )
  })
})
