import { Badge, type MantineSize } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Verdict } from '../../domain/rooms/compliance.ts'

const COLOURS: Record<Verdict, string> = {
  pass: 'teal',
  fail: 'red',
  none: 'gray',
  unassessable: 'orange',
  incomplete: 'yellow',
}

/**
 * A room's verdict against its target, coloured alike wherever it shows (the Rooms table, the room page, a
 * system's room). `status` makes it a live region where the verdict follows the user's own edits.
 */
export function VerdictBadge({
  verdict,
  size,
  status = false,
}: {
  verdict: Verdict
  size?: MantineSize
  status?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Badge
      color={COLOURS[verdict]}
      variant="light"
      size={size}
      // Whole words: in a narrow column the Finnish "Ei järjestelmiä" broke as "EI JÄRJES / TELMIÄ".
      styles={{ root: { flexShrink: 0 }, label: { whiteSpace: 'nowrap', overflow: 'visible' } }}
      {...(status ? { role: 'status' } : {})}
    >
      {t(`rooms.verdicts.${verdict}`)}
    </Badge>
  )
}
