// A change a conflict dropped, put back over the other save when the user asks (docs/product-rules.md,
// "Recalculation and saving"): the chain and room as the user had them, saved on the version the other save
// produced. Nothing of the other save is lost by it: the version it replaces is kept in the system's history.
import { storedSystem } from './save-request.ts'
import { changeSystem, droppedChangeOf, type SaveContext } from './system-saver.ts'

/** Whether a dropped change waits to be put back. */
export const hasDroppedChange = (systemId: string): boolean => droppedChangeOf(systemId) !== null

/** Makes the dropped change the system's change again, on the stored version; saved after the usual pause. */
export function putBackDroppedChange(context: SaveContext): void {
  const dropped = droppedChangeOf(context.systemId)
  const stored = storedSystem(context.queryClient, context.systemId)
  if (!dropped || !stored) return
  changeSystem(context, stored, dropped)
}
