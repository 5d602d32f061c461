import { t } from './fr'
/** Only http(s) and WhatsApp links leave a theme; anything else (javascript:, data:) becomes '#'. */
export function safeHref(url: string | null | undefined): string {
  if (!url) return '#'
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : '#'
  } catch {
    return '#'
  }
}

/** wa.me link to the shop's number with a pre-filled message. */
export function whatsappLink(phoneDigits: string, text: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** The shop's name, "Boutique" when it has none. */
export const shopNameOf = (shop: { name: string }) => shop.name || t.unnamedShop

/** A picture address a theme may use: our own paths ("/media/…") or http(s); else nothing. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return safeHref(url) === '#' ? null : url
}
