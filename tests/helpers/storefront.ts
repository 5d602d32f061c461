import { api } from './worker.ts'

/** A storefront form as a browser sends it (urlencoded), with the shopper's cookies. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  cookie = '',
  headers: Record<string, string> = {},
) {
  return api('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  })
}

export const getPage = (path: string, cookie = '') =>
  api('GET', path, cookie ? { headers: { cookie } } : {})

/** A browser's cookie jar for one shopper, fed by each response's Set-Cookie. */
export function cookieJar() {
  const jar = new Map<string, string>()
  return {
    take<R extends { headers: { getSetCookie(): string[] } }>(res: R): R {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const eq = pair.indexOf('=')
        const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)]
        if (!value || /max-age=0/i.test(line)) jar.delete(name)
        else jar.set(name, value)
      }
      return res
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name: string) => jar.get(name),
    set: (name: string, value: string) => jar.set(name, value),
  }
}

/** The address a 303 leads to, as a path. */
export const locationOf = (res: { headers: { get(name: string): string | null } }) =>
  new URL(res.headers.get('location') ?? '', 'https://boutiko.test').pathname +
  new URL(res.headers.get('location') ?? '', 'https://boutiko.test').search
