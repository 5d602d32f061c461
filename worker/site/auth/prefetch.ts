/**
 * How the sign-in and sign-up pages bring the board's code while the person is on them.
 *
 * The dashboard's service worker is registered at once (ADR 067): it installs the board's first
 * load, and its downloads, unlike a page's, go on while the phone posts the form and follows
 * it to the board, whose requests join them in the browser's cache. A page's prefetch is
 * cancelled by that navigation: the tap comes before a slow phone could finish it.
 *
 * Where there is no service worker, the page's own prefetch (ADR 064): the files wait in an
 * inert `<template id="bt-prefetch">` (its links fetch nothing there) until the page has
 * loaded, so they do not share a slow phone's bandwidth with the page itself.
 *
 * A constant, allowed by its hash (site/csp.ts).
 */
export const PREFETCH_SCRIPT =
  "(function(){function p(){var t=document.getElementById('bt-prefetch');t&&document.head.appendChild(t.content)}var w=navigator.serviceWorker;w?w.register('/sw.js',{scope:'/user/'}).catch(p):addEventListener('load',p)})()"

export const PREFETCH_TEMPLATE_ID = 'bt-prefetch'
