import { Stack } from '@mantine/core'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { normaliseRectConfig, type RectSilencerConfig } from '#engine/index.ts'
import { DraftRestoredNote } from '../../ui/DraftRestoredNote.tsx'
import { sameRectConfig } from '../../domain/rect-wizard/wizard-state.ts'
import { newRectDraft } from './rect-draft.ts'
import { RectWizard, type RectWizardProps } from './RectWizard.tsx'

/**
 * The wizard making a new silencer in the application. What the user sets is kept as a draft (rect-draft.ts)
 * and the wizard opens with it again, saying so, with Start over back to `preset`; the caller forgets the
 * draft when the wizard is closed or the silencer added.
 */
export function NewRectWizard({
  systemId,
  presetClass,
  preset,
  ...wizard
}: Omit<RectWizardProps, 'initialConfig' | 'flow' | 'mode' | 'onConfigChange'> & {
  systemId: string | null
  presetClass: string | null
  /** Where a new silencer starts: the class's preset at the system airflow. */
  preset: RectSilencerConfig
}) {
  const { t } = useTranslation()
  const draft = useMemo(() => newRectDraft(systemId, presetClass), [systemId, presetClass])
  const [restored, setRestored] = useState(() => draft.read())
  // Start over starts the wizard again.
  const [round, setRound] = useState(0)
  // Where the wizard started afresh (it reads its start once): a configuration back at it holds nothing.
  const [start, setStart] = useState(() => normaliseRectConfig(preset))
  const keep = useCallback(
    (config: RectSilencerConfig) => {
      if (sameRectConfig(config, start)) draft.forget()
      else draft.keep(config)
    },
    [draft, start],
  )
  return (
    <Stack gap="md">
      {restored && (
        <DraftRestoredNote
          message={t('rectWizard.draftRestored')}
          onStartOver={() => {
            draft.forget()
            setRestored(null)
            setStart(normaliseRectConfig(preset))
            setRound((count) => count + 1)
          }}
        />
      )}
      <RectWizard
        key={round}
        flow="app"
        mode="create"
        initialConfig={restored ?? preset}
        onConfigChange={keep}
        {...wizard}
      />
    </Stack>
  )
}
