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
    expect(at('src/web/domain/chain/chain.ts')).toBe('web/domain')
    expect(at('src/web/features/workspace/projects/ProjectCard.tsx')).toBe('web/features/workspace')
    expect(at('src/web/features/integrations/plugin/ifc.ts')).toBe('web/features/integrations/plugin')
    expect(at('src/web/layout/MainLayout.tsx')).toBe('web')
    expect(at('src/web/routes.tsx')).toBe('web')
  })

  it("holds the web app's layers: features never import each other, no layer imports one above it", () => {
    const rank: Record<string, number> = {
      'web/domain': 0,
      'web/i18n': 0,
      'web/state': 1,
      'web/ui': 2,
      web: 4,
    }
    const rankOf = (node: string) => rank[node] ?? 3
    // i18n keeps the chosen language in a persisted store: the one edge from a shared module up into state.
    const allowed = (from: string, to: string) => from === 'web/i18n' && to === 'web/state'
    const upward = folderEdges().filter(
      (e) =>
        e.from.startsWith('web') &&
        e.to.startsWith('web') &&
        !allowed(e.from, e.to) &&
        (rankOf(e.to) > rankOf(e.from) || (rankOf(e.from) === 3 && rankOf(e.to) === 3)),
    )
    expect(upward).toEqual([])
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
