// A notice that offers one step onward, e.g. "Open project" after a system was copied into another project:
// the message and a button that takes the step and closes the notice.
import { Button, Stack, Text } from '@mantine/core'
import { dismissNotice, notify, type NoticeKind } from './notifications.ts'

/** Longer than a plain notice: there is a button to reach (hovering holds it too). */
export const ACTION_NOTICE_MS = 12_000

export interface NoticeAction {
  label: string
  onClick: () => void
}

export function notifyWithAction(kind: NoticeKind, message: string, action: NoticeAction): string {
  // Read when the button is pressed, by which time notify has answered the id.
  let id = ''
  id = notify(
    kind,
    message,
    ACTION_NOTICE_MS,
    <Stack gap={6} align="flex-start">
      <Text size="sm">{message}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          dismissNotice(id)
          action.onClick()
        }}
      >
        {action.label}
      </Button>
    </Stack>,
  )
  return id
}
