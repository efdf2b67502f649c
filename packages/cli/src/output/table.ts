import type { CliIO } from "../io.js";

export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
  /** Cells longer than this are clipped with "…" (content columns); default: never. */
  readonly max?: number;
  readonly align?: "left" | "right";
}

/** Whitespace runs (newlines included) become one space, so a row stays on one line. */
const flatten = (text: string): string => text.replace(/\s+/g, " ").trim();

function clip(text: string, max: number | undefined): string {
  if (max === undefined || [...text].length <= max) return text;
  return `${[...text].slice(0, max - 1).join("")}…`;
}

/** Aligned columns for people, two spaces apart; the last column is not padded. */
export function renderTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = rows.map((row) => columns.map((column) => clip(flatten(column.value(row)), column.max)));
  const widths = columns.map((column, i) => Math.max([...column.header].length, ...cells.map((line) => [...(line[i] ?? "")].length)));
  const line = (values: readonly string[]): string =>
    values
      .map((value, i) => {
        const pad = " ".repeat(Math.max(0, (widths[i] ?? 0) - [...value].length));
        if (columns[i]?.align === "right") return pad + value;
        return i === values.length - 1 ? value : value + pad;
      })
      .join("  ")
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...cells.map(line)].join("\n");
}

export function writeTable<Row>(io: CliIO, rows: readonly Row[], columns: readonly Column<Row>[], empty: string): void {
  io.stdout.write(rows.length === 0 ? `${empty}\n` : `${renderTable(rows, columns)}\n`);
}

/** "label: value" lines with the labels aligned, for one record. */
export function renderFields(fields: readonly (readonly [string, string])[]): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width + 3)}${value}`).join("\n");
}
