import { describe, expect, it } from 'vitest'
import { fromAddress } from '#tests/helpers/auth-messages.ts'
import {
  api,
  createMerchant,
  db,
  PASSWORD,
  readError,
  setupWorker,
  uniqueEmail,
} from '#tests/helpers/worker.ts'

setupWorker()

const LOCKED = /^Trop de tentatives, réessayez dans (\d+) minutes?$/

const signin = (
  emailOrPhone: string,
  password: string,
  headers: Record<string, string> = fromAddress(),
) => api('POST', '/api/signin', { json: { emailOrPhone, password }, headers })

async function failTimes(
  n: number,
  email: string,
  headers: Record<string, string> = fromAddress(),
) {
  for (let i = 0; i < n; i++) expect((await signin(email, 'Mauvais123', headers)).status).toBe(401)
}

async function expectLocked(res: Awaited<ReturnType<typeof api>>, minutes = 15) {
  expect(res.status).toBe(429)
  const { error } = await readError(res)
  expect(error.code).toBe('RATE_LIMITED')
  expect(Number(LOCKED.exec(error.message)?.[1])).toBe(minutes)
}

describe('POST /api/signin attempt limits per identifier', () => {
  it('answers 429 RATE_LIMITED "Trop de tentatives, réessayez dans 15 minutes" after 5 failures', async () => {
    const merchant = await createMerchant()
    await failTimes(5, merchant.email)
    await expectLocked(await signin(merchant.email, 'Mauvais123'))
  })

  it('refuses even the right password while locked: the lock is checked before the password', async () => {
    const merchant = await createMerchant()
    await failTimes(5, merchant.email)
    await expectLocked(await signin(merchant.email, PASSWORD))
    // Written differently (case, spaces), the identifier is the same one.
    await expectLocked(await signin(` ${merchant.email.toUpperCase()}`, PASSWORD))
  })

  it('locks an identifier without an account exactly the same way', async () => {
    const unknown = uniqueEmail()
    await failTimes(5, unknown)
    const res = await signin(unknown, PASSWORD)
    await expectLocked(res)
  })

  it('counts failures from every address together', async () => {
    const merchant = await createMerchant()
    for (let i = 0; i < 5; i++) await failTimes(1, merchant.email, fromAddress())
    await expectLocked(await signin(merchant.email, PASSWORD, fromAddress()))
  })

  it('starts over after a success: 4 failures, a success, 4 failures still answer 401', async () => {
    const merchant = await createMerchant()
    await failTimes(4, merchant.email)
    expect((await signin(merchant.email, PASSWORD)).status).toBe(200)
    await failTimes(4, merchant.email)
    expect((await signin(merchant.email, PASSWORD)).status).toBe(200)
  })

  it('counts concurrent failures one by one (atomic counting)', async () => {
    const merchant = await createMerchant()
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => signin(merchant.email, 'Mauvais123')),
    )
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    await expectLocked(await signin(merchant.email, PASSWORD))
  })

  it('tells the minutes left, rounded up, and lets the person in once the lock is over', async () => {
    const merchant = await createMerchant()
    await failTimes(5, merchant.email)
    const key = `id:email:${merchant.email}`
    const d1 = await db()
    const now = Math.floor(Date.now() / 1000)
    await d1
      .prepare('UPDATE auth_attempts SET locked_until = ? WHERE key = ?')
      .bind(now + 90, key)
      .run()
    await expectLocked(await signin(merchant.email, PASSWORD), 2)
    await d1
      .prepare('UPDATE auth_attempts SET locked_until = ?, window_started_at = ? WHERE key = ?')
      .bind(now - 1, now - 16 * 60, key)
      .run()
    expect((await signin(merchant.email, PASSWORD)).status).toBe(200)
  })
})

describe('POST /api/signin attempt limits per address', () => {
  it('answers 429 to anyone from an address after 20 failures, while other addresses sign in', async () => {
    const merchant = await createMerchant()
    const address = fromAddress()
    for (let i = 0; i < 20; i++)
      expect((await signin(uniqueEmail(), 'Mauvais123', address)).status).toBe(401)
    await expectLocked(await signin(merchant.email, PASSWORD, address))
    expect((await signin(merchant.email, PASSWORD, fromAddress())).status).toBe(200)
  })

  it('does not count a success against the address', async () => {
    const merchant = await createMerchant()
    const address = fromAddress()
    for (let i = 0; i < 25; i++)
      expect((await signin(merchant.email, PASSWORD, address)).status).toBe(200)
  })
})
