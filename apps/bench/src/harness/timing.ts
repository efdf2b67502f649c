/** How many times to run a measured call; warmup runs are executed but not recorded. */
export interface SampleOptions {
  readonly iterations: number;
  readonly warmup: number;
  /**
   * Stop early once the recorded samples add up to this many milliseconds (after `minIterations`),
   * so a slow system gets fewer samples instead of stretching the run.
   */
  readonly budgetMs?: number;
  /** Samples to take whatever the budget; default 1. */
  readonly minIterations?: number;
}

/**
 * One measured step: `setup` runs untimed (append a message, build a fresh object), then only
 * `run` is timed. Returns the setup's value to `run` so nothing of the setup leaks into the timing.
 */
export interface TimedStep<T> {
  setup(iteration: number): T | Promise<T>;
  run(input: T, iteration: number): unknown;
  /** Untimed, after each run (warmups included): verify the output. */
  after?(input: T, iteration: number): unknown;
}

/** Milliseconds elapsed since `start` (a process.hrtime.bigint() reading), with ns resolution. */
export function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Runs `step` warmup + iterations times and returns the timed samples in milliseconds. */
export async function sampleMs<T>(step: TimedStep<T>, options: SampleOptions): Promise<number[]> {
  const samples: number[] = [];
  const total = options.warmup + options.iterations;
  const minimum = options.minIterations ?? 1;
  let recordedMs = 0;
  for (let i = 0; i < total; i++) {
    const input = await step.setup(i);
    const start = process.hrtime.bigint();
    await step.run(input, i);
    const ms = elapsedMs(start);
    await step.after?.(input, i);
    if (i < options.warmup) continue;
    samples.push(ms);
    recordedMs += ms;
    if (options.budgetMs !== undefined && samples.length >= minimum && recordedMs >= options.budgetMs) break;
  }
  return samples;
}

/** Convenience for calls with nothing to set up. */
export function sampleCallMs(run: () => unknown, options: SampleOptions): Promise<number[]> {
  return sampleMs({ setup: () => undefined, run: () => run() }, options);
}

/**
 * The p-th percentile (0-100) by the nearest-rank method: always a value that was actually
 * measured, so with few samples p95 is simply the slowest one.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error("percentile needs at least one sample.");
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be in [0, 100] (got ${p}).`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface SampleSummary {
  readonly p50: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
  readonly count: number;
}

export function summarize(samples: readonly number[]): SampleSummary {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: Math.min(...samples),
    max: Math.max(...samples),
    count: samples.length,
  };
}
