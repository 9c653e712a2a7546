// Webshop round trip (docs/product-rules.md, "Webshop"; docs/integrations.md section 1).
import { z } from 'zod'
import { endpoint } from '../http.ts'
import { rectConfiguration } from './systems.ts'

/** The locale codes sent with webshop writes. */
export const webshopLocale = z.enum(['eng', 'est', 'swe', 'fin', 'den'])
export type WebshopLocale = z.infer<typeof webshopLocale>

/** Signed header of server-to-server calls in both directions: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBSHOP_SIGNATURE_HEADER = 'x-signature'
export const WEBSHOP_SIGNATURE_TOLERANCE_SECONDS = 300

const returnUrlInput = z.string().max(2000).optional()

/**
 * The export checks' wording (docs/product-rules.md, "Export checks") for an id or a list that is left out as
 * much as for an empty one; every other fault keeps its own message.
 */
const PROJECT_ID_EMPTY = 'Project id is empty'
const SYSTEMS_REQUIRED = 'Array of systems is required'
const shopProjectId = z
  .string({ error: (issue) => (issue.input == null ? PROJECT_ID_EMPTY : undefined) })
  .trim()
  .min(1, { message: PROJECT_ID_EMPTY })
  .max(100)

export const createResourceRequest = z.object({
  type: z.string().trim().min(1).max(40).optional(),
  name: z.string().trim().max(200).default(''),
  /** l/s, bounded as every airflow of the calculations is. */
  inputAirflow: z.number().finite().min(0).max(100_000).default(0),
  returnUrl: returnUrlInput,
  /** Further product data (for instance inputSoundPower or a rectangular configuration). */
  productData: z.record(z.string(), z.unknown()).optional(),
})
export const createExternalProjectRequest = z.object({
  externalProjectId: shopProjectId,
  returnUrl: returnUrlInput,
})

/** The product a resource carries: type, name, inputAirflow, plus whatever else the shop sent. */
export const webshopProductData = z.looseObject({
  type: z.string(),
  name: z.string(),
  inputAirflow: z.number(),
})
export type WebshopProductData = z.infer<typeof webshopProductData>

export const webshopResource = z.object({
  id: z.uuid(),
  productData: webshopProductData.nullable(),
  /** Checked against the allowed origins; the default configurator address otherwise (null if none). */
  returnUrl: z.string().nullable(),
})
export type WebshopResource = z.infer<typeof webshopResource>

/** The most of one product a single export may order (a chain entry's bound). */
export const EXPORT_QUANTITY_MAX = 100
/** l/s, as every airflow of the calculations is bounded. */
export const EXPORT_AIRFLOW_MAX = 100_000

const exportText = (max: number) => z.string().trim().max(max).optional()
const exportQuantity = z.number().int().min(1).max(EXPORT_QUANTITY_MAX).default(1)

/**
 * A round catalogue silencer as the web client sends it (the chain entry's fields). Only the choices are
 * read: which catalogue silencer (productId, else productName), how many, and at which airflow (0: not given,
 * as docs/product-rules.md, "Export payload", says). The identity fields, when sent, must be the catalogue's;
 * every number the shop receives is recomputed by the server (docs/security.md, "Nothing unchecked is
 * signed").
 */
export const exportedSilencer = z.looseObject({
  type: z.literal('silencer'),
  productId: exportText(100),
  productName: exportText(200),
  productCode: exportText(200),
  productClass: exportText(60),
  nominalSizeDiameter: z.number().finite().optional(),
  length: z.number().finite().optional(),
  attenuationMaterial: exportText(40),
  inputAirflow: z.number().finite().min(0).max(EXPORT_AIRFLOW_MAX).default(0),
  quantity: exportQuantity,
})

/**
 * A configured rectangular silencer: its configuration with a positive airflow and the chosen option. The
 * configuration must obey the configurator's rules; the code, class and option data are the server's.
 */
export const exportedRectSilencer = z.looseObject({
  type: z.literal('rectSilencer'),
  productName: exportText(200),
  productCode: exportText(200),
  productClass: exportText(60),
  quantity: exportQuantity,
  rectSilencerData: rectConfiguration.extend({
    inputAirflow: z.number().finite().positive().max(EXPORT_AIRFLOW_MAX),
    selectedOptionIndex: z.number().int().min(0).max(5),
  }),
})

/**
 * The product id of a rectangular silencer exported for a resource: one configuration, one id, so exporting it
 * again sends the same product, which the server recognises as the same export (a retry never duplicates).
 */
export const webshopRectProductId = (resourceId: string, productCode: string): string =>
  `rect-${resourceId}-${productCode}`

/** The products the shop sells through this flow; any other type is refused (422 on productData.type). */
export const exportedProduct = z.discriminatedUnion('type', [exportedSilencer, exportedRectSilencer])
export type ExportedProduct = z.output<typeof exportedProduct>

export const exportProductRequest = z.object({
  productData: exportedProduct,
  locale: webshopLocale,
})

export const webshopExportState = z.enum(['pending', 'delivered'])
export const webshopExportAnswer = z.object({
  exportId: z.uuid(),
  state: webshopExportState,
  returnUrl: z.string().nullable(),
})
export type WebshopExportAnswer = z.infer<typeof webshopExportAnswer>

export const externalProject = z.object({
  id: z.string(),
  returnUrl: z.string().nullable(),
  /** Systems already exported to this shop project (shown as Exported on load). */
  exportedSystemIds: z.array(z.uuid()),
  /** Whether the shop sent this session here (a hand-off was redeemed): only then may it export. */
  sentByShop: z.boolean(),
  /**
   * The caller's project last exported to this shop project, while the caller may still see it: the bulk
   * export page preselects it (docs/product-rules.md, "Bulk export"). Null before a first export.
   */
  projectId: z.uuid().nullable(),
})
export type ExternalProject = z.infer<typeof externalProject>

/**
 * The shop's hand-off: given to the shop when it creates (or refreshes) the external project, sent along with
 * the user (`?externalProjectId=…&handoff=…`), and redeemed once by the user's session.
 */
export const HANDOFF_TTL_SECONDS = 3600
export const createExternalProjectAnswer = z.object({
  externalProjectId: z.string(),
  handoff: z.string(),
  handoffExpiresAt: z.string(),
})
export const arrivalRequest = z.object({ handoff: z.string().trim().min(20).max(200) })

export const exportSystemsRequest = z.object({
  externalProjectId: shopProjectId,
  projectId: z.uuid({ message: PROJECT_ID_EMPTY }),
  systemIds: z
    .array(z.uuid(), { error: (issue) => (issue.code === 'invalid_type' ? SYSTEMS_REQUIRED : undefined) })
    .min(1, { message: SYSTEMS_REQUIRED })
    .max(200),
  locale: webshopLocale,
})

const resourceParams = z.object({ id: z.uuid({ message: 'Resource ID is required to export product data' }) })
const externalProjectParams = z.object({ id: z.string().trim().min(1).max(100) })

const tags = ['webshop']
export const webshopApi = {
  createResource: endpoint({
    method: 'POST',
    path: '/api/webshop/resources',
    summary: 'The shop creates an export resource (server to server, signed with X-Signature)',
    tags,
    body: createResourceRequest,
    response: z.object({ resourceId: z.uuid() }),
    status: 201,
  }),
  createProject: endpoint({
    method: 'POST',
    path: '/api/webshop/projects',
    summary: 'The shop creates an external project for bulk export (server to server, signed)',
    tags,
    body: createExternalProjectRequest,
    response: createExternalProjectAnswer,
    status: 201,
  }),
  getResource: endpoint({
    method: 'GET',
    path: '/api/webshop/silencers/:id',
    summary: 'The product data and return address of an export resource',
    tags,
    params: resourceParams,
    response: webshopResource,
  }),
  exportProduct: endpoint({
    method: 'POST',
    path: '/api/webshop/silencers/:id',
    summary: 'Export the configured product to the shop (delivered by signed webhook)',
    tags,
    params: resourceParams,
    body: exportProductRequest,
    response: webshopExportAnswer,
  }),
  getProject: endpoint({
    method: 'GET',
    path: '/api/webshop/projects/:id',
    summary: 'An external project: its return address and the systems already exported to it',
    tags,
    params: externalProjectParams,
    response: externalProject,
    auth: 'required',
  }),
  arriveAtProject: endpoint({
    method: 'POST',
    path: '/api/webshop/projects/:id/arrivals',
    summary:
      "Redeem the shop's hand-off: this session was sent by the shop to its project (once per hand-off)",
    tags,
    params: externalProjectParams,
    body: arrivalRequest,
    response: externalProject,
    auth: 'required',
  }),
  exportSystems: endpoint({
    method: 'POST',
    path: '/api/webshop/export-systems',
    summary:
      "Export the bill of materials of a project's systems to the shop (only for a session the shop sent there)",
    tags,
    body: exportSystemsRequest,
    response: webshopExportAnswer,
    auth: 'required',
  }),
}
