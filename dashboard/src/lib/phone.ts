/**
 * The dashboard's one phone display: the worker's numbering plans (worker/schemas/phone.ts).
 * Display goes through `formatPhone` everywhere; a stored number goes back into a form's
 * country picker with `splitPhone` (lib/countries.ts: the picker's list stays out of pages that
 * only show numbers, like the board).
 */
export { formatPhone } from '#worker/schemas/phone.ts'
