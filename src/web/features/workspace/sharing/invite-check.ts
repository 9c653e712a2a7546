// The invite e-mail check of the sharing modal (docs/product-rules.md, "Invite e-mail check").
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { InviteRefusal, type InviteRefusalReason } from '#contract/api/projects.ts'
import type { AuthUser } from '#contract/api/auth.ts'
import { projectsApi, type ProjectListItem } from '#contract/api/projects.ts'
import { ApiError } from '../../../state/api/client.ts'
import { endpointQuery } from '../../../state/endpoint-query.ts'
import { isEmailAddress } from '../../../domain/email.ts'

/** The address is checked once typing pauses this long. */
export const INVITE_CHECK_DELAY_MS = 300

export type InviteCheck =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'invalidFormat' }
  | { state: 'notFound' }
  | { state: 'self' }
  | { state: 'alreadyInvited' }
  | { state: 'failed' }
  | { state: 'ready'; user: AuthUser }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Who is on the project already: the author and the invited users. */
const onProject = (project: ProjectListItem, user: { id?: string; email: string }) =>
  [project.creator, ...project.invitedUsers].some((m) => m.id === user.id || same(m.email, user.email))

/**
 * Checks the typed address after a 300 ms pause: its format, then yourself and already invited (known
 * without asking), then the lookup. Invite is allowed only in the `ready` state, which needs the signed-in
 * user: until it is known, "yourself" cannot be told apart, so the check stays `checking`.
 */
export function useInviteCheck(
  email: string,
  project: ProjectListItem,
  me: AuthUser | undefined,
): InviteCheck {
  const typed = email.trim()
  const [settled] = useDebouncedValue(typed, INVITE_CHECK_DELAY_MS)
  const formatOk = isEmailAddress(settled)
  const isSelf = me !== undefined && same(settled, me.email)
  const known = onProject(project, { email: settled })
  const lookup = useQuery(
    endpointQuery(
      projectsApi.lookupUser,
      { query: { email: settled } },
      { enabled: settled === typed && formatOk && !isSelf && !known, staleTime: 30_000 },
    ),
  )

  if (typed === '') return { state: 'empty' }
  if (settled !== typed) return { state: 'checking' }
  if (!formatOk) return { state: 'invalidFormat' }
  if (me === undefined) return { state: 'checking' }
  if (isSelf) return { state: 'self' }
  if (known) return { state: 'alreadyInvited' }
  if (lookup.isPending) return { state: 'checking' }
  if (lookup.isError) return { state: 'failed' }
  const user = lookup.data
  if (!user) return { state: 'notFound' }
  if (user.id === me.id) return { state: 'self' }
  if (onProject(project, user)) return { state: 'alreadyInvited' }
  return { state: 'ready', user }
}

/** Why the server refused an invite (422), or `refused` when its reason is none of the three known ones. */
export type InviteRefusalState = InviteRefusalReason | 'refused'

/** The reason of a refused invite, read from the 422 answer; undefined for any other failure. */
export function inviteRefusalOf(error: unknown): InviteRefusalState | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined
  const said = new Set([error.message, ...error.details.map((detail) => detail.message)])
  const reasons = Object.keys(InviteRefusal) as InviteRefusalReason[]
  return reasons.find((reason) => said.has(InviteRefusal[reason])) ?? 'refused'
}
