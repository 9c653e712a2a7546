// The picture in docs/architecture.md is the code's: it fails while the imports changed and the picture did not
// (run `npm run docs:graph`).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { documentWithGraph, folderEdges, nodeOf } from './dependency-graph.ts'

describe('the dependency picture of docs/architecture.md', () => {
  it('names folders as the layers do', () => {
    const at = (file: string) => nodeOf(new URL(`../${file}`, import.meta.url).pathname)
    expect(at('src/engine/silencer-physics/porous.ts')).toBe('engine')
    expect(at('src/server/webshop/webshop.service.ts')).toBe('server/webshop')
    expect(at('src/server/app.ts')).toBe('server')
    expect(at('src/web/features/chain/chain.ts')).toBe('web/features/chain')
    expect(at('src/web/screens/overview/OverviewScreen.tsx')).toBe('web/screens')
  })

  it('holds the boundaries lint holds: the engine imports nothing of ours, the web never the server', () => {
    const edges = folderEdges()
    expect(edges.filter((e) => e.from === 'engine')).toEqual([])
    expect(edges.filter((e) => e.from.startsWith('web') && e.to.startsWith('server'))).toEqual([])
    expect(edges.some((e) => e.from === 'contract' && e.to === 'engine')).toBe(true)
  })

  it('is current', () => {
    const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8')
    expect(doc).toBe(documentWithGraph())
  })
})
