import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../providers.tsx'
import { NoticeStack } from '../notifications/NoticeStack.tsx'
import { ERROR_TOAST_MS, INFO_TOAST_MS, toastError, toastInfo, toastSuccess } from './toasts.ts'

function renderNotices() {
  render(
    <AppProviders>
      <NoticeStack />
    </AppProviders>,
  )
}

describe('the export flow toasts (document 2 section 8)', () => {
  it('keeps errors 15 s and the others 5 s', async () => {
    expect(ERROR_TOAST_MS).toBe(15_000)
    expect(INFO_TOAST_MS).toBe(5_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderNotices()
    act(() => {
      toastError('It failed')
      toastInfo('Please wait')
      toastSuccess('It worked')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('It failed')
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual(['Please wait', 'It worked'])

    await act(() => vi.advanceTimersByTimeAsync(INFO_TOAST_MS - 1))
    expect(screen.getByText('Please wait')).toBeInTheDocument()
    expect(screen.getByText('It worked')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument()
    expect(screen.queryByText('It worked')).not.toBeInTheDocument()
    expect(screen.getByText('It failed')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - INFO_TOAST_MS - 1))
    expect(screen.getByText('It failed')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('It failed')).not.toBeInTheDocument()
  })
})
