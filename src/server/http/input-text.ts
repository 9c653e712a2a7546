// Text in a request (its body, its query, the parts of its path) that the database cannot keep as it was sent
// is refused before the handler, with the field it is in. A lone UTF-16 surrogate (half of an emoji, say, as JSON's "\ud800" escape can carry) was
// silently replaced by U+FFFD in a text column (a different name stored than the one sent) and failed inside
// a jsonb column (a 500); NUL failed in both. Keys count too: a system item's attributes are stored by key.
import type { FastifyInstance } from 'fastify'
import { validation } from './app-error.ts'
import type { ErrorDetail } from '#contract/http.ts'

/** A high surrogate without its low half, or a low surrogate without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text)

export const UNSTORABLE_TEXT_MESSAGE =
  'Text contains a character that cannot be stored (NUL, or half of a UTF-16 surrogate pair)'

/**
 * The path of the first string (a value, or a key of an object) in `value` that holds a character the
 * database cannot store, as `body.items.0.productName`; undefined when there is none. A bad key names the
 * object that holds it. Iterative: no stack of its own, whatever the nesting.
 */
export function unstorableTextAt(value: unknown, root = 'body'): string | undefined {
  const pending: [unknown, string][] = [[value, root]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next
    if (typeof node === 'string') {
      if (unstorable(node)) return path
      continue
    }
    if (node === null || typeof node !== 'object') continue
    for (const [key, child] of Object.entries(node)) {
      if (unstorable(key)) return path
      pending.push([child, `${path}.${key}`])
    }
  }
  return undefined
}

/**
 * Every route: text the database cannot store in its body, or in a query parameter or a part of the path that
 * the route takes (its schema names them), is a 422 naming the field (`query.email`), and nothing runs. After
 * the guard and the schema (a preHandler), so an anonymous caller still meets the 401 first.
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const schema = request.routeOptions.schema
    const field =
      unstorableTextAt(request.body) ??
      (schema?.querystring ? unstorableTextAt(request.query, 'query') : undefined) ??
      (schema?.params ? unstorableTextAt(request.params, 'params') : undefined)
    if (field === undefined) return done()
    const detail: ErrorDetail = { field, message: UNSTORABLE_TEXT_MESSAGE }
    done(validation([detail]))
  })
}
