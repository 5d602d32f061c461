import { describe, expect, it } from 'vitest'
import { isRobot, sourceOf, visitSource } from '#worker/services/audience/hits.ts'

const page = (query = '') => new URL(`https://boutiko.test/awa/home${query}`)
const from = (referrer: string) => new URL(referrer)

describe('where a visit came from (ADR 056)', () => {
  it('reads utm_source first, whatever the referrer', () => {
    expect(sourceOf(page('?utm_source=WhatsApp'), from('https://www.google.com/'))).toBe('whatsapp')
    expect(sourceOf(page('?utm_source=ig'), null)).toBe('instagram')
    expect(sourceOf(page('?utm_source=tiktok'), null)).toBe('tiktok')
    expect(sourceOf(page('?utm_source=fb'), null)).toBe('facebook')
    expect(sourceOf(page('?utm_source=newsletter'), null)).toBe('other')
  })

  it('then the click id an ad or share link adds', () => {
    expect(sourceOf(page('?fbclid=IwAR0x'), null)).toBe('facebook')
    expect(sourceOf(page('?ttclid=E.C.P'), null)).toBe('tiktok')
    expect(sourceOf(page('?gclid=abc'), null)).toBe('search')
  })

  it('then the referrer, and direct without one', () => {
    expect(sourceOf(page(), from('https://l.facebook.com/l.php'))).toBe('facebook')
    expect(sourceOf(page(), from('https://web.whatsapp.com/'))).toBe('whatsapp')
    expect(sourceOf(page(), from('https://l.instagram.com/'))).toBe('instagram')
    expect(sourceOf(page(), from('https://www.tiktok.com/@awa'))).toBe('tiktok')
    expect(sourceOf(page(), from('https://www.google.ci/'))).toBe('search')
    expect(sourceOf(page(), from('https://duckduckgo.com/'))).toBe('search')
    expect(sourceOf(page(), from('https://blog.example.org/'))).toBe('other')
    expect(sourceOf(page(), null)).toBe('direct')
  })

  it('is no visit when the referrer is the shop itself, on the platform or its own domain', () => {
    expect(
      visitSource(page(), 'https://boutiko.test/awa/products', 'boutiko.test', '/awa'),
    ).toBeNull()
    expect(visitSource(page(), 'https://boutiko.test/awa', 'boutiko.test', '/awa')).toBeNull()
    expect(visitSource(page(), 'https://awa.shop/produits', 'awa.shop', null)).toBeNull()
    // Another shop on the platform, or the platform's own pages: an arrival.
    expect(visitSource(page(), 'https://boutiko.test/awana/home', 'boutiko.test', '/awa')).toBe(
      'other',
    )
    expect(visitSource(page(), 'not a url', 'boutiko.test', '/awa')).toBe('direct')
  })
})

describe('robots are not counted', () => {
  it.each([
    null,
    '',
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0 A',
    'curl/8.5.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36',
  ])('%s', (userAgent) => expect(isRobot(userAgent)).toBe(true))

  it('counts a phone’s browser', () => {
    expect(
      isRobot('Mozilla/5.0 (Linux; Android 13; TECNO) AppleWebKit/537.36 Chrome/120 Mobile'),
    ).toBe(false)
  })
})
