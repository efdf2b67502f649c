import type { Message } from "@engram/core";

/** Everything one case gives every system: the same messages and the same prompt budget. */
export interface CaseInput {
  readonly system: string;
  readonly session: readonly Message[];
  /** Appended one per warm iteration. */
  readonly followUps: readonly Message[];
  readonly contextWindow: number;
  readonly maxOutputTokens: number;
  /** The hard prompt budget in tokens (Engram's manifest.budget.limit), given to every system. */
  readonly budget: number;
}

/** What one call sent, checked against the budget after the timed call. */
export interface OutputCheck {
  readonly inputMessages: number;
  readonly keptMessages: number;
  /** Tokens by the system's own counter; undefined when the system does not expose its count. */
  readonly ownTokens: number | undefined;
  /** The same output counted by the bench's reference o200k counter. */
  readonly referenceTokens: number;
  readonly budget: number;
  /** Whether this call cut messages (for Engram: a trim stage ran; stateless systems cut whenever over budget). */
  readonly trimmedThisCall: boolean;
}

/** One prepared call: only `run` is timed; `check`, after it, verifies the output (and throws if wrong). */
export interface TimedCall {
  run(): Promise<void>;
  check(): Promise<OutputCheck>;
}

/** A session that grows by one follow-up message per call. */
export interface WarmSession {
  /** Untimed: appends the next follow-up and returns the call on the grown session. */
  next(): TimedCall;
}

/** A context-trimming system under test, set up for one case. */
export interface TrimSystem {
  /** Engram is "engram"; competitors are named by their row `baseline`. */
  readonly name: string;
  readonly baseline: string | null;
  /** Untimed: fresh state, as in a new process; returns the first call on the full session. */
  cold(): Promise<TimedCall>;
  /** Untimed: fresh state that has already seen the full session, ready to grow. */
  warm(): Promise<WarmSession>;
}

/** Throws with the system's name when an output check fails: a wrong comparison is worse than none. */
export function ensure(condition: boolean, system: string, message: string): asserts condition {
  if (!condition) throw new Error(`Output check failed for ${system}: ${message}`);
}
