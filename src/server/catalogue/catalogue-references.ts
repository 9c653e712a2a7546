// The checks that need more than one row: unique ids and names, classes that exist and fit, sizes that are
// not offered twice, editable attributes that the model has.
import type { RecordType } from './catalogue-records.ts'
import type { ParsedRow, RowError } from './catalogue-validate.ts'

type Row = ParsedRow

const CLASS_OF = {
  roundSilencer: 'silencerClass',
  diffuser: 'diffuserClass',
  abstractProduct: 'abstractClass',
} as const

/** `declared` holds the names of every row of each type, valid or not (see catalogue-validate.ts). */
export function checkReferences(
  rows: readonly Row[],
  declared: ReadonlyMap<string, ReadonlySet<string>>,
): RowError[] {
  const errors: RowError[] = []
  const seenIds = new Map<string, number>()
  const seenNames = new Map<string, number>()
  for (const r of rows) {
    const earlier = seenIds.get(r.id)
    if (earlier !== undefined)
      errors.push({ row: r.row, field: 'id', message: `repeats the id of row ${earlier}` })
    else seenIds.set(r.id, r.row)
    const key = `${r.type}:${r.value.name}`
    const named = seenNames.get(key)
    if (named !== undefined)
      errors.push({ row: r.row, field: 'name', message: `repeats the name of row ${named}` })
    else seenNames.set(key, r.row)
  }
  const silencerClasses = new Map(
    rows.flatMap((r) => (r.type === 'silencerClass' ? [[r.value.name, r.value] as const] : [])),
  )
  const isDeclared = (type: RecordType, name: string) => declared.get(type)?.has(name) ?? false
  const sizes = new Map<string, number>()

  for (const r of rows) {
    if (r.type === 'silencerClass') {
      const isGroup = r.value.name.includes('/')
      const parent = r.value.parentClass === null ? undefined : silencerClasses.get(r.value.parentClass)
      if (r.value.parentClass !== null && !isDeclared('silencerClass', r.value.parentClass))
        errors.push({ row: r.row, field: 'parentClass', message: `names no silencer class of the file` })
      else if (parent && (!parent.name.includes('/') || parent.kind !== r.value.kind || isGroup))
        errors.push({
          row: r.row,
          field: 'parentClass',
          message:
            'must be a grouping class (a name with a slash) of the same kind, and a group has no parent',
        })
    } else if (r.type === 'roundSilencer') {
      const owner = silencerClasses.get(r.value.class)
      if (!isDeclared('silencerClass', r.value.class))
        errors.push({ row: r.row, field: 'class', message: 'names no silencer class of the file' })
      else if (owner && (owner.kind !== 'round' || owner.name.includes('/')))
        errors.push({
          row: r.row,
          field: 'class',
          message: 'must be a round class that is not a grouping class',
        })
      const size = `${r.value.class} ${r.value.nominalSizeDiameter} ${r.value.length}`
      const twin = sizes.get(size)
      if (twin !== undefined)
        errors.push({
          row: r.row,
          field: 'length',
          message: `repeats class, diameter and length of row ${twin}`,
        })
      else sizes.set(size, r.row)
    } else if (r.type === 'diffuser' || r.type === 'abstractProduct') {
      if (!isDeclared(CLASS_OF[r.type], r.value.class))
        errors.push({ row: r.row, field: 'class', message: `names no ${CLASS_OF[r.type]} of the file` })
      if (r.type === 'abstractProduct') {
        const element = r.value.element as Record<string, unknown> | null
        for (const attribute of r.value.editableAttributes) {
          if (!element || !(attribute in element) || typeof element[attribute] !== 'number')
            errors.push({
              row: r.row,
              field: 'editableAttributes',
              message: `"${attribute}" is not a number of the element`,
            })
        }
      }
    }
  }
  return errors
}
