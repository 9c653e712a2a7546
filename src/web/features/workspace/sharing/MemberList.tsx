import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProjectListItem } from '#contract/api/projects.ts'
import { Icon } from '../../../ui/Icon.tsx'

/** The 'shared with' list: the author apart, then each invitee with a remove control. */
export function MemberList({
  project,
  onRemove,
}: {
  project: ProjectListItem
  onRemove: (userId: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('sharing.author')}
      </Title>
      <Text size="sm">
        {project.creator.fullName} ({project.creator.email})
      </Text>
      <Title order={3} size="h5">
        {t('sharing.sharedWith')}
      </Title>
      {project.invitedUsers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sharing.noInvitees')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('sharing.sharedWith')}
        >
          {project.invitedUsers.map((user) => (
            <Group component="li" key={user.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {user.fullName} ({user.email})
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('sharing.remove', { name: user.fullName })}
                onClick={() => onRemove(user.id)}
              >
                <Icon name="x" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
