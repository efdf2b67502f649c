/** What a pipeline session shares with its pipeline, and what its trim stages work on. */
import type { PipelineSessionState } from "../store/pipeline-state-schema.js";
import type { TokenCounter } from "../tokens/token-counter.js";
import type { ContextPipelineOptions } from "./pipeline-options.js";
import type { SessionSummary } from "./session-summary.js";

/** What a session shares with its pipeline. */
export interface PipelineShared {
  readonly options: ContextPipelineOptions;
  readonly thresholds: { proactive: number; target: number; summary: number; reactive: readonly [number, number] };
  counter(): Promise<TokenCounter>;
  now(): Date;
}

/** One session as its trim stages see it: what a trim reads, and the state and summary it changes in place. */
export interface SessionCore {
  readonly id: string;
  readonly shared: PipelineShared;
  readonly state: PipelineSessionState;
  readonly summary: SessionSummary;
  /** This session's own flush (its memory session), instead of the pipeline's `onFlush`. */
  readonly onFlush: ContextPipelineOptions["onFlush"];
  /** Token counts of the texts recent calls sent (system prompts, injections, recovery notes), cached under an exact counter. */
  countText(counter: TokenCounter, text: string): number;
}
