/**
 * CSV for spreadsheets. A cell starting with = + - @ (or a tab / carriage return) is a formula
 * to Excel and LibreOffice: a shopper named "=HYPERLINK(…)" must stay text, so such cells get
 * a leading apostrophe. Quotes are doubled and every cell is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * A value to read as text, not as a number or a formula, without the apostrophe a spreadsheet
 * shows when it opens a CSV file: "+22676123458" would be read as the number 22676123458 (or a
 * formula). A leading word joiner (U+2060, invisible, no width) makes it text. Only for values
 * the server writes itself, such as a phone's digits; a shopper's text goes through `csvCell`.
 */
export const textCell = (value: string) => `\u2060${value}`

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  // The BOM makes Excel read UTF-8 (accents in French names) correctly.
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`
}
