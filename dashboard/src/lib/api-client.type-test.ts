/**
 * Type-level test of the typed client (ADR 017), checked by `tsc -p dashboard`, which `npm test`
 * runs first (`npm run typecheck`). Never imported: nothing here runs.
 *
 * The dashboard's types for a call come from its route: each `@ts-expect-error` line misuses a
 * route, and the typecheck fails if that line ever stops being an error (say, if the answers
 * became `any`). The unmarked lines are the controls: correct use compiles.
 */
import { api, asQuery, encoded, multipart, unwrap } from './api-client.ts'

export async function answersComeFromTheRoute() {
  const product = await unwrap(api.products[':id'].$get({ param: encoded({ id: 'p' }) }))
  product.name satisfies string
  product.currentPrice satisfies number
  // @ts-expect-error a misspelt field of the answer does not exist
  product.nmae

  const page = await unwrap(api.products.$get({ query: asQuery({ page: 2, q: 'robe' }) }))
  page.total satisfies number
  // @ts-expect-error the rows of a page are the route's products
  page.items[0]?.nmae

  const { items } = await unwrap(api.categories.$get())
  items[0]?.productCount satisfies number | undefined
  // @ts-expect-error the list route answers `{ items }`, not a bare array
  ;(await unwrap(api.categories.$get())).map

  const media = await unwrap(api.media.$post(undefined, multipart(new FormData())))
  media.id satisfies string
  // @ts-expect-error an upload's answer is typed like any other
  media.nmae
}

export async function bodilessAnswersAreUndefined() {
  const deleted = await unwrap(api.products[':id'].$delete({ param: encoded({ id: 'p' }) }))
  deleted satisfies undefined
  // @ts-expect-error a 204 has no body to read
  deleted.id
}

export async function inputsComeFromTheRoute() {
  await api.categories.$post({ json: { name: 'Robes', description: '' } })
  // @ts-expect-error a misspelt input field is refused
  await api.categories.$post({ json: { nmae: 'Robes', description: '' } })
  // @ts-expect-error the input's types are the route's
  await api.categories.$post({ json: { name: 42, description: '' } })
  // @ts-expect-error a path param is required
  await api.products[':id'].$get({ param: {} })
  // @ts-expect-error a query value travels as text
  await api.products.$get({ query: { page: 2 } })
  // @ts-expect-error a value outside the route's enum
  await api.atelier.cashbook.summary.$get({ query: { by: 'week' } })
  // @ts-expect-error a route that does not exist
  await api.prodcts.$get()
  // @ts-expect-error a method the route does not have
  await api.categories.$patch()
}
