// The error handler's envelope where the refusal's own data cannot be sent (docs/product-rules.md, "Answer
// envelope"): the refusal stands, in the envelope, never in Fastify's own format with an internal error's text.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { AppError } from '../http/app-error.ts'
import { registerErrorHandling } from './errors.ts'

async function appRefusingWith(data: unknown) {
  const app = Fastify()
  registerErrorHandling(app)
  app.put('/thing', () => {
    throw new AppError(409, 'CONFLICT', 'The document was changed by someone else', [], data)
  })
  await app.ready()
  return app
}

describe('the error envelope', () => {
  it('sends a refusal with its data, the current document of a 409', async () => {
    const app = await appRefusingWith({ name: 'current', version: 2 })
    const res = await app.inject({ method: 'PUT', url: '/thing' })
    expect(res.statusCode).toBe(409)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: 'The document was changed by someone else', details: [] },
      data: { name: 'current', version: 2 },
    })
    await app.close()
  })

  it('sends the refusal in the envelope without its data when the data cannot be serialised', async () => {
    // A BigInt cannot be written as JSON, as a document past the longest string cannot: both throw.
    const app = await appRefusingWith({ name: 'current', size: 10n ** 30n })
    const res = await app.inject({ method: 'PUT', url: '/thing' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: 'The document was changed by someone else', details: [] },
    })
    expect(res.body).not.toMatch(/BigInt|statusCode/)
    await app.close()
  })
})
