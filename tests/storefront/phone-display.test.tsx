import { describe, expect, it } from 'vitest'
import { fullShop, renderAll, THEMES } from './fixtures.tsx'

describe('the shop’s phone on the storefront', () => {
  it('is shown in its national grouping on the contact page, still dialled as digits', () => {
    const pages = renderAll(THEMES.classic, fullShop({ phone: '22670123456' }))
    expect(pages.contact).toContain('>+226 70 12 34 56</a>')
    expect(pages.contact).toContain('href="tel:+22670123456"')
  })

  it('is grouped in the Marché theme’s WhatsApp strip', () => {
    const pages = renderAll(THEMES.marche, fullShop({ theme: 'marche', phone: '2250701020304' }))
    expect(pages.home).toContain('+225 07 01 02 03 04')
  })
})
