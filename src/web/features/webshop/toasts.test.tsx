import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../providers.tsx'
import { NoticeStack } from '../notifications/NoticeStack.tsx'
import { clearNotices, notifyError } from '../notifications/notifications.ts'
import { ERROR_TOAST_MS, INFO_TOAST_MS, toastError, toastInfo, toastSuccess } from './toasts.ts'

function renderNotices() {
  render(
    <AppProviders>
      <NoticeStack />
    </AppProviders>,
  )
}

describe('the export flow toasts', () => {
  it('shows one at a time: the outcome replaces "Fetching…"', () => {
    renderNotices()
    act(() => {
      toastInfo('Fetching')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Fetching')
    act(() => {
      toastSuccess('Fetched')
    })
    expect(screen.queryByText('Fetching')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Fetched')
    act(() => {
      toastInfo('Exporting')
      toastError('Not exported')
    })
    expect(screen.queryByText('Fetched')).not.toBeInTheDocument()
    expect(screen.queryByText('Exporting')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Not exported')
    // Messages of the rest of the application are not the flow's: they stay.
    act(() => {
      notifyError('Something else')
      toastInfo('Fetching')
    })
    expect(screen.getByText('Something else')).toBeInTheDocument()
    expect(screen.queryByText('Not exported')).not.toBeInTheDocument()
    act(() => clearNotices())
  })

  it('keeps errors 15 s and the others 5 s', async () => {
    expect(ERROR_TOAST_MS).toBe(15_000)
    expect(INFO_TOAST_MS).toBe(5_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderNotices()
    act(() => {
      toastSuccess('It worked')
    })
    await act(() => vi.advanceTimersByTimeAsync(INFO_TOAST_MS - 1))
    expect(screen.getByText('It worked')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('It worked')).not.toBeInTheDocument()

    act(() => {
      toastError('It failed')
    })
    await act(() => vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - 1))
    expect(screen.getByText('It failed')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('It failed')).not.toBeInTheDocument()
  })
})
