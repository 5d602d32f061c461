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

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  // The BOM makes Excel read UTF-8 (accents in French names) correctly.
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`
}
