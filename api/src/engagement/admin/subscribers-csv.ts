/** Characters a spreadsheet reads as the start of a formula (or that hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1`, `@SUM`) starts with
 * `'` instead, which spreadsheets show as text (OWASP's advice on CSV injection).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, ended by CRLF as RFC 4180 asks. */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** `subscribers-2025-06-01.csv`: the date of the export, in UTC. */
export function csvFileName(now: Date): string {
  return `subscribers-${now.toISOString().slice(0, 10)}.csv`;
}
