import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core'
import { afterEach } from 'vitest'

type Allowance = { pattern: RegExp; why: string }

/**
 * What any journey may log as an error without failing: each is the product working as
 * designed. Any other console.error, failed request or uncaught exception fails the test.
 */
const ALWAYS_ALLOWED: Allowance[] = [
  {
    pattern: /^Failed to load resource: .* status of 401 .* ← \S+\/api\/refresh$/,
    why: 'every page load first tries to restore a session; a visitor not signed in has none',
  },
  {
    pattern: /^Failed to load resource: .* status of 404 .* ← \S+\/api\/stores\/usr_\w+$/,
    why: 'a merchant who has not created a shop yet: the API answers 404, read as "no shop"',
  },
  {
    pattern: /^Failed to load resource: .* status of 403 .* ← \S+\/api\/stores\/usr_\w+$/,
    why: 'staff of L’Atelier only, without a shop role (ADR 055): 403, read as "no shop"',
  },
]

/** Allowances of the running test only (see allowBrowserErrors). */
let allowedNow: Allowance[] = []

/**
 * Lets the running test's pages log errors matching `pattern`: for a journey that provokes a
 * refusal on purpose (a spent link, a wrong password). `why` says which, for the reader.
 */
export function allowBrowserErrors(pattern: RegExp, why: string): void {
  allowedNow.push({ pattern, why })
}

const lineOf = (message: ConsoleMessage) => `${message.text()} ← ${message.location().url}`

/**
 * Fails each test of the file, once it ran, with the console errors and page errors its pages
 * produced (minus the allowances). Call at the top of a browser test file; pass each browser it
 * launches through the returned function, which watches every context opened on it.
 */
export function failOnBrowserErrors(): (browser: Browser) => Browser {
  const seen: string[] = []
  const watched = new WeakSet<BrowserContext>()
  const watch = (context: BrowserContext) => {
    if (watched.has(context)) return context
    watched.add(context)
    context.on('console', (message) => {
      if (message.type() === 'error') seen.push(lineOf(message))
    })
    context.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`))
    return context
  }

  afterEach(() => {
    const allowed = [...ALWAYS_ALLOWED, ...allowedNow]
    allowedNow = []
    const found = seen.splice(0).filter((line) => !allowed.some((a) => a.pattern.test(line)))
    if (found.length)
      throw new Error(`The pages logged ${found.length} error(s):\n- ${found.join('\n- ')}`)
  })

  return (browser) => {
    const newContext = browser.newContext.bind(browser)
    const newPage = browser.newPage.bind(browser)
    browser.newContext = async (options) => watch(await newContext(options))
    browser.newPage = async (options) => {
      const page = await newPage(options)
      watch(page.context())
      return page
    }
    return browser
  }
}
