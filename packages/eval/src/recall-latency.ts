/** Recall latency over a run: how many calls and the p50 / p95 wall clock of one `memory.recall`, in ms. */
export interface LatencySummary {
  readonly calls: number;
  readonly p50: number;
  readonly p95: number;
}

/** The nearest-rank percentile (`p` in 0..100) of samples, rounded to 0.1 ms; 0 without samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

export function summarizeLatency(samples: readonly number[]): LatencySummary {
  return { calls: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}
