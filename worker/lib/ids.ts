const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz' // Crockford base32, lower case

export type IdPrefix =
  | 'usr'
  | 'rtk'
  | 'sto'
  | 'cat'
  | 'prd'
  | 'cus'
  | 'ord'
  | 'oit'
  | 'ntf'
  | 'med'
  | 'var'
  | 'pim'
  | 'oev'
  | 'tst'
  | 'ref'
  | 'pln'
  | 'sub'
  | 'srq'
  | 'msg'
  | 'out'
  | 'enq'
  | 'dom'
  | 'atk'
  | 'stf'
  | 'lkp'
  | 'sup'
  | 'svc'
  | 'gal'
  | 'mpt'
  | 'gty'
  | 'msr'
  | 'fab'
  | 'fmv'
  | 'tor'
  | 'tev'
  | 'tcat'
  | 'txn'
  | 'sal'
  | 'pac'
  | 'wal'
  | 'zon'
  | 'prm'
  | 'pay'
  | 'pev'
  | 'cou'
  | 'run'
  | 'dlv'
  | 'cho'
  | 'rev'

function randomChars(length: number, alphabet = ALPHABET): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  let out = ''
  for (const b of bytes) out += alphabet[b % alphabet.length]
  return out
}

/** Opaque, unguessable, prefixed id ('prd_…'): never a sequence a visitor could walk. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomChars(20)}`
}

/** Short reference a shopper can read out on the phone: "CMD-7K4Q-2M9X". */
export function newOrderNumber(): string {
  const upper = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ' // no 0/O, 1/I
  return `CMD-${randomChars(4, upper)}-${randomChars(4, upper)}`
}

/** 256-bit random token, base64url: refresh tokens, tracking links. */
export function newSecretToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return base64url(bytes)
}

export function base64url(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A member's referral code: 8 upper-case characters of a fresh id (what they share). */
export const newReferralCode = () => newId('usr').slice(4, 12).toUpperCase()
