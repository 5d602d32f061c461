import { describe, expect, it } from 'vitest'
import { codeOf, lastMessage } from '#tests/helpers/auth-messages.ts'
import {
  api,
  createMerchant,
  db,
  ownAddress,
  PASSWORD,
  readError,
  readJson,
  setupWorker,
  uniqueEmail,
} from '#tests/helpers/worker.ts'

setupWorker()

const LOCKED = /^Trop de tentatives, réessayez dans (\d+) minutes?$/
const ACCOUNT_LOCKED = /verrouillé.*Mot de passe oublié/

type Address = Record<string, string>

const signin = (emailOrPhone: string, password: string, headers: Address = ownAddress()) =>
  api('POST', '/api/signin', { json: { emailOrPhone, password }, headers })

async function failTimes(n: number, email: string, headers: Address) {
  for (let i = 0; i < n; i++) expect((await signin(email, 'Mauvais123', headers)).status).toBe(401)
}

/** A 429 that says (in French and in `Retry-After`) how long this pair must wait. */
async function expectWait(res: Awaited<ReturnType<typeof api>>, seconds: number) {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(seconds - 5)
  expect(retryAfter).toBeLessThanOrEqual(seconds)
  const { error } = await readError(res)
  expect(error.code).toBe('RATE_LIMITED')
  expect(Number(LOCKED.exec(error.message)?.[1])).toBe(Math.ceil(seconds / 60))
}

/** Ends the pair's current wait, as time would (the clock cannot be moved outside development). */
async function endWait(email: string, address: Address) {
  await (await db())
    .prepare('UPDATE auth_attempts SET locked_until = unixepoch() - 1 WHERE key = ?')
    .bind(`pair:email:${email}|${address['cf-connecting-ip']}`)
    .run()
}

describe('POST /api/signin throttling per identifier and address pair', () => {
  it('makes the pair wait 1 minute after 5 failures: 429 in French with Retry-After, even for the right password', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    await failTimes(5, merchant.email, address)
    await expectWait(await signin(merchant.email, 'Mauvais123', address), 60)
    await expectWait(await signin(merchant.email, PASSWORD, address), 60)
    // Written differently (case, spaces), the identifier is the same one.
    await expectWait(await signin(` ${merchant.email.toUpperCase()}`, PASSWORD, address), 60)
  })

  it('lets the owner sign in from another address meanwhile: failures elsewhere never lock them out', async () => {
    const merchant = await createMerchant()
    for (let i = 0; i < 3; i++) await failTimes(5, merchant.email, ownAddress())
    expect((await signin(merchant.email, PASSWORD, ownAddress())).status).toBe(200)
  })

  it('doubles the wait at each further failure: 2, then 4 minutes, up to 15', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    await failTimes(5, merchant.email, address)
    await endWait(merchant.email, address)
    await failTimes(1, merchant.email, address)
    await expectWait(await signin(merchant.email, PASSWORD, address), 120)
    await endWait(merchant.email, address)
    await failTimes(1, merchant.email, address)
    await expectWait(await signin(merchant.email, PASSWORD, address), 240)
    for (const _ of [8, 15, 15]) {
      await endWait(merchant.email, address)
      await failTimes(1, merchant.email, address)
    }
    await expectWait(await signin(merchant.email, PASSWORD, address), 900)
  })

  it('throttles an identifier without an account exactly the same way', async () => {
    const unknown = uniqueEmail()
    const address = ownAddress()
    await failTimes(5, unknown, address)
    await expectWait(await signin(unknown, PASSWORD, address), 60)
  })

  it('counts concurrent failures one by one (atomic counting)', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => signin(merchant.email, 'Mauvais123', address)),
    )
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    await expectWait(await signin(merchant.email, PASSWORD, address), 60)
  })

  it('starts over after a success: 4 failures, a success, 4 failures still answer 401', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    await failTimes(4, merchant.email, address)
    expect((await signin(merchant.email, PASSWORD, address)).status).toBe(200)
    await failTimes(4, merchant.email, address)
    expect((await signin(merchant.email, PASSWORD, address)).status).toBe(200)
  })
})

describe('POST /api/signin behind one shared address (carrier NAT)', () => {
  it('never locks an address for everyone: 40 failures on other identifiers, then a merchant behind it signs in', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    for (let i = 0; i < 40; i++)
      expect((await signin(uniqueEmail(), 'Mauvais123', address)).status).toBe(401)
    expect((await signin(merchant.email, PASSWORD, address)).status).toBe(200)
  })

  it('does not count a success against anyone', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    for (let i = 0; i < 25; i++)
      expect((await signin(merchant.email, PASSWORD, address)).status).toBe(200)
  })
})

/** 100 failures on one identifier, 5 from each of 20 addresses (each pair within its free tries). */
async function failFromEverywhere(email: string) {
  await Promise.all(
    Array.from({ length: 20 }, () => ownAddress()).map((a) => failTimes(5, email, a)),
  )
}

async function expectAccountLocked(res: Awaited<ReturnType<typeof api>>) {
  expect(res.status).toBe(429)
  const { error } = await readError(res)
  expect(error.code).toBe('RATE_LIMITED')
  expect(error.message).toMatch(ACCOUNT_LOCKED)
}

describe('POST /api/signin identifier lock after 100 failures', () => {
  it('locks the identifier from every address, the right password included, until its owner proves control', async () => {
    const merchant = await createMerchant()
    await failFromEverywhere(merchant.email)
    await expectAccountLocked(await signin(merchant.email, PASSWORD, ownAddress()))
    await expectAccountLocked(await signin(merchant.email, PASSWORD, ownAddress()))
  }, 60_000)

  it('locks an identifier without an account the same way, with the same words', async () => {
    const unknown = uniqueEmail()
    await failFromEverywhere(unknown)
    await expectAccountLocked(await signin(unknown, PASSWORD, ownAddress()))
  }, 60_000)

  it('is lifted by a password reset with the code sent to the owner; the new password then signs in', async () => {
    const merchant = await createMerchant()
    await failFromEverywhere(merchant.email)
    const address = ownAddress()
    const forgot = await api('POST', '/api/password/forgot', {
      json: { emailOrPhone: merchant.email },
      headers: address,
    })
    const { resetToken } = await readJson<{ resetToken: string }>(forgot)
    const code = codeOf((await lastMessage(merchant.email, 'reset-code')).body)
    const reset = await api('POST', '/api/password/reset', {
      json: { token: resetToken, otp: code, password: 'Nouveau2026', confirmPass: 'Nouveau2026' },
      headers: address,
    })
    expect(reset.status).toBe(200)
    expect((await signin(merchant.email, 'Nouveau2026', ownAddress())).status).toBe(200)
  }, 60_000)
})
