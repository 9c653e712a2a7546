// Webshop round trip: resources and external projects from the shop, exports recorded before delivery.
import { createHash, randomBytes } from 'node:crypto'
import type { z } from 'zod'
import {
  HANDOFF_TTL_SECONDS,
  type createExternalProjectAnswer,
  type createExternalProjectRequest,
  type createResourceRequest,
  type ExportedProduct,
  type ExternalProject,
  type WebshopExportAnswer,
  type WebshopLocale,
  type WebshopResource,
} from '#contract/api/webshop.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { AppError, notFound } from '../http/app-error.ts'
import { hashOfJson } from '../http/canonical-json.ts'
import { ErrorCode } from '#contract/errors.ts'
import { exportedProductOf } from './exported-product.ts'
import { billOfMaterials, type BomSystem } from './bill-of-materials.ts'
import { resolveReturnUrl } from './return-url.ts'
import * as repo from './webshop.repo.ts'

export const RESOURCE_NOT_FOUND = 'Product data was not obtained using the provided Resource Id'
export const EXTERNAL_PROJECT_NOT_FOUND = 'Webshop project data not obtained with the specified id'
export const SYSTEMS_WITHOUT_PRODUCTS = 'The selected systems have no products to export'
export const NOT_SENT_BY_SHOP =
  'Open the export from the webshop: only a session the shop sent to this project may export to it'
export const HANDOFF_INVALID =
  'This link from the webshop is not valid any more: open the export from the webshop again'

/** The hand-off travels in the user's address; only its hash is stored. */
const handoffHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Who is asking: the user and the signed-in session (a hand-off binds the session, not the account). */
export interface Caller {
  userId: string
  sessionId: string
}

export interface WebshopSettings {
  secret: string | undefined
  webhookUrl: string | undefined
  returnOrigins: string[]
  defaultReturnUrl: string | undefined
}

/**
 * What the webshop needs of projects and systems, handed in by the composition root (app.ts), so that the
 * rule of who may see what stays with projects and systems.
 */
export interface WebshopDeps {
  /** After an export is recorded: the delivery worker looks for it at once. */
  onRecorded: () => void
  /** The project if the user may see it; 404 otherwise. */
  requireProject: (userId: string, projectId: string) => Promise<{ id: string; name: string; number: string }>
  /** Whether the user may see the project. */
  maySeeProject: (userId: string, projectId: string) => Promise<boolean>
  /** Of these systems, the ids of those whose project the user may see. */
  visibleSystemIds: (userId: string, systemIds: readonly string[]) => Promise<string[]>
  /** These systems of the project, in the order given; 404 when one is not in it. */
  systemsOfProject: (projectId: string, systemIds: readonly string[]) => Promise<BomSystem[]>
}

export function createWebshopService(db: Db, settings: WebshopSettings, deps: WebshopDeps) {
  const returnUrl = (candidate: string | null | undefined) =>
    resolveReturnUrl(candidate, settings.returnOrigins, settings.defaultReturnUrl)

  const requireConfigured = () => {
    if (!settings.secret || !settings.webhookUrl) {
      throw new AppError(503, 'WEBSHOP_NOT_CONFIGURED', 'The webshop is not configured')
    }
  }

  /** Records the export once per content; the same request again answers the same record. */
  async function record(
    values: Omit<repo.NewExport, 'idempotencyKey' | 'payload'>,
    scope: unknown,
    payload: Record<string, unknown>,
  ) {
    const idempotencyKey = hashOfJson({ scope, payload })
    const row = await inTransaction(db, (tx) =>
      repo.recordExport(tx, {
        ...values,
        idempotencyKey,
        payload: { ...payload, exportedAt: new Date().toISOString() },
      }),
    )
    deps.onRecorded()
    return row
  }

  const sentByShop = (caller: Caller, externalProjectId: string): Promise<boolean> =>
    repo.isSessionOfProject(db, externalProjectId, caller.sessionId)

  /** The caller's project last exported to the shop project, if the caller may still see it. */
  async function lastExportedProject(userId: string, externalProjectId: string): Promise<string | null> {
    const projectId = await repo.lastExportedProjectId(db, userId, externalProjectId)
    if (!projectId) return null
    return (await deps.maySeeProject(userId, projectId)) ? projectId : null
  }

  const service = {
    async createResource(input: z.output<typeof createResourceRequest>): Promise<{ resourceId: string }> {
      const resourceId = await inTransaction(db, (tx) =>
        repo.insertResource(tx, {
          type: input.type ?? null,
          name: input.name,
          inputAirflow: input.inputAirflow,
          returnUrl: returnUrl(input.returnUrl),
          productData: input.productData ?? null,
        }),
      )
      return { resourceId }
    },

    /** Creates or refreshes the shop project, with a fresh hand-off for the user the shop sends there next. */
    async createProject(
      input: z.output<typeof createExternalProjectRequest>,
    ): Promise<z.input<typeof createExternalProjectAnswer>> {
      const url = returnUrl(input.returnUrl)
      const handoff = randomBytes(32).toString('base64url')
      const expiresAt = new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000)
      await inTransaction(db, async (tx) => {
        await repo.upsertExternalProject(tx, input.externalProjectId, url)
        await repo.insertHandoff(tx, {
          tokenHash: handoffHash(handoff),
          externalProjectId: input.externalProjectId,
          expiresAt,
        })
      })
      return {
        externalProjectId: input.externalProjectId,
        handoff,
        handoffExpiresAt: expiresAt.toISOString(),
      }
    },

    /**
     * The shop sent this session to its project: the hand-off is redeemed by this session (again by the same
     * session is fine, a reload; by any other it is refused, so a forwarded link gives a stranger nothing).
     */
    async arrive(caller: Caller, externalProjectId: string, handoff: string): Promise<ExternalProject> {
      await inTransaction(db, async (tx) => {
        const row = await repo.lockHandoff(tx, handoffHash(handoff), externalProjectId)
        const usable =
          row !== undefined &&
          (row.sessionId === null ? row.expiresAt > new Date() : row.sessionId === caller.sessionId)
        if (!usable) throw new AppError(403, 'FORBIDDEN', HANDOFF_INVALID)
        if (row.sessionId === null) await repo.redeemHandoff(tx, row.tokenHash, caller.sessionId, new Date())
        await repo.linkSession(tx, externalProjectId, caller.sessionId)
      })
      return service.getProject(caller, externalProjectId)
    },

    async getResource(id: string): Promise<WebshopResource> {
      const row = await repo.findResource(db, id)
      if (!row) throw notFound(RESOURCE_NOT_FOUND)
      const extra = (row.productData ?? {}) as Record<string, unknown>
      return {
        id: row.id,
        productData:
          row.type === null
            ? null
            : { ...extra, type: row.type, name: row.name, inputAirflow: row.inputAirflow },
        // Checked again on the way out: the allowed origins may have changed since it was stored.
        returnUrl: returnUrl(row.returnUrl),
      }
    },

    async exportProduct(
      id: string,
      productData: ExportedProduct,
      locale: WebshopLocale,
    ): Promise<WebshopExportAnswer> {
      requireConfigured()
      const resource = await repo.findResource(db, id)
      if (!resource) throw notFound(RESOURCE_NOT_FOUND)
      // Nothing the browser sent is signed as it is: the product is built from the catalogue and the engine.
      const product = await exportedProductOf(db, id, productData)
      const payload = { event: 'product.exported', resourceId: id, locale, product }
      const row = await record({ kind: 'product', resourceId: id }, { resourceId: id }, payload)
      return {
        exportId: row.id,
        state: row.state === 'delivered' ? 'delivered' : 'pending',
        returnUrl: returnUrl(resource.returnUrl),
      }
    },

    /**
     * The shop project and the systems already exported to it, limited to those the caller may see: several
     * users may export to one shop project, and the ids of another's systems are none of their business.
     */
    async getProject(caller: Caller, externalProjectId: string): Promise<ExternalProject> {
      const row = await repo.findExternalProject(db, externalProjectId)
      if (!row) throw notFound(EXTERNAL_PROJECT_NOT_FOUND)
      const exported = await repo.exportedSystemIds(db, externalProjectId)
      const visible = await deps.visibleSystemIds(caller.userId, exported)
      return {
        id: row.externalProjectId,
        returnUrl: returnUrl(row.returnUrl),
        exportedSystemIds: visible,
        sentByShop: await sentByShop(caller, externalProjectId),
        projectId: await lastExportedProject(caller.userId, externalProjectId),
      }
    },

    async exportSystems(
      caller: Caller,
      input: { externalProjectId: string; projectId: string; systemIds: string[]; locale: WebshopLocale },
    ): Promise<WebshopExportAnswer> {
      requireConfigured()
      const userId = caller.userId
      const project = await deps.requireProject(userId, input.projectId)
      const external = await repo.findExternalProject(db, input.externalProjectId)
      if (!external) throw notFound(EXTERNAL_PROJECT_NOT_FOUND)
      // A shop project's ids are the shop's and may be guessed: knowing one is no permission to order into it.
      if (!(await sentByShop(caller, input.externalProjectId)))
        throw new AppError(403, 'FORBIDDEN', NOT_SENT_BY_SHOP)
      const systemIds = [...new Set(input.systemIds)].sort()
      const rows = await deps.systemsOfProject(project.id, systemIds)
      // An export of systems without products would order nothing: the page warns first, this refuses.
      if (rows.every((system) => !Array.isArray(system.items) || system.items.length === 0))
        throw new AppError(422, ErrorCode.VALIDATION_ERROR, SYSTEMS_WITHOUT_PRODUCTS)
      const bom = billOfMaterials(rows)
      const payload = {
        event: 'systems.exported',
        externalProjectId: input.externalProjectId,
        locale: input.locale,
        project: { id: project.id, name: project.name, number: project.number },
        systems: bom.systems,
        billOfMaterials: bom.lines,
      }
      const row = await record(
        {
          kind: 'systems',
          externalProjectId: input.externalProjectId,
          projectId: project.id,
          systemIds,
          userId,
        },
        { externalProjectId: input.externalProjectId, userId },
        payload,
      )
      return {
        exportId: row.id,
        state: row.state === 'delivered' ? 'delivered' : 'pending',
        returnUrl: returnUrl(external.returnUrl),
      }
    },

    /** For tests and operators: the recorded exports of a resource or an external project. */
    exportsOf(filter: { resourceId?: string; externalProjectId?: string }) {
      return repo.exportsOf(db, filter)
    },
  }
  return service
}

export type WebshopService = ReturnType<typeof createWebshopService>
