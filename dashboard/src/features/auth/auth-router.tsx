import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react'

/*
 * The /auth pages' own router (ADR 062): they are a small entry of their own (auth-main.tsx),
 * without react-router's data router, and need only this much of it: the current path, a link,
 * a navigation and the token in the path. A path of another page of this entry changes the
 * history; any other path (the sign-in page, the dashboard) is a page load.
 */

export type AuthLocation = { pathname: string; search: string; state: unknown }

const listeners = new Set<() => void>()
let current: AuthLocation | null = null

function read(): AuthLocation {
  const { pathname, search } = window.location
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null
  if (current?.pathname !== pathname || current.search !== search || current.state !== state)
    current = { pathname, search, state }
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

export const useLocation = (): AuthLocation => useSyncExternalStore(subscribe, read)

/** The pages of this entry: every /auth/… path but the sign-in page, the worker's (ADR 038). */
export const isAuthEntryPath = (path: string) =>
  /^\/auth\/./.test(path) && !/^\/auth\/signin(?:[/?#]|$)/.test(path)

type NavigateOptions = { replace?: boolean; state?: unknown }

/** Resolves once the page shows `to`; a page load never resolves (the page is being left). */
export function navigate(to: string, opts: NavigateOptions = {}): Promise<void> {
  if (!isAuthEntryPath(to)) {
    if (opts.replace) window.location.replace(to)
    else window.location.assign(to)
    return new Promise(() => {})
  }
  // `usr`, as react-router keeps it, so a page reloaded keeps its state either way.
  const state = { usr: opts.state ?? null }
  if (opts.replace) window.history.replaceState(state, '', to)
  else window.history.pushState(state, '', to)
  window.scrollTo(0, 0)
  for (const listener of listeners) listener()
  return Promise.resolve()
}

export const useNavigate = () => navigate

export const useSearchParams = (): [URLSearchParams] => [new URLSearchParams(useLocation().search)]

const ParamsContext = createContext<Record<string, string | undefined>>({})
export const ParamsProvider = ParamsContext.Provider
export const useParams = () => useContext(ParamsContext)

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /** A page load even for a page of this entry (kept from react-router's props). */
  reloadDocument?: boolean
  replace?: boolean
  children?: ReactNode
}

export function Link({ to, reloadDocument, replace, onClick, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plain =
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey &&
      !props.target
    if (event.defaultPrevented || !plain || reloadDocument || !isAuthEntryPath(to)) return
    event.preventDefault()
    void navigate(to, { replace })
  }
  return <a href={to} onClick={follow} {...props} />
}
