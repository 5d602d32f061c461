import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  api,
  createMerchant,
  DASHBOARD_FETCH,
  db,
  readError,
  readJson,
  refreshCookieOf,
  type Session,
  setupWorker,
  workerSecrets,
} from '#tests/helpers/worker.ts'

setupWorker()

const rtOf = (cookie: string) => cookie.replace(/^bt_rt=/, '')
/** The session id an access token of ours carries. */
const sidOf = (token: string) => String(decodeJwt(token).sid)

type Claims = {
  sub: string
  /** The session (refresh-token family) the token belongs to. */
  sid?: string
  role?: string
  iss?: string
  aud?: string
  typ?: string
  /** null: the claim is left out. */
  exp?: number | null
  iat?: number | null
  alg?: string
}

/** Signs an HS256 token the way the worker does, with any claim changed. */
async function forge(claims: Claims, secret = workerSecrets().jwtSecret) {
  const now = Math.floor(Date.now() / 1000)
  const jwt = new SignJWT({
    role: claims.role ?? 'user',
    ...(claims.sid ? { sid: claims.sid } : {}),
  })
    .setProtectedHeader({ alg: claims.alg ?? 'HS256', typ: claims.typ ?? 'at+jwt' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'boutiko')
    .setAudience(claims.aud ?? 'boutiko-api')
  if (claims.iat !== null) jwt.setIssuedAt(claims.iat ?? now)
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? now + 900)
  return jwt.sign(new TextEncoder().encode(secret))
}

describe('GET /api/verifyToken', () => {
  it('returns 200 with the caller for a valid token', async () => {
    const merchant = await createMerchant()
    const res = await api('GET', '/api/verifyToken', { token: merchant.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({
      id: merchant.user.id,
      email: merchant.email,
      role: 'user',
      storeId: null,
    })
  })

  it('accepts a token signed with the worker secret (the control for the forgeries below)', async () => {
    const merchant = await createMerchant()
    const res = await api('GET', '/api/verifyToken', {
      token: await forge({ sub: merchant.user.id, sid: sidOf(merchant.token) }),
    })
    expect(res.status).toBe(200)
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api('GET', '/api/verifyToken')
    expect(res.status).toBe(401)
    expect((await readError(res)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Veuillez vous connecter pour continuer',
    })
  })

  it('returns 401 UNAUTHORIZED when the token is not sent as a Bearer', async () => {
    const merchant = await createMerchant()
    const res = await api('GET', '/api/verifyToken', {
      headers: { authorization: `Token ${merchant.token}` },
    })
    expect(res.status).toBe(401)
  })

  const forgeries: [string, (sub: string, sid: string) => Promise<string> | string][] = [
    ['garbage', () => 'not-a-jwt'],
    [
      'alg none',
      (sub) =>
        new UnsecuredJWT({ role: 'admin' })
          .setSubject(sub)
          .setIssuer('boutiko')
          .setAudience('boutiko-api')
          .setIssuedAt()
          .setExpirationTime('15m')
          .encode(),
    ],
    ['another secret', (sub, sid) => forge({ sub, sid }, 'x'.repeat(48))],
    [
      'an expired token',
      (sub, sid) =>
        forge({
          sub,
          sid,
          iat: Math.floor(Date.now() / 1000) - 3600,
          exp: Math.floor(Date.now() / 1000) - 60,
        }),
    ],
    ['a wrong audience', (sub, sid) => forge({ sub, sid, aud: 'boutiko-dashboard' })],
    ['a wrong issuer', (sub, sid) => forge({ sub, sid, iss: 'someone-else' })],
    ['a wrong type', (sub, sid) => forge({ sub, sid, typ: 'JWT' })],
    ['no expiry', (sub, sid) => forge({ sub, sid, exp: null })],
    ['no issue time', (sub, sid) => forge({ sub, sid, iat: null })],
    ['another algorithm (HS512, same secret)', (sub, sid) => forge({ sub, sid, alg: 'HS512' })],
    ['an unknown role', (sub, sid) => forge({ sub, sid, role: 'superadmin' })],
    ['an unknown user', (_sub, sid) => forge({ sub: 'usr_00000000000000000000', sid })],
    ['no session id', (sub) => forge({ sub })],
    ['an unknown session id', (sub) => forge({ sub, sid: 'rtk_00000000000000000000' })],
  ]

  it.each(forgeries)('returns 401 UNAUTHORIZED for %s', async (_name, make) => {
    const merchant = await createMerchant()
    const token = await make(merchant.user.id, sidOf(merchant.token))
    const res = await api('GET', '/api/verifyToken', { token })
    expect(res.status).toBe(401)
    expect((await readError(res)).error.code).toBe('UNAUTHORIZED')
  })

  it('returns 401 UNAUTHORIZED once the account is blocked, before the token expires', async () => {
    const merchant = await createMerchant()
    await (await db())
      .prepare("UPDATE users SET status = 'blocked' WHERE id = ?")
      .bind(merchant.user.id)
      .run()
    const res = await api('GET', '/api/verifyToken', { token: merchant.token })
    expect(res.status).toBe(401)
  })
})

describe('roles and clock', () => {
  it('trusts the role stored for the account, not the one in the token: 403 FORBIDDEN on admin routes', async () => {
    const merchant = await createMerchant()
    const token = await forge({ sub: merchant.user.id, sid: sidOf(merchant.token), role: 'admin' })
    const res = await api('GET', '/api/admin-notifications', { token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })

  it('ignores the x-boutiko-now clock override outside development', async () => {
    const merchant = await createMerchant()
    const res = await api('GET', '/api/verifyToken', {
      token: merchant.token,
      headers: { 'x-boutiko-now': '2099-01-01T00:00:00Z' },
    })
    expect(res.status).toBe(200)
  })
})

describe('POST /api/refresh', () => {
  it('rotates a token sent in the body and returns 200 with the next one in the body', async () => {
    const merchant = await createMerchant()
    const first = rtOf(merchant.cookie)
    const res = await api('POST', '/api/refresh', { json: { refresh_token: first } })
    expect(res.status).toBe(200)
    const body = await readJson<Session>(res)
    expect(body).toMatchObject({ role: 'user', user: { id: merchant.user.id } })
    expect(body.refresh_token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/)
    expect(body.refresh_token).not.toBe(first)
    expect((await api('GET', '/api/verifyToken', { token: body.token })).status).toBe(200)
  })

  it('revokes the whole family when a used token comes back: old and new both answer 401', async () => {
    const merchant = await createMerchant()
    const first = rtOf(merchant.cookie)
    const rotated = await readJson<Session>(
      await api('POST', '/api/refresh', { json: { refresh_token: first } }),
    )

    const replay = await api('POST', '/api/refresh', { json: { refresh_token: first } })
    expect(replay.status).toBe(401)
    expect((await readError(replay)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Votre session a expiré, veuillez vous reconnecter',
    })
    const next = await api('POST', '/api/refresh', {
      json: { refresh_token: rotated.refresh_token },
    })
    expect(next.status).toBe(401)
  })

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const merchant = await createMerchant()
    const first = rtOf(merchant.cookie)
    const results = await Promise.all(
      [1, 2].map(() => api('POST', '/api/refresh', { json: { refresh_token: first } })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 401])
  })

  it('rotates the cookie when the token comes from the cookie, and returns 200 without a body token', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/refresh', {
      json: {},
      headers: { ...DASHBOARD_FETCH, cookie: merchant.cookie },
    })
    expect(res.status).toBe(200)
    const body = await readJson<Session>(res)
    expect(body).not.toHaveProperty('refresh_token')
    expect(body.user.id).toBe(merchant.user.id)
    const next = refreshCookieOf(res)
    expect(next).toMatch(/^bt_rt=rt_/)
    expect(next).not.toBe(merchant.cookie)

    // The new cookie works once more; the old one is spent.
    expect(
      (
        await api('POST', '/api/refresh', {
          json: {},
          headers: { ...DASHBOARD_FETCH, cookie: next },
        })
      ).status,
    ).toBe(200)
  })

  it('accepts the cookie when no body is sent at all, and returns 200', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/refresh', {
      headers: { ...DASHBOARD_FETCH, cookie: merchant.cookie },
    })
    expect(res.status).toBe(200)
  })

  it('returns 401 UNAUTHORIZED for a blocked account and revokes its family', async () => {
    const merchant = await createMerchant()
    const first = rtOf(merchant.cookie)
    await (await db())
      .prepare("UPDATE users SET status = 'blocked' WHERE id = ?")
      .bind(merchant.user.id)
      .run()
    expect((await api('POST', '/api/refresh', { json: { refresh_token: first } })).status).toBe(401)
    await (await db())
      .prepare("UPDATE users SET status = 'active' WHERE id = ?")
      .bind(merchant.user.id)
      .run()
    expect((await api('POST', '/api/refresh', { json: { refresh_token: first } })).status).toBe(401)
  })

  it('returns 401 UNAUTHORIZED without any token, and for an unknown one', async () => {
    expect((await api('POST', '/api/refresh', { json: {} })).status).toBe(401)
    expect(
      (await api('POST', '/api/refresh', { json: { refresh_token: 'rt_unknown' } })).status,
    ).toBe(401)
  })

  it('returns 401 UNAUTHORIZED for an expired refresh token', async () => {
    const merchant = await createMerchant()
    await (await db())
      .prepare('UPDATE refresh_tokens SET expires_at = ? WHERE user_id = ?')
      .bind(Math.floor(Date.now() / 1000) - 60, merchant.user.id)
      .run()
    const res = await api('POST', '/api/refresh', {
      json: { refresh_token: rtOf(merchant.cookie) },
    })
    expect(res.status).toBe(401)
  })
})

describe('POST /api/logout', () => {
  it('revokes the refresh token sent in the body and returns 200; refreshing then answers 401', async () => {
    const merchant = await createMerchant()
    const token = rtOf(merchant.cookie)
    const res = await api('POST', '/api/logout', { json: { refresh_token: token } })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ message: 'Déconnecté' })
    expect((await api('POST', '/api/refresh', { json: { refresh_token: token } })).status).toBe(401)
  })

  it('revokes the cookie token, clears the cookie and returns 200', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/logout', {
      headers: { ...DASHBOARD_FETCH, cookie: merchant.cookie },
    })
    expect(res.status).toBe(200)
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('bt_rt='))
    expect(cleared).toMatch(/^bt_rt=;/)
    expect(cleared).toMatch(/Max-Age=0/)
    expect(
      (
        await api('POST', '/api/refresh', {
          headers: { ...DASHBOARD_FETCH, cookie: merchant.cookie },
        })
      ).status,
    ).toBe(401)
  })

  it('revokes the tokens rotated since that sign-in too', async () => {
    const merchant = await createMerchant()
    const rotated = await readJson<Session>(
      await api('POST', '/api/refresh', { json: { refresh_token: rtOf(merchant.cookie) } }),
    )
    expect(
      (await api('POST', '/api/logout', { json: { refresh_token: rotated.refresh_token } })).status,
    ).toBe(200)
    expect(
      (await api('POST', '/api/refresh', { json: { refresh_token: rotated.refresh_token } }))
        .status,
    ).toBe(401)
  })

  it('ends the access token of that session at once: the same bearer then answers 401 on a write and a read', async () => {
    const merchant = await createMerchant()
    const profile = { firstName: 'Awa', lastName: 'Diallo' }
    expect(
      (await api('PUT', '/api/account/profile', { token: merchant.token, json: profile })).status,
    ).toBe(200)
    expect(
      (
        await api('POST', '/api/logout', {
          headers: { ...DASHBOARD_FETCH, cookie: merchant.cookie },
        })
      ).status,
    ).toBe(200)
    const write = await api('PUT', '/api/account/profile', { token: merchant.token, json: profile })
    expect(write.status).toBe(401)
    expect((await readError(write)).error.code).toBe('UNAUTHORIZED')
    expect((await api('GET', '/api/verifyToken', { token: merchant.token })).status).toBe(401)
  })

  it('ends the access tokens issued by every rotation of that session, and only that session', async () => {
    const merchant = await createMerchant()
    const other = await readJson<Session>(
      await api('POST', '/api/signin', {
        json: { emailOrPhone: merchant.email, password: merchant.password },
      }),
    )
    const rotated = await readJson<Session>(
      await api('POST', '/api/refresh', { json: { refresh_token: rtOf(merchant.cookie) } }),
    )
    await api('POST', '/api/logout', { json: { refresh_token: rotated.refresh_token } })
    expect((await api('GET', '/api/verifyToken', { token: merchant.token })).status).toBe(401)
    expect((await api('GET', '/api/verifyToken', { token: rotated.token })).status).toBe(401)
    // Signing out on one device leaves the person's other sign-in alone.
    expect((await api('GET', '/api/verifyToken', { token: other.token })).status).toBe(200)
  })

  it('returns 200 without any token (nothing to revoke)', async () => {
    expect((await api('POST', '/api/logout')).status).toBe(200)
  })

  it('ends the session named by the bearer token alone: that bearer and its refresh token are then refused', async () => {
    const merchant = await createMerchant()
    const other = await readJson<Session>(
      await api('POST', '/api/signin', {
        json: { emailOrPhone: merchant.email, password: merchant.password },
      }),
    )
    const res = await api('POST', '/api/logout', { token: merchant.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ message: 'Déconnecté' })
    expect((await api('GET', '/api/verifyToken', { token: merchant.token })).status).toBe(401)
    const refreshed = await api('POST', '/api/refresh', {
      json: { refresh_token: rtOf(merchant.cookie) },
    })
    expect(refreshed.status).toBe(401)
    // The person's other sign-in is another session: it stays open.
    expect((await api('GET', '/api/verifyToken', { token: other.token })).status).toBe(200)
  })

  it('ends nothing for a bearer token that is not ours, and still answers 200', async () => {
    const merchant = await createMerchant()
    const forged = await forge(
      { sub: merchant.user.id, sid: sidOf(merchant.token) },
      'x'.repeat(48),
    )
    expect((await api('POST', '/api/logout', { token: forged })).status).toBe(200)
    expect((await api('GET', '/api/verifyToken', { token: merchant.token })).status).toBe(200)
  })

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"rt_x"'],
    ['a number', '42'],
    ['a refresh_token that is not a string', '{"refresh_token":{"a":1}}'],
  ])('answers %s as the JSON body with 200, never a 500', async (_kind, body) => {
    const res = await api('POST', '/api/logout', {
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(res.status).toBe(200)
  })
})

describe('the refresh cookie stays out of a storefront’s reach (ADR 012)', () => {
  const refreshWith = (cookie: string, headers: Record<string, string>) =>
    api('POST', '/api/refresh', { headers: { ...headers, cookie } })

  async function expectRefused(res: Awaited<ReturnType<typeof api>>) {
    expect(res.status).toBe(403)
    expect((await readError(res)).error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Requête refusée : la session ne s’utilise que depuis le tableau de bord',
    })
  }

  const notTheDashboard: [string, Record<string, string>][] = [
    // A storefront page's form (or a top-level navigation) posting to /api/refresh.
    [
      'a form post from a storefront page',
      {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
      },
    ],
    ['a request without the dashboard header', {}],
    ['a frame', { ...DASHBOARD_FETCH, 'sec-fetch-dest': 'iframe' }],
    ['another site', { ...DASHBOARD_FETCH, 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { ...DASHBOARD_FETCH, 'sec-fetch-site': 'same-site' }],
  ]

  it.each(notTheDashboard)(
    'refuses the cookie on %s (403) and leaves the session usable',
    async (_name, headers) => {
      const merchant = await createMerchant()
      await expectRefused(await refreshWith(merchant.cookie, headers))
      expect((await refreshWith(merchant.cookie, DASHBOARD_FETCH)).status).toBe(200)
    },
  )

  it('refuses a logout by cookie that is not the dashboard’s fetch, so a storefront cannot sign a merchant out', async () => {
    const merchant = await createMerchant()
    await expectRefused(await api('POST', '/api/logout', { headers: { cookie: merchant.cookie } }))
    expect((await api('GET', '/api/verifyToken', { token: merchant.token })).status).toBe(200)
  })

  it('still refreshes the dashboard’s own fetch, and a token an API client sends in the body', async () => {
    const merchant = await createMerchant()
    const res = await refreshWith(merchant.cookie, DASHBOARD_FETCH)
    expect(res.status).toBe(200)
    const next = refreshCookieOf(res)
    const api2 = await api('POST', '/api/refresh', { json: { refresh_token: rtOf(next) } })
    expect(api2.status).toBe(200)
  })
})
