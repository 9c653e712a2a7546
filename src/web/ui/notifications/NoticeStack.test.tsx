import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { NoticeStack } from './NoticeStack.tsx'
import { notify, notifyError, notifySuccess } from '../../state/notifications.ts'

function renderStack() {
  render(
    <AppProviders>
      <NoticeStack />
    </AppProviders>,
  )
  return within(screen.getByRole('region', { name: en.workspace.messages }))
}

describe('the notice stack', () => {
  it('announces errors as alerts and the others as status, each closable by its labelled button', async () => {
    const stack = renderStack()
    act(() => {
      notifyError('Not saved')
      notifySuccess('Saved')
    })
    expect(stack.getByRole('alert')).toHaveTextContent('Not saved')
    expect(stack.getByRole('status')).toHaveTextContent('Saved')
    const close = within(stack.getByRole('alert')).getByRole('button', { name: en.workspace.dismiss })
    await userEvent.click(close)
    await waitFor(() => expect(stack.queryByText('Not saved')).not.toBeInTheDocument())
    expect(stack.getByText('Saved')).toBeInTheDocument()
  })

  it('shows the same message twice in a row once, and at most four at once', async () => {
    const stack = renderStack()
    act(() => {
      notifyError('Offline')
      notifyError('Offline')
    })
    await waitFor(() => expect(stack.getAllByText('Offline')).toHaveLength(1))
    act(() => {
      for (const n of [1, 2, 3, 4]) notify('info', `Message ${n}`)
    })
    const shown = () => [...stack.queryAllByRole('alert'), ...stack.queryAllByRole('status')]
    await waitFor(() => expect(shown()).toHaveLength(4))
    // The fifth waits for a place.
    expect(stack.queryByText('Message 4')).not.toBeInTheDocument()
    await userEvent.click(
      within(stack.getByRole('alert')).getByRole('button', { name: en.workspace.dismiss }),
    )
    expect(await stack.findByText('Message 4')).toBeInTheDocument()
  })
})
