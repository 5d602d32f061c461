import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createTenant,
  readError,
  readJson,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Customer } from '#worker/schemas/customers.ts'

setupWorker()

const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Issouf',
  lastName: 'Traoré',
  phoneCountryCode: '+226',
  phone: '76445566',
  email: '',
  address: 'Secteur 22',
  city: 'Bobo-Dioulasso',
  ...overrides,
})

const seed = async (tenant: Tenant) =>
  readJson<Customer>(await api('POST', '/api/customers', { token: tenant.token, json: body() }))

describe('POST /api/customers (validation)', () => {
  it.each([
    ['firstName', { firstName: '  ' }, 'Le champ est vide'],
    ['lastName', { lastName: '' }, 'Le champ est vide'],
    ['phone', { phone: '' }, 'Le champ est vide'],
    ['phone', { phone: '1234' }, 'Numéro invalide : après +226, il faut 8 chiffres'],
    ['phoneCountryCode', { phoneCountryCode: '+22A' }, 'Indicatif invalide'],
    ['email', { email: 'pas-un-email' }, 'E-mail incorrect'],
    ['address', { address: 'x'.repeat(201) }, '200 caractères au maximum'],
    ['city', { city: 'x'.repeat(81) }, '80 caractères au maximum'],
  ])('returns 422 with a message on %s for %j', async (path, overrides, message) => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/customers', {
      token: tenant.token,
      json: body(overrides),
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toContainEqual({ path, message })
    const list = await api('GET', '/api/customers', { token: tenant.token })
    expect((await readJson<{ total: number }>(list)).total).toBe(0)
  })

  it('returns 422 for a PUT with an empty name, and leaves the customer unchanged', async () => {
    const tenant = await createTenant()
    const customer = await seed(tenant)
    const res = await api('PUT', `/api/customers/${customer.id}`, {
      token: tenant.token,
      json: body({ lastName: '', address: '' }),
    })
    expect(res.status).toBe(422)
    const got = await api('GET', `/api/customers/${customer.id}`, { token: tenant.token })
    expect(await readJson(got)).toMatchObject({ lastName: 'Traoré', address: 'Secteur 22' })
  })

  it('clears the address and city on a PUT that leaves them blank: both are optional', async () => {
    const tenant = await createTenant()
    const customer = await seed(tenant)
    const res = await api('PUT', `/api/customers/${customer.id}`, {
      token: tenant.token,
      json: body({ address: '  ', city: '' }),
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ address: null, city: null })
  })
})

describe('customers: authentication and roles', () => {
  it.each([
    ['GET', '/api/customers'],
    ['POST', '/api/customers'],
    ['GET', '/api/customers/cus_x'],
    ['PUT', '/api/customers/cus_x'],
    ['DELETE', '/api/customers/cus_x'],
  ])('%s %s returns 401 without a token and 403 with an admin token', async (method, path) => {
    const json = method === 'POST' || method === 'PUT' ? body() : undefined
    expect((await api(method, path, { json })).status).toBe(401)
    const admin = await createAdmin()
    const res = await api(method, path, { token: admin.token, json })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })
})

describe('tenant isolation: customers', () => {
  it('returns 404 NOT_FOUND for another shop’s customer on GET, PUT and DELETE, and leaves it unchanged', async () => {
    const [owner, other] = [await createTenant(), await createTenant()]
    const customer = await seed(owner)
    const get = await api('GET', `/api/customers/${customer.id}`, { token: other.token })
    const put = await api('PUT', `/api/customers/${customer.id}`, {
      token: other.token,
      json: body({ firstName: 'Volé' }),
    })
    const del = await api('DELETE', `/api/customers/${customer.id}`, { token: other.token })
    for (const res of [get, put, del]) {
      expect(res.status).toBe(404)
      expect((await readError(res)).error.code).toBe('NOT_FOUND')
    }
    const kept = await api('GET', `/api/customers/${customer.id}`, { token: owner.token })
    expect(await readJson(kept)).toMatchObject({ firstName: 'Issouf' })
    const list = await api('GET', '/api/customers', { token: other.token })
    expect((await readJson<{ total: number }>(list)).total).toBe(0)
  })
})
