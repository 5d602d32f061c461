import { renderToString } from 'react-dom/server'

/**
 * Markup written for Preact, not React: `class` (React's is `className`), `for` (React's is
 * `htmlFor`) and a string `style` (React's is an object). Typed loosely on purpose:
 * `@types/react` refuses each, which is the first guard; the render comparison is the second,
 * checked on these. Each renders with this module's renderer (React, or Preact when imported
 * with `?renderer=preact`).
 */
const loose = (props: Record<string, string>) => props as Record<string, unknown>

export const PREACT_ONLY = {
  class: () => renderToString(<p {...loose({ class: 'card' })}>Carte</p>),
  for: () =>
    renderToString(
      <label {...loose({ for: 'f-name' })}>
        Nom <input id="f-name" />
      </label>,
    ),
  style: () => renderToString(<p {...loose({ style: 'color:red' })}>Rouge</p>),
}
