// CSV for the studio's exports (a spreadsheet or a mailing service imports them).

/**
 * A CSV cell: a leading =, +, - or @ defused (a spreadsheet would run it), and quoted when it holds a comma, a
 * semicolon (what a spreadsheet splits on in much of Europe: "Ann;=cmd" would be two cells, the second a formula), a
 * quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document: a header row and the rows, CRLF line ends (RFC 4180). */
export function csvDocument(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The headers of a CSV download named `name-YYYY-MM-DD.csv`, private to whoever asked. */
export function csvHeaders(name: string): Record<string, string> {
  const day = new Date().toISOString().slice(0, 10);
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${day}.csv"`,
    'cache-control': 'private, no-store',
  };
}
