/**
 * The board's files, fetched once the /auth page has loaded (ADR 064). They wait in an inert
 * `<template id="bt-prefetch">` (its links fetch nothing there): a `<link rel="prefetch">` in
 * the head would start with the page and share a slow phone's bandwidth with it, and
 * Lighthouse counts it before the page's largest paint. A constant, allowed by its hash.
 */
export const PREFETCH_SCRIPT =
  "addEventListener('load',function(){var t=document.getElementById('bt-prefetch');t&&document.head.appendChild(t.content)})"

export const PREFETCH_TEMPLATE_ID = 'bt-prefetch'
