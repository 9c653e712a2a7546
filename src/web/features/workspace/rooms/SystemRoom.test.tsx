import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/index.ts'
import fi from '../../../i18n/locales/fi.json'
import { AppProviders } from '../../../providers.tsx'
import { aSystem } from '../../../state/workspace/test-fixtures.ts'
import { SystemRoom } from './SystemRoom.tsx'

describe("a system's project room", () => {
  it('refuses 2,5 identical outlets in Finnish: the text stays with its message and cannot be saved as 25', async () => {
    await i18n.changeLanguage('fi')
    const user = userEvent.setup()
    render(
      <AppProviders>
        <SystemRoom
          projectId={crypto.randomUUID()}
          saved={aSystem({ outlets: 4 })}
          flush={async () => {}}
          fallback={null}
        />
      </AppProviders>,
    )
    const outlets = screen.getByRole('textbox', { name: fi.rooms.systemRoom.outlets })
    const save = screen.getByRole('button', { name: fi.rooms.systemRoom.apply })
    await user.clear(outlets)
    await user.type(outlets, '2,5')
    expect(outlets).toHaveValue('2,5')
    expect(outlets).toHaveAccessibleDescription(fi.common.wholeNumber)
    expect(save).toBeDisabled()
    await user.tab()
    expect(outlets).toHaveValue('2,5')
    expect(save).toBeDisabled()
    // Once it is a whole number, it may be saved.
    await user.type(outlets, '{Backspace}{Backspace}')
    expect(outlets).toHaveValue('2')
    expect(save).toBeEnabled()
  })
})
