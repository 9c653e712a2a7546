// Form rules (@mantine/form) from zod schemas, so a form checks with the contract what the server will check.
import { zod4Resolver } from 'mantine-form-zod-resolver'
import type { FormErrors } from '@mantine/form'
import type { z } from 'zod'

/**
 * The rules of a form from its zod schema. The messages of the schema are problem names, which the form
 * translates where it shows them; a field with several problems shows the first found.
 */
export function schemaRules<Values>(schema: z.ZodType<unknown, Values>): (values: Values) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' })
  return (values) => resolve(values as Record<string, unknown>)
}

/**
 * A test for `.refine`: the contract's schema takes the value. Its own messages are English and technical,
 * so a form names the problem itself (`.refine(accepts(emailAddress), 'emailInvalid')`).
 */
export const accepts =
  (schema: z.ZodType) =>
  (value: unknown): boolean =>
    schema.safeParse(value).success
