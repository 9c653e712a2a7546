// The catalogue API: public lists with an ETag (304 on a match), the catalogue info and the drawings.
import type { FastifyInstance } from 'fastify'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { registerCachedList } from './cached-list.ts'
import { catalogueImageRoutes } from './catalogue-images.routes.ts'
import type { CatalogueService } from './catalogue.service.ts'

export function catalogueRoutes(
  app: FastifyInstance,
  opts: { catalogue: CatalogueService; imagesDir: string },
): void {
  const { catalogue } = opts
  registerCachedList(app, catalogueApi.silencers, () => catalogue.list('silencers'))
  registerCachedList(app, catalogueApi.diffusers, () => catalogue.list('diffusers'))
  registerCachedList(app, catalogueApi.abstractProducts, () => catalogue.list('abstractProducts'))
  registerCachedList(app, catalogueApi.silencerClasses, (q) =>
    catalogue.list('silencerClasses', q.group === 'all'),
  )
  registerCachedList(app, catalogueApi.diffuserClasses, () => catalogue.list('diffuserClasses'))
  registerCachedList(app, catalogueApi.abstractClasses, () => catalogue.list('abstractClasses'))
  registerEndpoint(app, catalogueApi.info, () => catalogue.info())
  registerEndpoint(app, catalogueApi.version, ({ params }) => catalogue.version(params.version))
  catalogueImageRoutes(app, { imagesDir: opts.imagesDir })
}
