/** "22670112233" → "+226 70 11 22 33": how a number is read aloud and typed into a phone. */
export { formatPhone as spacedNumber } from '#dashboard/lib/phone.ts'
