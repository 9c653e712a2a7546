import { describe, expect, it } from 'vitest'
import pkg from '../../../../package.json'
import { ENGINE_VERSION } from './engine-version.ts'

// The web and engine sources as text (the web test project has no Node file APIs in its types).
const sources = import.meta.glob<string>(
  [
    '../../**/*.{ts,tsx}',
    '../../../engine/**/*.ts',
    '!../../**/*.test.{ts,tsx}',
    '!../../../engine/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
)

describe('the engine version in the report stamp', () => {
  it('is the package version', () => {
    expect(ENGINE_VERSION).toBe(pkg.version)
  })

  it('is written nowhere but package.json, so that a release cannot leave a stale copy behind', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    const literal = new RegExp(`['"\`]${pkg.version.replaceAll('.', '\\.')}['"\`]`)
    const copies = Object.entries(sources)
      .filter(([, text]) => literal.test(text))
      .map(([file]) => file)
    expect(copies).toEqual([])
  })
})
