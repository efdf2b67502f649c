import { systemOf, type BenchRow } from "./bench-row.js";

/** A number with about three significant digits: 0.0123, 1.23, 123, 12,345. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString("en-US");
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  if (abs === 0) return "0";
  return value.toPrecision(3);
}

export function formatRatio(ratio: number | null): string {
  return ratio === null ? "" : `${formatNumber(ratio)}×`;
}

/** A ratio (competitor / Engram) in words: "12.3× faster", or "2.50× slower" when below 1. */
export function formatSpeedup(ratio: number | null): string {
  if (ratio === null) return "";
  return ratio >= 1 ? `${formatNumber(ratio)}× faster` : `${formatNumber(1 / ratio)}× slower`;
}

/** Lays out rows of cells as aligned columns; numeric-looking columns align right. */
export function alignColumns(header: readonly string[], body: ReadonlyArray<readonly string[]>, rightAligned: ReadonlySet<number>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}

/** The results table: one line per row, grouped as the suites emitted them. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ["suite", "case", "metric", "system", "value", "unit", "engram is"];
  const body = rows.map((row) => [row.suite, row.case, row.metric, systemOf(row), formatNumber(row.value), row.unit, formatSpeedup(row.ratio)]);
  return alignColumns(header, body, new Set([4, 6]));
}
