/*
 * docs/rules.md#group-blocks: the rooming list export. RFC 4180: CRLF line ends, a header row, a field quoted when
 * it holds a comma, a quote or a line break, quotes doubled. A text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return: an attendee types their own name) is prefixed with a
 * single quote (OWASP "CSV injection"); numbers are written as they are.
 */

/** One column of a CSV export: its header (translated by the caller) and how a row fills it. */
export interface CsvColumn<R> {
  readonly label: string;
  readonly value: (row: R) => string | number | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The rooming list (or any rows) as CSV: a header row of the columns' labels, then one line per row.
 * @public the server's rooming list export writes it (issue 41).
 */
export function roomingListCsv<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  const lines = [
    columns.map((c) => field(c.label)),
    ...rows.map((r) => columns.map((c) => field(c.value(r)))),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
