import { COUNTRIES } from '#dashboard/lib/countries.ts'

// Longest dial code first: "1242" (Bahamas) must not be read as "1".
const BY_DIAL_LENGTH = [...COUNTRIES].sort((a, b) => b.dial.length - a.dial.length)

/** "22670112233" → "+226 70 11 22 33": how a number is read aloud and typed into a phone. */
export function spacedNumber(digits: string): string {
  const dial = BY_DIAL_LENGTH.find(
    (c) => digits.startsWith(c.dial) && digits.length > c.dial.length + 5,
  )?.dial
  const national = digits.slice(dial?.length ?? 0).replace(/(\d{2})(?=\d)/g, '$1 ')
  return dial ? `+${dial} ${national}` : national
}
