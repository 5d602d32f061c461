import type { Env } from '../env'

/** Used when PLATFORM_HOSTS is not set: local development, workers.dev previews, the tests. */
const DEFAULT_PLATFORM_HOSTS = 'localhost,127.0.0.1,[::1],*.workers.dev,boutiko.test'

let parsedFrom: string | null = null
let parsed: { exact: Set<string>; suffixes: string[] } = { exact: new Set(), suffixes: [] }

/** PLATFORM_HOSTS ("boutiko.app,www.boutiko.app,*.workers.dev"), parsed once per isolate. */
function platformHosts(env: Env) {
  const value = env.PLATFORM_HOSTS?.trim() || DEFAULT_PLATFORM_HOSTS
  if (value !== parsedFrom) {
    const names = value
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean)
    parsed = {
      exact: new Set(names.filter((h) => !h.startsWith('*.'))),
      suffixes: names.filter((h) => h.startsWith('*.')).map((h) => h.slice(1)),
    }
    parsedFrom = value
  }
  return parsed
}

/**
 * The hosts that serve the platform itself (site, dashboard, API, storefronts by slug):
 * exact names, or `*.suffix` for any subdomain of suffix.
 */
export function isPlatformHost(env: Env, hostname: string): boolean {
  const { exact, suffixes } = platformHosts(env)
  const host = hostname.toLowerCase()
  return exact.has(host) || suffixes.some((s) => host.endsWith(s))
}

/** A platform host or any name under one: a shop may never claim these. */
export function isUnderPlatformHost(env: Env, hostname: string): boolean {
  if (isPlatformHost(env, hostname)) return true
  const host = hostname.toLowerCase()
  const appHost = env.APP_URL ? safeHostname(env.APP_URL) : null
  const roots = [...platformHosts(env).exact, ...(appHost ? [appHost] : [])]
  return roots.some((root) => host === root || host.endsWith(`.${root}`))
}

function safeHostname(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return null
  }
}
