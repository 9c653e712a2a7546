import { z } from 'zod'
import { endpoint } from '../http.ts'

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
})

export const healthApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database kind',
    tags: ['system'],
    response: health,
    auth: 'none',
  }),
} as const
