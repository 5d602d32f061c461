import { DEFAULT_COUNTRY_CODE, internationalPhone } from './phone'

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'whatsapp', 'youtube', 'tiktok'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** Where an `@handle` leads on each network (WhatsApp has numbers, not handles). */
const PROFILE_URL: Record<Exclude<SocialNetwork, 'whatsapp'>, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
}

const HANDLE = /^@?([\w.-]{1,60})$/
const PHONE = /^\+?[\d\s().-]{8,25}$/

/** An absolute http(s) link with a real host name, normalised; else null. */
function webUrl(value: string, needsDot: boolean): string | null {
  try {
    const url = new URL(value)
    const web = url.protocol === 'https:' || url.protocol === 'http:'
    if (!web || !url.hostname || (needsDot && !url.hostname.includes('.'))) return null
    return url.toString()
  } catch {
    return null
  }
}

/**
 * The link a merchant means by what they typed, the way people know their networks:
 * a full URL is kept, `facebook.com/page` gets its https://, `@handle` (or a bare handle)
 * becomes the profile URL, and a WhatsApp number ("+226 76 12 34 58", or a national number
 * of the shop's country) becomes its wa.me link. Null when it cannot be a link (`data:`,
 * `javascript:`, words with spaces): used by the schema to refuse it, and when saving and
 * showing a link so every theme gets the same clean URL.
 */
export function socialLink(
  network: SocialNetwork,
  typed: string,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string | null {
  const value = typed.trim()
  if (!value) return null
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return webUrl(value, false)
  if (network === 'whatsapp' && PHONE.test(value)) {
    const international = /^(\+|00)/.test(value)
      ? value.replace(/\D/g, '').replace(/^00/, '')
      : internationalPhone(countryCode, value)
    return /^\d{8,15}$/.test(international) ? `https://wa.me/${international}` : null
  }
  // "facebook.com/page": an address without its https://. Without a slash, "awa.couture"
  // is far likelier an Instagram handle than a web site.
  if (value.includes('/') && !value.startsWith('/')) return webUrl(`https://${value}`, true)
  const handle = HANDLE.exec(value)?.[1]
  return handle && network !== 'whatsapp' ? PROFILE_URL[network](handle) : null
}
