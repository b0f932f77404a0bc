/**
 * CSV as spreadsheets read it: every cell quoted, and a cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return first) defused with a leading apostrophe.
 */
export type CsvCell = string | number | null | undefined;

export function toCsv(rows: CsvCell[][]): string {
  const cell = (v: CsvCell) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return `"${s.replace(/"/g, '""')}"`;
  };
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
