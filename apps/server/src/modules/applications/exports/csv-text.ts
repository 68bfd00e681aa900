/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when needed, and a would-be formula made plain text with a leading apostrophe. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file: CRLF line ends and a byte-order mark, so spreadsheet apps read UTF-8 (accents, CJK) right. */
export function csvText(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
