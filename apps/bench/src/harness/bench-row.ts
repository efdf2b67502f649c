/** One measured number. Every suite emits these; the table and the JSON file are made of them. */
export interface BenchRow {
  /** The suite that measured it, e.g. "pipeline". */
  readonly suite: string;
  /** The input it was measured on, e.g. "1,000 msgs · 8k ctx". */
  readonly case: string;
  /** What was measured, e.g. "warm_ms_p50". */
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  /** The competitor this row measures; null for Engram itself. */
  readonly baseline: string | null;
  /** Competitor value / Engram value on the same suite, case and metric: how many times faster Engram is. Null on Engram rows. */
  readonly ratio: number | null;
}

/** The name the table shows for a row's system. */
export function systemOf(row: BenchRow): string {
  return row.baseline ?? "engram";
}

/**
 * Fills in `ratio` on competitor rows from the Engram row of the same suite, case and metric.
 * Throws when a competitor row has no Engram row to compare with: a ratio against nothing is a bug.
 */
export function withRatios(rows: readonly Omit<BenchRow, "ratio">[]): BenchRow[] {
  const engram = new Map<string, number>();
  const key = (row: Omit<BenchRow, "ratio">): string => `${row.suite}\u0000${row.case}\u0000${row.metric}`;
  for (const row of rows) if (row.baseline === null) engram.set(key(row), row.value);
  return rows.map((row) => {
    if (row.baseline === null) return { ...row, ratio: null };
    const own = engram.get(key(row));
    if (own === undefined) throw new Error(`No Engram row for ${row.suite} / ${row.case} / ${row.metric} to compare ${row.baseline} with.`);
    return { ...row, ratio: row.value / own };
  });
}
