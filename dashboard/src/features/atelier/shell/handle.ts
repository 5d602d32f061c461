import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
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

/** A lazily loaded atelier screen with its French title and the permission it needs. */
export const atelierPage = (
  path: string,
  handle: AtelierHandle,
  load: () => Promise<ComponentType>,
): RouteObject => ({ path, handle, lazy: async () => ({ Component: await load() }) })
