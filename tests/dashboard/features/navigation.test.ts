import { describe, expect, it } from 'vitest'
import { homeFor, safeNext, signinPath } from '#dashboard/app/session/session.ts'
import { atelierWords } from '#dashboard/features/atelier/shell/fr.ts'
import { ownerNavGroup, staffNav } from '#dashboard/features/atelier/shell/nav.ts'
import { toRows } from '#dashboard/features/referrals/referral-table.tsx'
import type { AtelierAccess } from '#worker/schemas/atelier/access.ts'

const n = atelierWords.nav
const labels = (entries: { label: string; children?: { label: string }[] }[]) =>
  entries.map((e) =>
    e.children ? `${e.label}: ${e.children.map((c) => c.label).join(', ')}` : e.label,
  )

describe('staffNav', () => {
  it("shows a tailor only the pages of the tailor's permissions", () => {
    const access = { role: 'tailor', permissions: ['orders', 'customers'] } as AtelierAccess
    expect(labels(staffNav(access))).toEqual([
      n.dashboard,
      n.orders,
      n.calendar,
      n.customers,
      n.measurements,
      n.notifications,
    ])
  })

  it('gives a manager with the settings permission the settings group, without the roles page', () => {
    const access = { role: 'manager', permissions: ['settings'] } as AtelierAccess
    expect(labels(staffNav(access))).toEqual([
      n.dashboard,
      n.notifications,
      `${n.settings}: ${n.clothingTypes}, ${n.measurementParts}`,
    ])
  })

  it("gives the owner's menu every atelier page, the roles page included", () => {
    const group = ownerNavGroup()
    const pages = 'children' in group ? group.children.map((c) => c.label) : []
    expect(pages).toContain(n.roles)
    expect(pages).toHaveLength(15)
  })
})

describe('sign-in redirects', () => {
  it("follows ?next= only inside the role's own area of the same site", () => {
    expect(safeNext('/user/products?page=2', 'user')).toBe('/user/products?page=2')
    expect(safeNext('/admin/users', 'user')).toBe(homeFor('user'))
    expect(safeNext('//evil.example/user/', 'user')).toBe('/user/dashboard')
    expect(safeNext('https://evil.example/user/', 'user')).toBe('/user/dashboard')
    expect(safeNext(null, 'admin')).toBe('/admin/dashboard')
  })

  it("keeps a staff account inside /user: the dashboard's guard sends one without a shop role to the atelier (ADR 055)", () => {
    expect(safeNext(null, 'staff')).toBe('/user/dashboard')
    expect(safeNext('/user/orders/new', 'staff')).toBe('/user/orders/new')
    expect(safeNext('/admin/users', 'staff')).toBe('/user/dashboard')
    expect(safeNext('/user/atelier/orders/orders', 'staff')).toBe('/user/atelier/orders/orders')
  })

  it('checks the area on the path the browser will reach, dots and encoded slashes resolved', () => {
    expect(safeNext('/user/../admin/dashboard', 'user')).toBe('/user/dashboard')
    expect(safeNext('/user/%2E%2E/admin/dashboard', 'user')).toBe('/user/dashboard')
    expect(safeNext('/user/atelier/..%2F..%2Fadmin', 'staff')).toBe('/user/dashboard')
    expect(safeNext('/admin//./users/../shops?q=a', 'admin')).toBe('/admin/shops?q=a')
  })

  it('sends to the sign-in page with where the person was, query included', () => {
    expect(signinPath({ pathname: '/user/orders', search: '?status=new' })).toBe(
      '/auth/signin?next=%2Fuser%2Forders%3Fstatus%3Dnew',
    )
  })
})

describe('referral rows', () => {
  it('lists merchants and pending invitations newest first, an answered invitation once', () => {
    const rows = toRows({
      code: 'AWA',
      link: '/r/AWA',
      referred: [
        {
          name: 'Issa',
          joinedAt: '2025-03-02',
          hasShop: true,
          shopName: 'Issa Mode',
          state: 'shop_created',
        },
      ],
      invitations: [
        {
          id: 'i1',
          contact: '22670112233',
          contactType: 'phone',
          status: 'invited',
          createdAt: '2025-03-05',
        },
        {
          id: 'i2',
          contact: 'issa@example.com',
          contactType: 'email',
          status: 'registered',
          createdAt: '2025-03-01',
        },
        {
          id: 'i3',
          contact: 'fati@example.com',
          contactType: 'email',
          status: 'invited',
          createdAt: '2025-02-20',
        },
      ],
    })
    expect(rows.map((r) => [r.who, r.state])).toEqual([
      ['+226 70 11 22 33', 'invited'],
      ['Issa', 'shop_created'],
      ['fati@example.com', 'invited'],
    ])
  })
})
