import { QueryClient } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { fail, ok, stubApi } from '../../test-api.ts'
import { ENGINE_VERSION } from './engine-version.ts'
import { inputsHash } from './report-model.ts'
import { useStamp, type StampCatalogue } from './use-report.ts'

const versionAnswer = (version: number, measured: number, modelled: number) =>
  ok({
    version,
    source: measured > 0 ? 'import' : 'demo',
    description: 'd',
    dataSources: { measured, modelled },
    createdAt: '2026-01-01T00:00:00.000Z',
  })

function stamp(catalogue: StampCatalogue) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>{children}</AppProviders>
  )
  return renderHook(() => useStamp({ a: 1 }, catalogue), { wrapper })
}

const fill = (catalogue: string) =>
  en.printing.stamp
    .replace('{{engine}}', ENGINE_VERSION)
    .replace('{{catalogue}}', catalogue)
    .replace('{{hash}}', inputsHash({ a: 1 }))

describe('the report stamp', () => {
  it("prints the systems' own catalogue versions, each marked when it held modelled data", async () => {
    const seen = stubApi({
      'GET /api/catalogue/versions/1': () => versionAnswer(1, 0, 500),
      'GET /api/catalogue/versions/2': () => versionAnswer(2, 400, 0),
      'GET /api/catalogue/versions/3': () => versionAnswer(3, 400, 60),
      'GET /api/catalogue/info': () => fail(500, 'X'),
    })
    const { result } = stamp([3, 1, null, 2, 1])
    expect(result.current.ready).toBe(false)
    await waitFor(() => expect(result.current.ready).toBe(true))
    const modelled = en.printing.stampModelled.replace('{{version}}', '1')
    const partly = en.printing.stampPartlyModelled.replace('{{version}}', '3')
    expect(result.current.stamp).toBe(fill(`${modelled}, 2, ${partly}`))
    // Never the current catalogue's: the systems say which they were saved with.
    expect(seen.map((r) => r.path)).not.toContain('/api/catalogue/info')
  })

  it('prints the current version only for data without one of its own, and a dash when none is known', async () => {
    stubApi({
      'GET /api/catalogue/info': () =>
        ok({
          version: 4,
          source: 'demo',
          updatedAt: null,
          description: 'Demo',
          dataSources: { measured: 0, modelled: 10 },
          products: {
            roundSilencers: { total: 10, measured: 0, modelled: 10 },
            diffusers: { total: 0, measured: 0, modelled: 0 },
            abstractProducts: { total: 0, measured: 0, modelled: 0 },
          },
          classes: { silencerClasses: 1, diffuserClasses: 0, abstractClasses: 0 },
          modelDocumentation: '/app/methods/acoustics.html',
        }),
      'GET /api/catalogue/versions/4': () => versionAnswer(4, 0, 10),
    })
    const current = stamp('current')
    await waitFor(() => expect(current.result.current.ready).toBe(true))
    expect(current.result.current.stamp).toBe(fill(en.printing.stampModelled.replace('{{version}}', '4')))
    const none = stamp([null])
    expect(none.result.current).toEqual({ stamp: fill('-'), ready: true })
  })

  it('still prints the version when its history cannot be read', async () => {
    stubApi({ 'GET /api/catalogue/versions/7': () => fail(404, 'NOT_FOUND') })
    const { result } = stamp([7])
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.stamp).toBe(fill('7'))
  })
})
