// The fuzzer's real data (fuzz.test.ts): what beforeAll makes, the real value of each path parameter, the
// spare data a destructive call is given instead of a fixture, and a valid sample body of each route. Every
// route needs them so that hostile input reaches its own code rather than stopping at 404 or 422 on the way
// in; a route added without them is reached only by chance, and the share of routes that succeed sinks.
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { projectBody, systemBody } from '../../../bench/samples.ts'
import { officeRoom } from '../projects/projects-test-kit.ts'
import { signatureHeader } from '../webshop/signature.ts'
import { PASSWORD, signUp, tokenHeaders } from './auth.ts'
import type { Fixtures, Method, Route } from './fuzz-cases.ts'

type Data = Record<string, unknown> & { id: string; version: number }

export function fuzzFixtures(app: FastifyInstance, shopSecret: string) {
  let fx: Fixtures

  async function call(method: Method, url: string, who: SignedIn, payload?: unknown): Promise<Data> {
    const res = await app.inject({ method, url, headers: tokenHeaders(who), ...(payload ? { payload } : {}) })
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`)
    return res.json<{ data: Data }>().data
  }

  async function signed(url: string, body: unknown): Promise<Record<string, string>> {
    const raw = JSON.stringify(body)
    const res = await app.inject({
      method: 'POST',
      url,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': signatureHeader(shopSecret, raw) },
    })
    if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`)
    return res.json<{ data: Record<string, string> }>().data
  }

  /** The sample system of the benchmarks with a real catalogue silencer first. */
  function withSilencer(silencerId: string) {
    const body = systemBody('Fuzz system')
    const [first, ...rest] = body.items
    return { ...body, items: first ? [{ ...first, productId: silencerId }, ...rest] : rest }
  }

  /** A project of `who` with a saved-over system (so that it has a version) and a room. */
  async function projectOf(who: SignedIn, name: string, systemBodyOf: object) {
    const project = await call('POST', '/api/projects', who, projectBody(name))
    const system = await call('POST', `/api/projects/${project.id}/systems`, who, systemBodyOf)
    const url = `/api/projects/${project.id}/systems/${system.id}`
    await call('PUT', url, who, { ...systemBodyOf, name: 'Saved over', version: system.version })
    const room = await call('POST', `/api/projects/${project.id}/rooms`, who, officeRoom)
    return { project: project.id, system: system.id, room: room.id }
  }

  async function make(): Promise<Fixtures> {
    const [owner, outsider, member] = await Promise.all([
      signUp(app, { fullName: 'Fuzz Owner' }),
      signUp(app, { fullName: 'Fuzz Outsider' }),
      signUp(app, { fullName: 'Fuzz Member' }),
    ])
    const silencers = (await app.inject({ method: 'GET', url: '/api/silencers' })).json<{
      data: {
        id: string
        class: string
        nominalSizeDiameter: number
        length: number
        catalogueVersion: number
      }[]
    }>().data
    const first = silencers[0]
    if (!first) throw new Error('the test catalogue has no silencers')
    const own = await projectOf(owner, 'Fuzz project', withSilencer(first.id))
    const foreign = await projectOf(outsider, 'Not yours', systemBody('S'))
    await call('POST', `/api/projects/${own.project}/users`, owner, { invitedUserId: member.user.id })
    const file = await app.inject({
      method: 'GET',
      url: `/api/projects/${own.project}/file`,
      headers: tokenHeaders(owner),
    })
    const resource = await signed('/api/webshop/resources', {
      type: 'silencer',
      name: 'Fuzz silencer',
      inputAirflow: 250,
    })
    const shopProject = await signed('/api/webshop/projects', { externalProjectId: 'fuzz-shop-project' })
    // The shop sends the owner there, so the owner's bulk exports get past the gate.
    await call('POST', `/api/webshop/projects/${shopProject.externalProjectId}/arrivals`, owner, {
      handoff: shopProject.handoff,
    })
    fx = {
      owner,
      outsider,
      member,
      ...own,
      foreignProject: foreign.project,
      foreignSystem: foreign.system,
      foreignRoom: foreign.room,
      projectFile: file.json<object>(),
      silencer: {
        id: first.id,
        class: first.class,
        diameter: first.nominalSizeDiameter,
        length: first.length,
      },
      catalogueVersion: first.catalogueVersion,
      resource: resource.resourceId ?? '',
      shopProject: shopProject.externalProjectId ?? '',
      handoff: shopProject.handoff ?? '',
    }
    return fx
  }

  /** The real value of a path parameter: the owner's data, or the outsider's; undefined where there is none. */
  function realParam(route: Route, name: string, ownersData: boolean): string | undefined {
    const { path } = route
    if (path.startsWith('/api/webshop/silencers/')) return fx.resource
    if (path.startsWith('/api/webshop/projects/')) return fx.shopProject
    if (path.startsWith('/api/catalogue/versions/')) return String(fx.catalogueVersion)
    if (name === 'userId') return ownersData ? fx.member.user.id : fx.outsider.user.id
    // Stands for the newest version of the system the call names, looked up when the call is made.
    if (name === 'versionId') return ownersData ? OWN_VERSION : FOREIGN_VERSION
    const isRoom = name === 'roomId' || (name === 'id' && path.includes('/rooms/'))
    if (isRoom) return ownersData ? fx.room : fx.foreignRoom
    const isSystem = name === 'id' && (path.includes('/systems/') || path.startsWith('/api/systems'))
    if (isSystem) return ownersData ? fx.system : fx.foreignSystem
    if (name === 'id' || name === 'projectId') return ownersData ? fx.project : fx.foreignProject
    return undefined
  }

  /** A new project, system or room of the fixture's user, deleted when `deleted`, for a call that uses one up. */
  async function spare(kind: 'project' | 'system' | 'room', ofOwner: boolean, deleted: boolean) {
    const who = ofOwner ? fx.owner : fx.outsider
    const project = ofOwner ? fx.project : fx.foreignProject
    const url =
      kind === 'project'
        ? '/api/projects'
        : kind === 'system'
          ? `/api/projects/${project}/systems`
          : `/api/projects/${project}/rooms`
    const body =
      kind === 'project' ? projectBody('Spare') : kind === 'system' ? systemBody('Spare') : officeRoom
    const made = await call('POST', url, who, body)
    if (deleted) await call('DELETE', `${url}/${made.id}`, who)
    return made.id
  }

  /**
   * Before a call: a DELETE of a fixture deletes a fresh spare instead, so that the remaining runs still have
   * real data to reach; a restore gets a spare deleted for it, of the same user; the member is invited again
   * before being removed; a version stands for the named system's newest.
   */
  async function prepare(route: Route, values: Map<string, string>): Promise<void> {
    const { method, path } = route
    const id = values.get('id') ?? values.get('roomId')
    const key = path.endsWith('/rooms/{roomId}') ? 'roomId' : 'id'
    const restore = path.includes('/deleted/') && path.endsWith('/restore')
    if (method === 'DELETE' || restore) {
      const kind = path.includes('/rooms/') ? 'room' : path.includes('/systems/') ? 'system' : 'project'
      const fixture = { project: [fx.project, fx.foreignProject], system: [fx.system, fx.foreignSystem] }
      const [own, foreign] = kind === 'room' ? [fx.room, fx.foreignRoom] : fixture[kind]
      const isDeletion = method === 'DELETE' && /\/\{(id|roomId)\}$/.test(path) && !path.includes('/users/')
      if ((isDeletion || restore) && (id === own || id === foreign)) {
        values.set(key, await spare(kind, id === own, restore))
      }
    }
    if (
      method === 'DELETE' &&
      path.endsWith('/users/{userId}') &&
      values.get('userId') === fx.member.user.id
    ) {
      await app.inject({
        method: 'POST',
        url: `/api/projects/${fx.project}/users`,
        headers: tokenHeaders(fx.owner),
        payload: { invitedUserId: fx.member.user.id },
      })
    }
    const version = values.get('versionId')
    if (version === OWN_VERSION || version === FOREIGN_VERSION) {
      const [who, project] =
        version === OWN_VERSION ? [fx.owner, fx.project] : [fx.outsider, fx.foreignProject]
      const res = await app.inject({
        method: 'GET',
        url: `/api/projects/${project}/systems/${values.get('id')}/versions`,
        headers: tokenHeaders(who),
      })
      const newest = res.statusCode === 200 ? res.json<{ data: { id: string }[] }>().data[0] : undefined
      if (newest) values.set('versionId', newest.id)
    }
  }

  /** The current version of the owner's project, system or room, so that a save reaches the write, not 409. */
  async function currentVersion(route: Route, values: Map<string, string>): Promise<number | undefined> {
    const { path } = route
    const url =
      path === '/api/projects/{id}'
        ? `/api/projects/${values.get('id')}`
        : path === '/api/projects/{projectId}/systems/{id}' || path.endsWith('/versions/{versionId}/restore')
          ? `/api/systems/${values.get('id')}`
          : path === '/api/projects/{projectId}/rooms/{roomId}'
            ? `/api/projects/${values.get('projectId')}/rooms/${values.get('roomId')}`
            : undefined
    if (!url) return undefined
    const res = await app.inject({ method: 'GET', url, headers: tokenHeaders(fx.owner) })
    return res.statusCode === 200 ? res.json<{ data: { version: number } }>().data.version : undefined
  }

  let signUps = 0
  /** A valid body of each route that takes one, with the fixtures' real ids. */
  function sampleBody(route: Route): Record<string, unknown> | undefined {
    const bands = systemBody('').inputSoundPowerLevel
    const chain = systemBody('').items.map((item) => ({
      id: item.productId,
      type: item.productType,
      class: item.productClass,
      name: item.productName ?? item.productClass,
      soundAttenuation: item.soundAttenuation,
      soundPowerLevel: 'soundPowerLevel' in item ? item.soundPowerLevel : undefined,
      quantity: 'quantity' in item ? item.quantity : undefined,
    }))
    const silencer = {
      silencerClass: fx.silencer.class,
      diameter: fx.silencer.diameter,
      length: fx.silencer.length,
    }
    const rect = { width: 1200, height: 600, length: 1500 }
    const product = { id: fx.silencer.id, class: fx.silencer.class, ...silencer }
    switch (`${route.method} ${route.path}`) {
      case 'POST /api/auth/sign-up':
        return { fullName: 'Ada', email: `fuzz-${++signUps}@example.com`, password: PASSWORD }
      case 'POST /api/auth/sign-in':
        return { email: fx.member.user.email, password: PASSWORD, rememberMe: true }
      case 'POST /api/auth/password-reset':
        return { email: fx.member.user.email, lang: 'en' }
      case 'POST /api/auth/password-reset/confirm':
        return { token: 'not-a-token', password: PASSWORD }
      case 'POST /api/projects':
        return projectBody('Fuzzed')
      case 'POST /api/projects/import':
        return fx.projectFile as Record<string, unknown>
      case 'PUT /api/projects/{id}':
        return { ...projectBody('Fuzzed'), version: 1 }
      case 'POST /api/projects/{projectId}/users':
        return { invitedUserId: fx.member.user.id }
      case 'POST /api/projects/{projectId}/systems':
        return { ...withSilencer(fx.silencer.id), catalogueVersion: fx.catalogueVersion }
      case 'PUT /api/projects/{projectId}/systems/{id}':
        return { ...withSilencer(fx.silencer.id), version: 1 }
      case 'POST /api/projects/{projectId}/systems/{id}/versions/{versionId}/restore':
        return { version: 1 }
      case 'POST /api/projects/{projectId}/rooms':
        return officeRoom
      case 'PUT /api/projects/{projectId}/rooms/{roomId}':
        return { ...officeRoom, version: 1 }
      case 'POST /api/calculations/sound-power':
        return {
          inputSoundPowerLevel: bands,
          attenuationConstant: 'T1',
          filterCorrectionType: 'AFilter',
          products: chain,
        }
      case 'POST /api/calculations/sound-power/bulk':
        return { inputSoundPowerLevel: bands, inputAirflow: 250, products: [product] }
      case 'POST /api/calculations/input-sound-power':
        return {
          inputSoundPowerLevel: bands,
          inputAirflow: 250,
          products: [{ id: fx.silencer.id, ...silencer }],
        }
      case 'POST /api/calculations/round-silencers/pressure-drop':
        return { ...silencer, inputAirflow: 250 }
      case 'POST /api/calculations/round-silencers/input-airflow':
        return { ...silencer, minPressureDrop: 10, maxPressureDrop: 100 }
      case 'POST /api/calculations/rect-silencer-options':
        return { ...rect, inputAirflow: 1000, inputSoundPower: bands, cassetteMaterial: 'mineralWool' }
      case 'POST /api/calculations/rect-silencers/input-airflow':
        return {
          ...rect,
          cassetteThickness: 100,
          amountOfCassettes: 4,
          minPressureDrop: 10,
          maxPressureDrop: 100,
        }
      case 'POST /api/calculations/silencer-attenuation':
        return { shape: 'rectangular', airwayWidth: 100, baffleThickness: 200, length: 1200 }
      case 'POST /api/webshop/resources':
        return {
          type: 'silencer',
          name: 'Fuzzed',
          inputAirflow: 250,
          productData: { inputSoundPower: bands },
        }
      case 'POST /api/webshop/projects':
        return { externalProjectId: 'fuzz-shop-project' }
      case 'POST /api/webshop/silencers/{id}':
        return {
          productData: { type: 'silencer', productId: fx.silencer.id, inputAirflow: 250, quantity: 1 },
          locale: 'eng',
        }
      case 'POST /api/webshop/projects/{id}/arrivals':
        return { handoff: fx.handoff }
      case 'POST /api/webshop/export-systems':
        return {
          externalProjectId: fx.shopProject,
          projectId: fx.project,
          systemIds: [fx.system],
          locale: 'eng',
        }
      default:
        return undefined
    }
  }

  return { make, realParam, prepare, currentVersion, sampleBody }
}

const OWN_VERSION = 'own-version'
const FOREIGN_VERSION = 'foreign-version'
