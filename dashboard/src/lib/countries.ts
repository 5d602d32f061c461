// The table moved to the worker's schemas when the worker started rendering the sign-in page
// (ADR 038): one list of countries for both sides.
export {
  COUNTRIES,
  type Country,
  DEFAULT_COUNTRY,
  dialCodeOf,
  internationalNumber,
} from '#worker/schemas/countries.ts'
