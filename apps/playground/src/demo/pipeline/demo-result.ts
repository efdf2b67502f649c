import type { Message } from "@engram/core";
import type { ContextManifest, DroppedMessage, FlushEvent, SessionProgress, ThreadSummary, TrimTrigger } from "@engram/core/pipeline";
import type { Scenario } from "./scenario.js";

/** One prompt the pipeline built: what would have been sent to the model. */
export interface PromptRecord {
  readonly turn: number;
  readonly kind: "prepare" | "recover";
  readonly messages: readonly Message[];
  readonly manifest: ContextManifest;
}

/** One call of the onFlush hook: the messages about to leave the working context. */
export interface FlushRecord {
  readonly trigger: FlushEvent["trigger"];
  readonly units: number;
  readonly messages: readonly Message[];
}

export interface TrimRecord {
  readonly turn: number;
  readonly kind: PromptRecord["kind"];
  readonly trigger: Exclude<TrimTrigger, "none">;
  readonly stages: readonly TrimTrigger[];
  /** The prompt before the trim: the window that passed the trim line, or the prompt the provider rejected. */
  readonly tokensBefore: number;
  readonly manifest: ContextManifest;
  readonly dropped: readonly DroppedMessage[];
  /** The text of each user message dropped, oldest first. */
  readonly droppedRequests: readonly string[];
  readonly flushes: readonly FlushRecord[];
  /** The summary exactly as the prompt carries it. */
  readonly summaryText: string;
  /** The recovery notes a reactive retry adds; empty for other trims. */
  readonly recoveryText: string;
  readonly checkpoint: SessionProgress | undefined;
}

export interface DemoResult {
  readonly scenario: Scenario;
  readonly turns: number;
  readonly prompts: readonly PromptRecord[];
  readonly trims: readonly TrimRecord[];
  readonly triggers: readonly TrimTrigger[];
  readonly rejectedTurns: readonly number[];
  /** The whole session as the agent holds it: every message, none removed. */
  readonly sessionMessages: readonly Message[];
  /** What onFlush handed over, in order: a real agent would write these to its store. */
  readonly archived: readonly Message[];
  readonly finalSummary: ThreadSummary | undefined;
  readonly finalSummaryText: string;
}
