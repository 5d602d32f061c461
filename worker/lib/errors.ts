import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { msg } from '../schemas/messages'

export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  /** A payment provider did not answer: not our fault (no 5xx), nor the caller's input (424). */
  PROVIDER_UNAVAILABLE: 424,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The shop is being moved between databases (`shop:move`): its writes wait a moment. */
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>

export type ErrorCode = keyof typeof ERROR_STATUS
export type ErrorIssue = { path: string; message: string }
export type ErrorEnvelope = {
  error: { code: ErrorCode; message: string; requestId: string; issues?: ErrorIssue[] }
}

/** The one way a service or route reports a failure; the status comes from ERROR_STATUS. */
export class ApiError extends HTTPException {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** For a 429 or 503: whole seconds until a retry may succeed, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(ERROR_STATUS[code], { message })
  }

  /** The headers of this refusal, for the pages that render it themselves. */
  get responseHeaders(): Record<string, string> {
    return this.retryAfterSeconds === undefined
      ? {}
      : { 'Retry-After': String(Math.max(1, Math.ceil(this.retryAfterSeconds))) }
  }
}

/** A failure about one form field: the message is both the error's and the field's issue. */
export const fieldError = (code: ErrorCode, path: string, message: string) =>
  new ApiError(code, message, [{ path, message }])

const CODE_BY_STATUS = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
) as Record<number, ErrorCode>

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: msg.unauthorized,
  FORBIDDEN: msg.forbidden,
  NOT_FOUND: msg.notFound,
  PAYLOAD_TOO_LARGE: msg.payloadTooLarge,
  INTERNAL: msg.unexpected,
}

export function errorBody(
  c: Context,
  code: ErrorCode,
  message: string,
  issues?: ErrorIssue[],
): ErrorEnvelope {
  const requestId = (c.get('requestId') as string | undefined) ?? 'unknown'
  return { error: { code, message, requestId, ...(issues?.length ? { issues } : {}) } }
}

/**
 * Three branches only: our ApiError, Hono's HTTPException (status → code), anything else
 * (logged with the request id, answered with a generic message: never leak internals).
 */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    return c.json(errorBody(c, err.code, err.message, err.issues), err.status, err.responseHeaders)
  }
  if (err instanceof HTTPException) {
    const code = CODE_BY_STATUS[err.status] ?? (err.status >= 500 ? 'INTERNAL' : 'INVALID_INPUT')
    const message = MESSAGE_BY_CODE[code] ?? msg.invalidRequest
    return c.json(errorBody(c, code, message), err.status)
  }
  console.error(`[${c.get('requestId') as string}]`, err)
  return c.json(errorBody(c, 'INTERNAL', msg.unexpected), 500)
}

/** SQLite reports constraint failures as text; drizzle may wrap the driver error in `cause`. */
export function isConstraintError(
  err: unknown,
  kind: 'UNIQUE' | 'CHECK' | 'FOREIGN KEY' | 'NOT NULL',
): boolean {
  let cur: unknown = err
  for (let depth = 0; cur && depth < 4; depth++) {
    const text = String((cur as { message?: unknown }).message ?? cur)
    if (text.includes(`${kind} constraint failed`)) return true
    cur = (cur as { cause?: unknown }).cause
  }
  return false
}
