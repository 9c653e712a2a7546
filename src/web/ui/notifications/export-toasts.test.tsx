import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../providers.tsx'
import { NoticeStack } from './NoticeStack.tsx'
import { clearNotices, NOTICE_FADE_MS, notifyError } from '../../state/notifications.ts'
import { ERROR_TOAST_MS, INFO_TOAST_MS, toastError, toastInfo, toastSuccess } from './export-toasts.ts'

function renderNotices() {
  render(
    <AppProviders>
      <NoticeStack />
    </AppProviders>,
  )
}

// A replaced or expired toast fades out before it leaves the page.
const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument())

describe('the export flow toasts (document 2 section 8)', () => {
  it('shows one at a time: the outcome replaces "Fetching…" (issue 20)', async () => {
    renderNotices()
    act(() => {
      toastInfo('Fetching')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Fetching')
    act(() => {
      toastSuccess('Fetched')
    })
    await gone('Fetching')
    expect(screen.getByRole('status')).toHaveTextContent('Fetched')
    act(() => {
      toastInfo('Exporting')
      toastError('Not exported')
    })
    await gone('Fetched')
    await gone('Exporting')
    expect(screen.getByRole('alert')).toHaveTextContent('Not exported')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    // Messages of the rest of the application are not the flow's: they stay.
    act(() => {
      notifyError('Something else')
      toastInfo('Fetching')
    })
    await gone('Not exported')
    expect(screen.getByText('Something else')).toBeInTheDocument()
    expect(screen.getByText('Fetching')).toBeInTheDocument()
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
    await act(() => vi.advanceTimersByTimeAsync(1 + NOTICE_FADE_MS))
    expect(screen.queryByText('It worked')).not.toBeInTheDocument()

    act(() => {
      toastError('It failed')
    })
    await act(() => vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - 1))
    expect(screen.getByText('It failed')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1 + NOTICE_FADE_MS))
    expect(screen.queryByText('It failed')).not.toBeInTheDocument()
  })
})
