import fc from 'fast-check'
import type { ZodMiniType as ZodType } from 'zod/mini'
import { ERROR_STATUS, type ErrorEnvelope } from '../../worker/lib/errors.ts'

/**
 * Invalid inputs for property-based tests of the API (fast-check), and the one check every
 * refusal must pass: a 4xx, the error envelope, French words, no trace of the internals.
 */

/** Replays a failure: `FUZZ_SEED=<seed printed by fast-check> npx vitest run …`. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20_240_607

/** `depth` levels of objects and arrays around a leaf: `{"a":[{"a":[…]}]}`. */
export function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** An object whose own keys are `__proto__` and `constructor`, as JSON.parse makes them. */
export const protoKeys = () =>
  JSON.parse('{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"x":1}}}')

const TRICKY_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e2',
  '0x1F',
  ' 12 ',
  '1 000',
  '1,5',
  '１２',
  '٣',
  '',
  ' ',
  '\u0000',
  '\u202eevil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE stores; --',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the template syntax is the payload
  '${7*7}',
  '../../etc/passwd',
  'javascript:alert(1)',
]
const TRICKY_NUMBERS = [-1, 0, 0.5, -0.0001, 1e9, 1e21, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31]

/** One wrong value for any field: wrong type, odd number, odd text, huge, deep, or hostile keys. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...TRICKY_TEXT),
  fc.constantFrom(...TRICKY_NUMBERS),
  fc.constantFrom<unknown>(true, false, null, [], {}, [{}], [[]]),
  // Huge, but a body of one such value stays under the 64 KB limit (é is 2 bytes).
  fc.integer({ min: 1_000, max: 28_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 50, max: 1_500 }).map((d) => nested(d)),
  fc.constant(null).map(protoKeys),
)

type Def = {
  type: string
  shape?: Record<string, ZodType>
  innerType?: ZodType
  in?: ZodType
  out?: ZodType
  element?: ZodType
  options?: ZodType[]
}
const defOf = (s: ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def

/**
 * Values shaped like what `schema` expects (its keys, its arrays) with wrong leaves: the
 * cases a validator checking only the outer type would let through.
 */
export function shaped(schema: ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  const inner = def.innerType ?? (def.type === 'pipe' ? (def.out ?? def.in) : undefined)
  if (inner && def.type !== 'object') return shaped(inner, depth)
  if (depth > 3) return badValue
  if (def.type === 'object' && def.shape) {
    const fields = Object.fromEntries(
      Object.entries(def.shape).map(([k, sub]) => [k, fc.oneof(badValue, shaped(sub, depth + 1))]),
    )
    return fc
      .tuple(fc.record(fields, { requiredKeys: [] }), fc.boolean())
      .map(([o, hostile]) => (hostile ? { ...protoKeys(), ...o } : o))
  }
  if (def.type === 'array' && def.element)
    return fc.array(fc.oneof(badValue, shaped(def.element, depth + 1)), { maxLength: 4 })
  if (def.type === 'union' && def.options?.length)
    return fc.oneof(...def.options.map((o) => shaped(o, depth)))
  return badValue
}

/** A whole body: anything at all, the schema's shape with wrong leaves, or a list of those. */
export const badBody = (schema: ZodType) =>
  fc.oneof(
    { arbitrary: fc.anything(), weight: 2 },
    { arbitrary: shaped(schema), weight: 5 },
    { arbitrary: badValue, weight: 2 },
    { arbitrary: fc.array(shaped(schema), { maxLength: 3 }), weight: 1 },
  )

/** Query strings of a list: search, paging, filters and sorts, all of them odd. */
export const badQuery = fc
  .dictionary(
    fc.constantFrom(
      'q',
      'page',
      'pageSize',
      'status',
      'paymentStatus',
      'sort',
      'categoryId',
      'productId',
      'unread',
      'period',
    ),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.constantFrom(...TRICKY_TEXT, ...TRICKY_NUMBERS.map(String)),
      fc.integer({ min: 1, max: 50 }).map((n) => 'é%_'.repeat(n).slice(0, 100)),
    ),
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params).toString())

/** Texts a JSON parser must refuse. */
export const MALFORMED_JSON = [
  '',
  '{',
  '{"name":',
  "{'name':'x'}",
  '[1,]',
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  '\uFEFF{}',
  '{"a":"\\u00"}',
  '\u0000',
  '['.repeat(10_000),
]

/** Content types the JSON routes must not read as JSON. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
]

const ENGLISH =
  /\b(invalid|expected|received|required|must|error|failed|cannot|unexpected|too (big|small|large|long)|not found|unauthorized|forbidden|bad request|payload)\b/i
const LEAK =
  /\n\s+at |\bat \S+ \(|\.(ts|tsx|js):\d|Error:|SQLITE|constraint|D1_ERROR|drizzle|prepare\(/i

export const looksFrench = (text: unknown) =>
  typeof text === 'string' && /\p{L}/u.test(text) && !ENGLISH.test(text)

/**
 * What is wrong with a refusal (empty when nothing is): not a 4xx, not the envelope, a code
 * outside ERROR_STATUS, a message that is not French, or a trace of the internals.
 */
export function refusalProblems(status: number, contentType: string | null, text: string) {
  const problems: string[] = []
  if (status < 400 || status > 499) problems.push(`status ${status}`)
  if (!contentType?.startsWith('application/json')) problems.push(`content-type ${contentType}`)
  if (LEAK.test(text)) problems.push(`leak: ${text.slice(0, 300)}`)
  let body: ErrorEnvelope | null = null
  try {
    body = JSON.parse(text) as ErrorEnvelope
  } catch {
    problems.push(`not JSON: ${text.slice(0, 200)}`)
    return problems
  }
  const error = body?.error
  if (!error || typeof error !== 'object') return [...problems, `no envelope: ${text}`]
  if (!(error.code in ERROR_STATUS)) problems.push(`unknown code ${error.code}`)
  else if (ERROR_STATUS[error.code] !== status) problems.push(`${error.code} with ${status}`)
  if (!looksFrench(error.message)) problems.push(`message not French: ${error.message}`)
  if (typeof error.requestId !== 'string' || !error.requestId) problems.push('no requestId')
  for (const issue of error.issues ?? []) {
    if (typeof issue.path !== 'string') problems.push(`issue path ${String(issue.path)}`)
    if (!looksFrench(issue.message))
      problems.push(`issue not French: ${issue.path} ${issue.message}`)
  }
  return problems
}
