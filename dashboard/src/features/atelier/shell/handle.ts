import type { AtelierPermission } from '#worker/schemas/atelier/access.ts'

/**
 * What every atelier route declares in its `handle`: the page title (French, per page) and
 * who may open it. The server checks the same permission on every call; this only spares a
 * staff member a page full of 403s.
 */
export type AtelierHandle = {
  title: string
  permission?: AtelierPermission
  ownerOnly?: boolean
}

export const atelierPage = (handle: AtelierHandle) => ({ handle })
