/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet: a cell a spreadsheet would read
 * as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single
 * quote, so visitor-supplied text such as `=HYPERLINK(…)` shows as text instead of running.
 * Every document starts with a UTF-8 byte order mark: without it Excel reads the file in the
 * system's legacy code page and "Zoë" or "José" come out garbled.
 */

export const UTF8_BOM = "\uFEFF";

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: neutralised against formula injection, then quoted when it needs to be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_TRIGGER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole document: the BOM, a header row, then one line per record; CRLF line ends as RFC 4180
 * says.
 */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => CsvValue }[],
  rows: readonly T[],
) {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
