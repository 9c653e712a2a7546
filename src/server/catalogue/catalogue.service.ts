// The catalogue lists and their info. Each list is serialised once per catalogue version and kept in memory;
// a request costs one small query for the version, so every instance notices a new catalogue at once.
import type { CatalogueInfo, CatalogueVersionInfo } from '#contract/api/catalogue.ts'
import { notFound } from '../http/app-error.ts'
import type { Db } from '../db/client.ts'
import {
  abstractClassAnswer,
  abstractProductAnswer,
  diffuserAnswer,
  diffuserClassAnswer,
  roundSilencerAnswer,
  silencerClassAnswer,
} from './catalogue-answers.ts'
import { countCatalogue, readCatalogueVersion, readMeta, readStamp, readTable } from './catalogue.repo.ts'
import type { Tx } from '../db/transaction.ts'

export type ListName =
  'silencers' | 'diffusers' | 'abstractProducts' | 'silencerClasses' | 'diffuserClasses' | 'abstractClasses'

/** A serialised answer `{"success":true,"data":[...]}` and its ETag's opaque tag (sent weak, cached-list.ts). */
export interface CachedList {
  etag: string
  /** Bytes, not text: a Buffer goes out as it is, without being encoded again on every request. */
  body: Buffer
}

/**
 * Where the formulas of the demo models are written down: the page of the built app that shows
 * docs/acoustics.md, which links to the other products' (scripts/method-pages.ts). The interface links to it.
 */
export const MODEL_DOCUMENTATION = '/app/methods/acoustics.html'

const LOADERS: Record<ListName, (tx: Tx, version: number, all: boolean) => Promise<unknown[]>> = {
  silencers: async (tx, version) =>
    (await readTable(tx, 'roundSilencers')).map((p) => roundSilencerAnswer(p, version)),
  diffusers: async (tx, version) => (await readTable(tx, 'diffusers')).map((p) => diffuserAnswer(p, version)),
  abstractProducts: async (tx, version) =>
    (await readTable(tx, 'abstractProducts')).map((p) => abstractProductAnswer(p, version)),
  silencerClasses: async (tx, _version, all) =>
    (await readTable(tx, 'silencerClasses'))
      .filter((c) => all || c.parentClassId === null)
      .map(silencerClassAnswer),
  diffuserClasses: async (tx) => {
    const products = await readTable(tx, 'diffusers')
    return (await readTable(tx, 'diffuserClasses')).map((c) => diffuserClassAnswer(c, products))
  },
  abstractClasses: async (tx) => (await readTable(tx, 'abstractClasses')).map(abstractClassAnswer),
}

const NO_REVISION = '00000000'

export function createCatalogueService(db: Db) {
  const cache = new Map<string, CachedList & { stamp: string }>()
  const stampOf = (s: { version: number; revision: string } | null) =>
    s ? `${s.version}-${s.revision.slice(0, 8)}` : `0-${NO_REVISION}`

  async function load(name: ListName, all: boolean, key: string): Promise<CachedList & { stamp: string }> {
    // One snapshot for the version and the rows, so an answer never mixes two catalogues.
    const entry = await db.transaction(
      async (tx) => {
        const stamp = await readStamp(tx)
        const data = await LOADERS[name](tx, stamp?.version ?? 0, all)
        const body = Buffer.from(JSON.stringify({ success: true, data }))
        return { stamp: stampOf(stamp), etag: `"${stampOf(stamp)}-${key}"`, body }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    cache.set(key, entry)
    return entry
  }

  // ζ per class, size and length of the current catalogue, rebuilt when the catalogue changes.
  let zetas: { stamp: string; byKey: Map<string, number> } | null = null
  const zetaKey = (className: string, diameter: number, length: number) =>
    `${className}|${diameter}|${length}`
  async function loadZetas(): Promise<{ stamp: string; byKey: Map<string, number> }> {
    return db.transaction(
      async (tx) => {
        const stamp = stampOf(await readStamp(tx))
        const byKey = new Map<string, number>()
        for (const p of await readTable(tx, 'roundSilencers'))
          if (p.pressureDropCoefficient !== null)
            byKey.set(zetaKey(p.className, p.nominalSizeDiameter, p.length), p.pressureDropCoefficient)
        zetas = { stamp, byKey }
        return zetas
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  }

  return {
    /** The catalogue's own ζ of a round silencer (class, nominal diameter, length), or null. */
    async roundSilencerZeta(key: {
      silencerClass: string
      diameter: number
      length: number
    }): Promise<number | null> {
      const current = stampOf(await readStamp(db))
      const table = zetas?.stamp === current ? zetas : await loadZetas()
      return table.byKey.get(zetaKey(key.silencerClass, key.diameter, key.length)) ?? null
    },

    /** The answer of a list; `all` lists grouped classes too (silencer classes only). */
    async list(name: ListName, all = true): Promise<CachedList> {
      const key = `${name}${all ? '' : '-top'}`
      const current = stampOf(await readStamp(db))
      const hit = cache.get(key)
      return hit?.stamp === current ? hit : load(name, all, key)
    },

    /** A catalogue version as it was stored, also after it was replaced; 404 when there never was one. */
    async version(version: number): Promise<CatalogueVersionInfo> {
      const row = await readCatalogueVersion(db, version)
      if (!row) throw notFound('No such catalogue version')
      return {
        version: row.version,
        source: row.source === 'import' ? 'import' : 'demo',
        description: row.description,
        dataSources: { measured: row.measured, modelled: row.modelled },
        createdAt: row.createdAt.toISOString(),
      }
    },

    async info(): Promise<CatalogueInfo> {
      const [meta, counts] = await Promise.all([readMeta(db), countCatalogue(db)])
      const tally = (byDataSource: Partial<Record<string, number>>) => {
        const measured = byDataSource.measured ?? 0
        const modelled = byDataSource.modelled ?? 0
        return { total: measured + modelled, measured, modelled }
      }
      const products = {
        roundSilencers: tally(counts.roundSilencers),
        diffusers: tally(counts.diffusers),
        abstractProducts: tally(counts.abstractProducts),
      }
      const all = Object.values(products)
      return {
        version: meta?.version ?? 0,
        source: (meta?.source as 'demo' | 'import' | undefined) ?? 'empty',
        updatedAt: meta?.updatedAt.toISOString() ?? null,
        description: meta?.description ?? 'The catalogue is empty.',
        dataSources: {
          measured: all.reduce((sum, p) => sum + p.measured, 0),
          modelled: all.reduce((sum, p) => sum + p.modelled, 0),
        },
        products,
        classes: {
          silencerClasses: counts.silencerClasses,
          diffuserClasses: counts.diffuserClasses,
          abstractClasses: counts.abstractClasses,
        },
        modelDocumentation: MODEL_DOCUMENTATION,
      }
    },
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>

/** The current catalogue version, or null before the first seed: what a saved system records with its copies. */
export const currentCatalogueVersion = async (db: Db): Promise<number | null> =>
  (await readStamp(db))?.version ?? null
