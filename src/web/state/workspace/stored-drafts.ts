// What the browser keeps of projects and systems not (yet) saved, read back through the contract's own
// schemas: a draft is what a save will send, so it must already pass them. Only the chain's size is not
// held to the API's limit here, since a chain past it must still load to be brought under it (decision 0005).
import { z } from 'zod'
import { createProjectRequest } from '#contract/api/projects.ts'
import { roomSettings, systemAirflow, createSystemRequest, systemItem } from '#contract/api/systems.ts'
import type { InsertionPosition } from '../../domain/chain/insertion.ts'
import type { ProjectDraft, QuickCalculationDraft, SystemDraft } from './workspace-store.ts'

export const projectDraftSchema: z.ZodType<ProjectDraft, unknown> = createProjectRequest

export const systemDraftSchema: z.ZodType<SystemDraft, unknown> = createSystemRequest
  .pick({
    name: true,
    number: true,
    comment: true,
    date: true,
    attenuationConstantType: true,
    filterCorrectionType: true,
    inputSoundPowerLevel: true,
    // A draft kept before the mark existed reads as the fan's own data (the schema's default null).
    noiseGeneratorEstimate: true,
  })
  .extend({
    items: z.array(systemItem).optional(),
    room: roomSettings.nullable().optional(),
    airflow: systemAirflow.nullable().optional(),
    catalogueVersion: z.number().int().positive().nullable().optional(),
  })

export const quickCalculationDraftSchema: z.ZodType<QuickCalculationDraft, unknown> = z.object({
  project: projectDraftSchema,
  system: systemDraftSchema,
})

export const insertionPositionSchema: z.ZodType<InsertionPosition, unknown> = z.object({
  index: z.number().int().min(0),
  placement: z.enum(['before', 'after']),
  productId: z.string().nullable(),
})
