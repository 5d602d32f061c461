import { type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router'
import { storeQuery } from '#dashboard/app/shop/queries.ts'
import { ApiClientError, isOffline } from '#dashboard/lib/api-client.ts'
import { queryClient } from '#dashboard/lib/query-client.ts'
import type { Role } from '#worker/schemas/auth.ts'
import { meQuery } from './queries.ts'
import { ATELIER_HOME, hasSession, sessionForPage, signinPath } from './session.ts'

/**
 * Loader of /user and /admin: no session → sign-in; wrong role → the server's 403 page.
 * Staff accounts share /user with merchants: all of it with a shop role (the pages their role
 * does not open show a notice, ADR 055), else only its atelier pages.
 */
export const requireRole =
  (role: Role) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    // Who is signed in came with the page (ADR 067): it draws while the session's token comes.
    const withPage = await sessionForPage()
    // The sign-in page is the worker's (ADR 038): a document load, not a route of this app.
    // Offline the refresh cannot be asked: the pages read what the phone kept (ADR 057), and
    // the first call once the network is back refreshes the session as usual.
    if (!withPage && !hasSession() && !isOffline()) throw redirectDocument(signinPath(url))
    try {
      const me = await queryClient.ensureQueryData(meQuery())
      if (role === 'user' && me.role === 'staff') {
        const shop = await queryClient.ensureQueryData(storeQuery(me.id))
        if (!shop?.access && !url.pathname.startsWith('/user/atelier')) throw redirect(ATELIER_HOME)
        return null
      }
      if (me.role !== role) {
        window.location.replace('/forbidden')
        // Keep the loading screen up while the browser leaves.
        await new Promise(() => {})
      }
      // The shop decides what the merchant sees first ("Configurer Votre Boutique" or not):
      // load it with the page rather than after it. A failure here is shown by the page.
      if (role === 'user') await queryClient.ensureQueryData(storeQuery(me.id)).catch(() => null)
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401)
        throw redirectDocument(signinPath(url))
      throw error
    }
    return null
  }
