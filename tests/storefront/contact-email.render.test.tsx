import { describe, expect, it } from 'vitest'
import { fullShop, renderAll, THEME_NAMES, THEMES } from './fixtures.tsx'

// Issue 15: a shop alerted by WhatsApp may have no e-mail; its pages then show none.
describe.each(THEME_NAMES)('theme %s, a shop without e-mail', (name) => {
  it('shows no e-mail line on the contact page and none in its structured data', () => {
    const pages = renderAll(THEMES[name], fullShop({ theme: name, email: '' }))
    expect(pages.contact).not.toContain('mailto:')
    expect(pages.contact).not.toContain('"email":')
    expect(pages.contact).toContain('Nous contacter')
  })

  it('still shows the e-mail of a shop that has one', () => {
    const pages = renderAll(THEMES[name], fullShop({ theme: name }))
    expect(pages.contact).toContain('mailto:')
    expect(pages.contact).toContain('"email":')
  })
})
