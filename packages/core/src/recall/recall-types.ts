import type { Complete, Embed } from "../model-functions.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryType, Trust } from "../store/records.js";
import type { Scope } from "../store/scope.js";

/** Where a recalled memory came from: a long-term entry, a daily item, or a window of archived turns. */
export type RecallSource =
  | { readonly kind: "entry"; readonly id: string; readonly key: string }
  | { readonly kind: "daily"; readonly id: string; readonly date: string }
  | { readonly kind: "message"; readonly sessionId: string; readonly seq: number; readonly seqs: readonly number[] };

export type RecallTarget = "entry" | "daily" | "message";

/** Each signal's contribution before weighting (0..1), and the weighted total the ranking used. */
export interface RecallSignals {
  /**
   * Text relevance against the best hit of this query (0..1), plus query cues: +0.1 when the query
   * names the memory's speaker, +0.2 when it names the month or year the memory was written in.
   */
  readonly relevance: number;
  /** Cosine similarity, only when an `embed` function ranked the query. */
  readonly vector?: number;
  readonly importance: number;
  readonly recency: number;
  readonly use: number;
  readonly scope: number;
  /** The penalty (0..1) for an entry unused for longer than `staleAfterDays`; subtracted. */
  readonly staleness: number;
  /** Archived turns: how much of the query their session is about (0..1, against the best session). */
  readonly focus?: number;
  readonly total: number;
}

export interface RecalledItem {
  readonly source: RecallSource;
  /** The memory's text as recalled (archived turns: "Speaker: text" lines). */
  readonly text: string;
  /** Provenance: the message ids (and `metadata.diaIds`) the memory came from. */
  readonly ids: readonly string[];
  /** ISO time the memory was written (for turns: the newest turn's time). */
  readonly at: string;
  readonly ageMs: number;
  readonly trust: Trust;
  /** What the item costs in the rendered block. */
  readonly tokens: number;
  readonly signals: RecallSignals;
}

/** How much each signal counts in the total. */
export interface RecallWeights {
  readonly relevance: number;
  readonly vector: number;
  readonly importance: number;
  readonly recency: number;
  readonly use: number;
  readonly scope: number;
  readonly staleness: number;
}

export interface RecallOptions {
  readonly store: MemoryStore;
  readonly scope: Scope;
  readonly query: string;
  readonly embed?: Embed;
  /** Tokens the rendered block may cost (callers pass 20% of the context window by default). */
  readonly budgetTokens: number;
  readonly countTokens: (text: string) => number;
  /**
   * Counts a text given as the parts it is made of, exactly as `countTokens(joined)` would (such as
   * `TokenCounter.countJoined`): recall then counts a memory's unchanging text once instead of with every
   * new age and block. Without it, every item and block is counted whole. `remember` false: the joined
   * text will not be counted again (an item with its age), so a cache need not keep it.
   */
  readonly countJoined?: (parts: readonly string[], joined: string, remember?: boolean) => number;
  /** ISO time or Date: ages, recency and staleness are measured from it. */
  readonly now: string | Date;
  /** At most this many items are recalled (default 20). */
  readonly limit?: number;
  readonly weights?: Partial<RecallWeights>;
  /** Recency halves every this many days (default 30). */
  readonly halfLifeDays?: number;
  /** Entries unused for longer than this are penalised (default 60). */
  readonly staleAfterDays?: number;
  readonly targets?: readonly RecallTarget[];
  /**
   * Only entries and daily items of these types (archived turns have no type, so none is recalled
   * when this is set). Absent or empty: every type.
   */
  readonly types?: readonly EntryType[];
  /** Sessions whose archived turns and their daily items are left out (the caller's current session: its turns are in the prompt). */
  readonly excludeSessionIds?: readonly string[];
  /** Word overlap (shared / all distinct words, above 0) at or above which two items are near-duplicates (default 0.6; above 1 keeps them all). */
  readonly duplicateOverlap?: number;
  /**
   * Let a model pick what is clearly relevant among the best-ranked candidates (off without it):
   * those come first and whole; on a model error, bad answer or timeout, recall's own ranking.
   */
  readonly selection?: RecallSelection;
}

export interface LeftOutItem extends RecalledItem {
  readonly reason: "budget" | "limit";
}

export interface RecallResult {
  readonly items: RecalledItem[];
  /** The best items that did not fit (at most 5). */
  readonly leftOut: LeftOutItem[];
  /** The rendered block, "" when nothing was recalled. */
  readonly block: string;
  /** What the block costs. */
  readonly tokens: number;
  /** Every recalled item's signals and tokens, and the best left out: for the pipeline's manifest. */
  readonly explanation: RecallExplanation;
}

/**
 * Recall's model selection (seed 001's `selectRelevantMemories`): the headers of the best-ranked
 * candidates go to `complete`, which names up to `maxSelected` clearly relevant ones; those are
 * recalled first and in full, the rest of the ranking fills what budget remains.
 */
export interface RecallSelection {
  readonly complete: Complete;
  /** Without an answer by then recall uses its own ranking (default 2,000 ms). */
  readonly timeoutMs?: number;
  /** How many of the best-ranked candidates the model sees (default 20). */
  readonly maxCandidates?: number;
  /** At most this many are selected (default 5). */
  readonly maxSelected?: number;
  /** Told why recall fell back to its own ranking (model error, invalid answer, timeout); recall never fails for it. */
  readonly onFallback?: (reason: string, cause?: unknown) => void;
}

/** What the model selection did, in the recall explanation. */
export interface RecallSelectionReport {
  /** Whether the model's answer ordered the recall; false: recall's own ranking, and `reason` says why. */
  readonly used: boolean;
  readonly reason?: string;
  /** What the model selected, in its order: offered first (an item may still be a near-duplicate or not fit). */
  readonly selected?: readonly RecallSource[];
  /** Ids of the answer that did not count: not listed, repeated, or past `maxSelected`. */
  readonly ignored?: number;
}

/** One memory in the manifest: where it came from, what it cost, and why it ranked where it did. */
export interface ExplainedRecall {
  readonly source: RecallSource;
  /** The memory's text, cut to 300 characters: what a person reading the manifest needs to see. */
  readonly text: string;
  readonly ids: readonly string[];
  readonly tokens: number;
  readonly signals: RecallSignals;
  /** Left-out items only: why it is not in the block. */
  readonly reason?: "budget" | "limit";
}

/** What recall put into the prompt and the best of what it left out, for the pipeline's manifest. */
export interface RecallExplanation {
  readonly query: string;
  readonly budgetTokens: number;
  /** What the rendered block costs. */
  readonly tokens: number;
  readonly items: readonly ExplainedRecall[];
  readonly leftOut: readonly ExplainedRecall[];
  /** Only when recall ran with `selection`: whether the model's choice was used, or why not. */
  readonly selection?: RecallSelectionReport;
}
