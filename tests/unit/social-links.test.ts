import { describe, expect, it } from 'vitest'
import type { SocialNetwork } from '#worker/schemas/social-links.ts'
import { socialLink } from '#worker/schemas/social-links.ts'

describe('socialLink', () => {
  it.each<[SocialNetwork, string, string]>([
    ['whatsapp', '+226 76 12 34 58', 'https://wa.me/22676123458'],
    ['whatsapp', '00226 76-12-34-58', 'https://wa.me/22676123458'],
    ['whatsapp', '76 12 34 58', 'https://wa.me/22676123458'],
    ['whatsapp', 'wa.me/22676123458', 'https://wa.me/22676123458'],
    ['whatsapp', 'https://wa.me/22676123458', 'https://wa.me/22676123458'],
    ['facebook', 'facebook.com/awa.couture', 'https://facebook.com/awa.couture'],
    ['facebook', 'www.facebook.com/awa', 'https://www.facebook.com/awa'],
    ['facebook', 'https://facebook.com/awa', 'https://facebook.com/awa'],
    ['facebook', '@awacouture', 'https://www.facebook.com/awacouture'],
    ['instagram', '@awa.couture', 'https://www.instagram.com/awa.couture'],
    ['instagram', 'awa_couture', 'https://www.instagram.com/awa_couture'],
    ['instagram', ' instagram.com/awa ', 'https://instagram.com/awa'],
    ['tiktok', '@awa', 'https://www.tiktok.com/@awa'],
    ['tiktok', 'https://www.tiktok.com/@awa', 'https://www.tiktok.com/@awa'],
    ['youtube', '@awa', 'https://www.youtube.com/@awa'],
    ['youtube', 'youtube.com/@awa', 'https://youtube.com/@awa'],
  ])('turns %s %j into %j', (network, typed, url) => {
    expect(socialLink(network, typed)).toBe(url)
  })

  it('reads a national WhatsApp number with the given country code', () => {
    expect(socialLink('whatsapp', '77 123 45 67', '221')).toBe('https://wa.me/221771234567')
  })

  it.each<[SocialNetwork, string]>([
    ['facebook', ''],
    ['facebook', '   '],
    ['facebook', 'Awa Couture'],
    ['instagram', 'data:text/html,<b>x</b>'],
    ['instagram', 'javascript:alert(1)'],
    ['facebook', 'ftp://facebook.com/awa'],
    ['facebook', 'localhost/awa'],
    ['facebook', '//evil.test/x'],
    ['whatsapp', '+226 7612'],
    ['whatsapp', '@awa'],
    ['whatsapp', 'awa'],
  ])('gives no link for %s %j', (network, typed) => {
    expect(socialLink(network, typed)).toBeNull()
  })
})
