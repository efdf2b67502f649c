import type { SampleOptions } from "../harness.js";

export const pipelineSuiteName = "pipeline";

export const pipelineMetrics = {
  cold: "cold_ms",
  warmP50: "warm_ms_p50",
  warmP95: "warm_ms_p95",
} as const;

/** A model's context window and reply reservation; the prompt budget follows from them. */
export interface WindowSpec {
  readonly label: string;
  readonly contextWindow: number;
  readonly maxOutputTokens: number;
}

export const windows: readonly WindowSpec[] = [
  { label: "8k", contextWindow: 8192, maxOutputTokens: 1024 },
  { label: "128k", contextWindow: 131072, maxOutputTokens: 4096 },
];

export interface SizePlan {
  readonly messages: number;
  readonly cold: SampleOptions;
  readonly warm: SampleOptions;
}

/**
 * Session sizes and how often each is sampled. The time budgets keep slow systems to a few samples
 * (LangChain takes seconds per call at 10,000 messages) so the full run stays within ~3 minutes on
 * 2 cores; fast systems reach the iteration count first.
 */
export function sizePlans(quick: boolean): SizePlan[] {
  if (quick) {
    return [
      { messages: 30, cold: { warmup: 1, iterations: 3 }, warm: { warmup: 1, iterations: 4 } },
      { messages: 150, cold: { warmup: 1, iterations: 3 }, warm: { warmup: 1, iterations: 4 } },
    ];
  }
  return [
    {
      messages: 100,
      cold: { warmup: 5, iterations: 30, budgetMs: 2000, minIterations: 5 },
      warm: { warmup: 10, iterations: 200, budgetMs: 2000, minIterations: 20 },
    },
    {
      messages: 1000,
      cold: { warmup: 2, iterations: 15, budgetMs: 3000, minIterations: 5 },
      warm: { warmup: 5, iterations: 150, budgetMs: 3000, minIterations: 10 },
    },
    {
      // The JIT is warm from the smaller sizes by now, so no warmup runs at this size.
      messages: 10000,
      cold: { warmup: 0, iterations: 3, budgetMs: 5000, minIterations: 2 },
      warm: { warmup: 0, iterations: 30, budgetMs: 4000, minIterations: 2 },
    },
  ];
}

/** "1,000 msgs / 8k ctx" */
export function caseName(messages: number, window: string): string {
  return `${messages.toLocaleString("en-US")} msgs / ${window} ctx`;
}
