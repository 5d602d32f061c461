import {
  SIGNIN_NOTICE_COOKIE,
  type SigninNotice,
  signinPath,
} from '#worker/schemas/session-paths.ts'

/**
 * The sign-in page is the worker's, outside this app (ADR 038): going there is a page load.
 * `from`: where to come back once signed in; `notice`: the news the page shows once.
 * Also re-exported by session.ts.
 */
export function goToSignin(
  opts: { from?: { pathname: string; search: string }; notice?: SigninNotice } = {},
): void {
  if (opts.notice)
    // biome-ignore lint/suspicious/noDocumentCookie: a constant key written just before the page is left; the Cookie Store API is async, and missing from older phones' browsers.
    document.cookie = `${SIGNIN_NOTICE_COOKIE}=${opts.notice}; path=/auth/signin; max-age=60; samesite=strict`
  window.location.assign(opts.from ? signinPath(opts.from) : '/auth/signin')
}
