import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/**
 * The clock dates are shown on: the shop's own (ADR 048), set by the merchant's shell once the
 * shop is known, so an order placed at 23:30 in Cotonou reads 23:30 on a phone set to another
 * zone. Undefined (the admin's pages, before the shop loads): the browser's zone.
 */
let displayZone: string | undefined
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>()

export function setDisplayTimeZone(zone: string | undefined): void {
  displayZone = zone
}

function formatsFor(zone: string | undefined) {
  const key = zone ?? ''
  let f = formats.get(key)
  if (!f) {
    const timeZone = zone || undefined
    f = {
      dateTime: new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }),
      dateOnly: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone }),
    }
    formats.set(key, f)
  }
  return f
}

export function formatDateTime(iso: string): string {
  return formatsFor(displayZone).dateTime.format(new Date(iso))
}

export function formatDate(iso: string): string {
  return formatsFor(displayZone).dateOnly.format(new Date(iso))
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?'
}

/** Keeps only digits: phone fields are sanitised as the merchant types. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Failures that are only logged stay silent in production builds. */
export function logError(...args: unknown[]): void {
  if (import.meta.env.DEV) console.error(...args)
}

/**
 * "15 000 000 F CFA" is wider than half a 360 px phone: the currency may go under the amount
 * (the no-break space before it becomes a space); the digits never split.
 */
export function wrappableAmount<T extends string | number>(value: T): T {
  return (typeof value === 'string' ? value.replace(/\u00a0(?=[^\d\u00a0]+$)/, ' ') : value) as T
}
