import type { MemoryManifest, PreparedTurn } from "@engram/core";

/** One prompt Engram prepared for a model call, as the report needs it. */
export interface CallRecord {
  readonly attempt: number;
  readonly manifest: MemoryManifest;
  /** The thread summary the prompt carries ("" when nothing has been trimmed yet). */
  readonly summary: string;
  /** The recalled-memory block exactly as the model received it ("" when nothing was recalled). */
  readonly recalledBlock: string;
}

/** What one day's session did, through one adapter. */
export interface SessionRun {
  readonly day: string;
  readonly adapter: string;
  /** How the adapter was wired, for the heading. */
  readonly wiring: string;
  readonly sessionId: string;
  readonly userTurns: number;
  readonly calls: readonly CallRecord[];
  /** The messages the script produced: the archive must hold exactly these, each once. */
  readonly scriptedMessages: number;
  /** The system content the mock model received on its first call (instructions plus Engram's blocks). */
  readonly firstSystemPrompt: string;
}

export function callRecordOf(turn: PreparedTurn): CallRecord {
  const block = (kind: string, id?: string): string =>
    turn.system.find((entry) => entry.kind === kind && (id === undefined || entry.id.endsWith(id)))?.text ?? "";
  return {
    attempt: turn.attempt,
    manifest: turn.context.manifest,
    summary: block("summary"),
    recalledBlock: block("injection", "recalled-memories"),
  };
}
