// How rooms are named and ordered wherever they are listed, as a room schedule does (docs/product-rules.md,
// "Room fields"): by the number the drawings give them, then by name.

/** What names a room: its number on the drawings ('' when none) and its name. */
export interface NamedRoom {
  readonly number: string
  readonly name: string
}

// Rooms are numbered ("Office 2", "Office 10", "A1.12"): their numbers sort as numbers, as on a drawing's
// room schedule, and case does not split them.
const ROOM_NAMES = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** Two room names or numbers in a room schedule's order: 'Office 2' before 'Office 10', 'A2.9' before 'A2.14'. */
export const compareRoomNames = (a: string, b: string): number => ROOM_NAMES.compare(a, b)

/**
 * Two rooms by number alone: rooms without one after those with one, whichever way the rest goes (a schedule
 * lists the numbered rooms of the drawings first; `sign` −1 reverses only the numbered ones).
 */
export function compareRoomNumbers(a: NamedRoom, b: NamedRoom, sign = 1): number {
  if (a.number === '' || b.number === '') return a.number === b.number ? 0 : a.number === '' ? 1 : -1
  return sign * compareRoomNames(a.number, b.number)
}

/** Two rooms in a room schedule's order: by number, rooms without one last, then by name. */
export const compareRooms = (a: NamedRoom, b: NamedRoom): number =>
  compareRoomNumbers(a, b) || compareRoomNames(a.name, b.name)

/** A room as a picker, a schedule or a heading names it: 'A2.14 Office', or its name alone without a number. */
export const roomLabel = (room: NamedRoom): string =>
  room.number ? `${room.number} ${room.name}` : room.name
