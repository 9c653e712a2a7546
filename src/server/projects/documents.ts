// A project row to the document of the API (docs/product-rules.md, "Ids" and "Project fields"): `_id` beside
// `id`, ISO dates, aliases. The systems' documents are systems/system-document.ts.
import type { ProjectBase } from '#contract/api/project-base.ts'
import type { ProjectRow, SystemRefRow } from './projects.repo.ts'
import type { Person } from '../users/users.repo.ts'

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

export function projectDocument(
  row: ProjectRow,
  people: { creator: Person | undefined; invited: readonly Person[] },
  refs: readonly SystemRefRow[],
): ProjectBase {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    projectName: row.name,
    number: row.number,
    projectNr: row.number,
    address: row.address,
    email: row.email,
    phone: row.phone,
    contactData: row.contactData,
    comment: row.comment,
    date: iso(row.date),
    author: row.authorId,
    // A deleted author's projects go with them (cascade), so a creator is always found.
    creator: people.creator ?? { id: row.authorId, email: '', fullName: '' },
    invitedUsers: [...people.invited],
    systemRefs: refs.map((r) => ({
      id: r.id,
      name: r.name,
      number: r.number,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
