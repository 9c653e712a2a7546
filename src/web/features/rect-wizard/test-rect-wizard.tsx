// What the rectangular wizard's tests share: a chain's noise and the wizard's starting sizes, the options the
// server answers for them, and the wizard rendered with the notices it raises.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import {
  bandsFromArray,
  DEFAULT_RECT_CONFIG,
  recommendRectOption,
  rectSilencerOptions,
  type RectSilencerConfig,
} from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { useNotices } from '../../state/notifications.ts'
import { RectWizard, type RectWizardProps } from './RectWizard.tsx'
import type { RectWizardFlow } from '../../domain/rect-wizard/wizard-state.ts'

export const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
export const start: RectSilencerConfig = {
  ...DEFAULT_RECT_CONFIG,
  inputAirflow: 900,
  width: 1000,
  length: 1500,
}
export const computed = rectSilencerOptions({ ...start, inputSoundPower: NOISE })
export const recommended = recommendRectOption(computed).recommendedOptionIndex
// As the server answers them: the recommended one marked.
export const options = computed.map((option, index) => ({ ...option, recommended: index === recommended }))
export const OPTIONS = 'POST /api/calculations/rect-silencer-options'
export const w = en.rectWizard

function Notices() {
  const notices = useNotices()
  return (
    // eslint-disable-next-line i18next/no-literal-string -- the tests' own list of notices, read by this name
    <ul aria-label="notices">
      {notices.map((n) => (
        <li key={n.id}>{n.message}</li>
      ))}
    </ul>
  )
}

export function renderWizard(
  flow: RectWizardFlow = 'app',
  mode: 'create' | 'edit' = 'create',
  extra: Partial<RectWizardProps> = {},
) {
  const onFinish = vi.fn()
  const user = userEvent.setup()
  const view = render(
    <AppProviders>
      <RectWizard
        flow={flow}
        mode={mode}
        initialConfig={start}
        inputSoundPower={NOISE}
        onFinish={onFinish}
        {...extra}
      />
      <Notices />
    </AppProviders>,
  )
  return { onFinish, user, view }
}

export const select = (label: string) => screen.getByRole('combobox', { name: label })
export const code = () => screen.getByTestId('rect-code')
