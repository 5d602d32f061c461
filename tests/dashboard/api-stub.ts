import { vi } from 'vitest'

/** A JSON answer as the API gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Answers the dashboard's API calls in jsdom: `answer` gets each call as a Request (the client
 * passes a Request or a relative address) and its pathname; anything it leaves is a French 404.
 */
export function stubFetch(
  answer: (req: Request, path: string) => Response | undefined | Promise<Response | undefined>,
) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://boutiko.test'), init)
    return (
      (await answer(req, new URL(req.url).pathname)) ??
      json({ error: { code: 'NOT_FOUND', message: 'Introuvable' } }, 404)
    )
  })
}
