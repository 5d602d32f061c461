import { zValidator } from '@hono/zod-validator'
import type { Context, ValidationTargets } from 'hono'
import { fr } from 'zod/locales'
import type { ZodMiniType as ZodType } from 'zod/mini'
import * as z from 'zod/mini'
import { msg } from '../schemas/messages'
import { ApiError, type ErrorIssue, fieldError } from './errors'

// Rules without a message of their own (a body that is an array, a number for a text…) would
// otherwise answer in English: every message the API sends is French (SECURITY.md).
z.config(fr())

function zodIssues(error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

/** zValidator that throws our envelope (422 with per-field French messages) instead of Zod's. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(
        'UNPROCESSABLE',
        msg.checkFields,
        zodIssues(result.error as unknown as z.core.$ZodError),
      )
    }
  })
}

/**
 * Same as `validate`, for values built by hand (multipart forms). `more`: issues of rules the
 * schema cannot see (the account's), answered together with the schema's.
 */
export function parseOrThrow<T extends ZodType>(
  schema: T,
  value: unknown,
  more: ErrorIssue[] = [],
): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success || more.length)
    throw new ApiError('UNPROCESSABLE', msg.checkFields, [
      ...(result.success ? [] : zodIssues(result.error)),
      ...more,
    ])
  return result.data
}

/** A multipart body, or 400 with a French message when it is not one. */
export async function readForm(c: Context): Promise<FormData> {
  return c.req.formData().catch(() => {
    throw new ApiError('INVALID_INPUT', msg.invalidForm)
  })
}

/** The uploaded `file` of a multipart form, or 422 on `file` when there is none. */
export function requireFile(form: FormData, field = 'file'): File {
  const file = form.get(field) as unknown
  if (!(file instanceof File)) throw fieldError('UNPROCESSABLE', field, msg.fileRequired)
  return file
}
