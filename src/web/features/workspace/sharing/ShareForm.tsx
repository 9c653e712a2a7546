import { Button, Group, LoadingOverlay, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectDocument, ProjectListItem } from '#contract/api/projects.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { useCurrentUser } from '../../../state/auth/useCurrentUser.ts'
import { inviteRefusalOf, useInviteCheck, type InviteCheck, type InviteRefusalState } from './invite-check.ts'
import { MemberList } from './MemberList.tsx'
import { projectsApi } from '#contract/api/projects.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { projectRead } from '../../../state/workspace/queries.ts'

const messageKeys = {
  invalidFormat: 'sharing.errors.invalidFormat',
  notFound: 'sharing.errors.notFound',
  self: 'sharing.errors.self',
  alreadyInvited: 'sharing.errors.alreadyInvited',
  failed: 'sharing.errors.lookup',
  refused: 'sharing.errors.invite',
} as const

function messageOf(check: InviteCheck) {
  return check.state in messageKeys ? messageKeys[check.state as keyof typeof messageKeys] : undefined
}

/** The server refused to invite the user at this address; said under the field until the address changes. */
interface Refusal {
  email: string
  state: InviteRefusalState
}

/**
 * The e-mail input with its four messages, Invite (enabled only for a valid, existing, not-yet-invited user
 * other than yourself), the member list and Done.
 */
export function ShareForm({ project: initial, onDone }: { project: ProjectListItem; onDone: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const me = useCurrentUser().user ?? undefined
  const [project, setProject] = useState(initial)
  // The address is checked as typed by useInviteCheck (a lookup), not by form rules.
  const form = useForm({ initialValues: { email: '' } })
  const { email } = form.values
  const check = useInviteCheck(email, project, me)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const keep = (saved: ProjectDocument) => {
    setProject(saved)
    queryClient.setQueryData(endpointKey(projectsApi.get, projectRead(saved.id)), saved)
  }
  const invite = useMutation({
    mutationFn: ({ userId }: { userId: string; email: string }) =>
      call(projectsApi.invite, { params: { projectId: project.id }, body: { invitedUserId: userId } }),
    onSuccess: (saved) => {
      keep(saved)
      form.reset()
      notifySuccess(t('sharing.invited'))
    },
    onError: (error, { email: refusedEmail }) => {
      logFailure('invite', error)
      // Refused (422): the reason belongs under the e-mail field, like the checks made before asking.
      const refused = inviteRefusalOf(error)
      if (refused) setRefusal({ email: refusedEmail, state: refused })
      else notifyError(t('sharing.errors.invite'))
    },
  })
  const remove = useMutation({
    mutationFn: (userId: string) =>
      call(projectsApi.removeMember, { params: { projectId: project.id, userId } }),
    onSuccess: keep,
    onError: (error) => {
      logFailure('remove member', error)
      notifyError(t('sharing.errors.remove'))
    },
  })
  const refused = refusal?.email === email ? refusal.state : undefined
  const message = refused ? messageKeys[refused] : messageOf(check)
  const ready = check.state === 'ready' && !refused

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={remove.isPending} loaderProps={{ 'aria-label': t('workspace.busy') }} />
      <Text size="sm">{t('sharing.fullAccess')}</Text>
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          if (ready && !invite.isPending) invite.mutate({ userId: check.user.id, email })
        })}
      >
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            type="email"
            label={t('sharing.email')}
            autoComplete="off"
            {...form.getInputProps('email')}
            error={message ? t(message) : undefined}
            description={ready ? t('sharing.found', { name: check.user.fullName }) : undefined}
          />
          <Button type="submit" mt={25} disabled={!ready} loading={invite.isPending}>
            {t('sharing.invite')}
          </Button>
        </Group>
      </form>
      <MemberList project={project} onRemove={(userId) => remove.mutate(userId)} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('sharing.done')}</Button>
      </Group>
    </Stack>
  )
}
