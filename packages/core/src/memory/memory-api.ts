import type { ConsolidateInput } from "../consolidation/consolidate.js";
import type { ConsolidateIfDueResult, ConsolidationGateOptions } from "../consolidation/consolidation-gates.js";
import type { ConsolidationReport } from "../consolidation/consolidation-report.js";
import type { SessionExcerpt } from "../recall/recall-sessions.js";
import type { RecallOfExplanation, RecallOfTarget } from "../recall/explain-recall-of.js";
import type { RecallResult, RecallTarget } from "../recall/recall-types.js";
import type { ForgetOptions } from "../forget/forget-entry.js";
import type { ExportOptions } from "../transfer/export-store.js";
import type { ImportReport } from "../transfer/import-into-store.js";
import type { RecordPage } from "../store/memory-store.js";
import type { EntryRecord, EntryType } from "../store/records.js";
import type { MemoryMode, MemoryOptions } from "./memory-options.js";
import type { MemorySession } from "./memory-session.js";
import type { SessionTail } from "./session-tail.js";
import type { MemoryStats } from "./memory-stats.js";
import type { RememberInput } from "./remember.js";
import type { Scratchpad } from "./scratchpad.js";
import type { MemoryWarmUp } from "./warm-up.js";

export interface RecallCallOptions {
  limit?: number;
  budgetTokens?: number;
  targets?: readonly RecallTarget[];
  /** Only entries and daily items of these types (no archived turns then). */
  types?: readonly EntryType[];
  /** Mark recalled entries used (default true). */
  markUsed?: boolean;
  /** How item tokens are counted (default: the memory's model tokenizer). */
  countTokens?: (text: string) => number;
  /** false: this call skips the model selection `recallSelection` turned on (default: as the memory is set). */
  selection?: boolean;
}

export interface ListOptions {
  types?: readonly EntryType[];
  tags?: readonly string[];
  /** Include entries superseded by newer ones (default false). */
  includeSuperseded?: boolean;
  limit?: number;
  cursor?: string;
}

/** Engram's memory for one scope, usable without any framework. */
export interface Memory {
  readonly mode: MemoryMode;
  readonly scope: MemoryOptions["scope"];
  /** A session: new, or resumed from the store with its history, summary and trim state. */
  session(id: string): Promise<MemorySession>;
  /**
   * The end of a session for archiving into it without reading it whole: the messages after `afterSeq`
   * (a `resumeAfter` an earlier tail returned; 0 or none: the whole session), appended to and flushed
   * like `session`'s. Not kept open and never consolidates; no `context()` (decision 0166).
   */
  sessionTail(id: string, options?: { afterSeq?: number }): Promise<SessionTail>;
  /**
   * Erases a session: its archive, thread summary, checkpoint and scratchpad notes (long-term
   * memories learned from it stay), and forgets the open session, so `session(id)` starts afresh.
   * False when there was no such session.
   */
  deleteSession(id: string): Promise<boolean>;
  /**
   * Stores a long-term entry; under an existing key the old content becomes a dated revision. MEMORY.md
   * is regenerated at once. Undefined in incognito.
   */
  remember(input: RememberInput): Promise<EntryRecord | undefined>;
  /**
   * Forgets an entry, by id or key: deletes it (its revisions and the entries it superseded with it),
   * regenerates MEMORY.md at once, and records a tombstone so recall and `recallSessions` never bring
   * back the passages it came from (by their message ids, or by repeating its wording). With
   * `{ purge: true }`, also erases those passages from the store: archived messages, daily log, notes,
   * thread summaries and checkpoints (the GDPR path). False when there is no such entry, and in incognito.
   */
  forget(keyOrId: string, options?: ForgetOptions): Promise<boolean>;
  /**
   * Pins (or with false unpins) an entry, by id or key: a pinned entry is always recalled first and
   * never pruned; MEMORY.md is regenerated at once. Safe against concurrent writers (it never overwrites their change). Undefined when
   * there is no such entry, and in incognito.
   */
  pin(keyOrId: string, pinned?: boolean): Promise<EntryRecord | undefined>;
  get(keyOrId: string): Promise<EntryRecord | undefined>;
  list(options?: ListOptions): Promise<RecordPage<EntryRecord>>;
  stats(): Promise<MemoryStats>;
  /** Ranked memories for a query, packed into a token budget (default 20% of the context window); marks them used. */
  recall(query: string, options?: RecallCallOptions): Promise<RecallResult>;
  /**
   * Why an entry or archived message was, or was not, recalled for `query` with this memory's recall
   * settings (budget, tokenizer, `embed`; model selection aside): see `explainRecallOf`. Reads only.
   */
  explainRecallOf(query: string, target: RecallOfTarget, options?: Omit<RecallCallOptions, "markUsed" | "selection">): Promise<RecallOfExplanation>;
  /** Excerpts of earlier sessions' archives matching a query (CLIO's recall_sessions). */
  recallSessions(query: string, options?: { maxSessions?: number; maxResults?: number; excludeSessionId?: string }): Promise<SessionExcerpt[]>;
  /**
   * Readies the store and this process for the first real recall: one `recall` and one `recallSessions`
   * with the words of the newest session's last turns in scope, their answers discarded. A store's first
   * search loads what later ones reuse (SQLite's event keys and prepared statements, the posting lists
   * of those words), and the first run of the search and ranking code is its slowest. Reads only: nothing
   * is marked used, no model is called (no `embed`, no model selection). For the owner of a long-running
   * process (`engram mcp` runs it after its open, in the background); a library never calls it on its own.
   */
  warmUp(): Promise<MemoryWarmUp>;
  /** Daily log -> long-term memory, dedup, supersede, decay, prune, retention, MEMORY.md; `dryRun` reports only. */
  consolidate(options?: Pick<ConsolidateInput, "dryRun" | "options">): Promise<ConsolidationReport>;
  /** Retention, decay and pruning (age, confidence, cap; pins exempt) and MEMORY.md, without distilling. */
  prune(options?: Pick<ConsolidateInput, "dryRun" | "options">): Promise<ConsolidationReport>;
  /** Consolidates when its gates are open (24 h, 5 sessions, the lock); reports why not otherwise. */
  consolidateIfDue(options?: { gates?: ConsolidationGateOptions; dryRun?: boolean }): Promise<ConsolidateIfDueResult>;
  /** The scratchpad of a session (or of the memory's scope without one). */
  notes(sessionId?: string): Scratchpad;
  export(options?: ExportOptions): AsyncIterable<string>;
  /**
   * Imports export lines into this memory's scope only: a record or session of another scope is refused
   * with its line number (or moved into this scope with `remap: true`), a record of another scope is
   * never replaced, and every text is redacted like any other write. MEMORY.md is regenerated after it.
   */
  import(lines: AsyncIterable<string> | Iterable<string>, options?: { dryRun?: boolean; remap?: boolean }): Promise<ImportReport>;
  /** How many sessions this memory holds open in the process (see `openSessions`). */
  readonly openSessionCount: number;
  /**
   * Forgets every open session and refuses further calls (STORE_CLOSED). The store is not closed: it is
   * the caller's, and may be shared. Idempotent.
   */
  close(): Promise<void>;
}
