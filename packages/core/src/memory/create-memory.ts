import { consolidate, type ConsolidateInput } from "../consolidation/consolidate.js";
import { consolidateIfDue, type ConsolidateIfDueResult, type ConsolidationGateOptions } from "../consolidation/consolidation-gates.js";
import type { ConsolidationReport } from "../consolidation/consolidation-report.js";
import { EngramError } from "../errors.js";
import { markRecalledUsed, recallMemories } from "../recall/recall-memories.js";
import { recallSessions, type SessionExcerpt } from "../recall/recall-sessions.js";
import type { RecallResult, RecallTarget } from "../recall/recall-types.js";
import type { Message } from "../message/message-schema.js";
import { markValidated } from "../message/validated.js";
import { createContextPipeline } from "../pipeline/context-pipeline.js";
import { pipelineSessionStateSchema } from "../pipeline/pipeline-session.js";
import { exportStore, type ExportOptions } from "../store/export-store.js";
import { createInMemoryStore } from "../store/in-memory-store.js";
import { importIntoStore, type ImportReport } from "../store/import-into-store.js";
import type { RecordPage } from "../store/memory-store.js";
import type { EntryRecord, EntryType } from "../store/records.js";
import { assertKey } from "../store/store-keys.js";
import { findEntry } from "./entry-lookup.js";
import { createMemoryRuntime } from "./memory-runtime.js";
import { checkMemoryOptions, type MemoryMode, type MemoryOptions } from "./memory-options.js";
import { MemorySession } from "./memory-session.js";
import { memoryStats, type MemoryStats } from "./memory-stats.js";
import { parseRememberInput, rememberEntry, type RememberInput } from "./remember.js";
import { createScratchpad, type Scratchpad } from "./scratchpad.js";

export interface RecallCallOptions {
  limit?: number;
  budgetTokens?: number;
  targets?: readonly RecallTarget[];
  /** Mark recalled entries used (default true). */
  markUsed?: boolean;
  /** How item tokens are counted (default: the memory's model tokenizer). */
  countTokens?: (text: string) => number;
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
   * Erases a session: its archive, thread summary, checkpoint and scratchpad notes (long-term
   * memories learned from it stay), and forgets the open session, so `session(id)` starts afresh.
   * False when there was no such session.
   */
  deleteSession(id: string): Promise<boolean>;
  /** Stores a long-term entry; under an existing key the old content becomes a dated revision. Undefined in incognito. */
  remember(input: RememberInput): Promise<EntryRecord | undefined>;
  forget(keyOrId: string): Promise<boolean>;
  get(keyOrId: string): Promise<EntryRecord | undefined>;
  list(options?: ListOptions): Promise<RecordPage<EntryRecord>>;
  stats(): Promise<MemoryStats>;
  /** Ranked memories for a query, packed into a token budget (default 20% of the context window); marks them used. */
  recall(query: string, options?: RecallCallOptions): Promise<RecallResult>;
  /** Excerpts of earlier sessions' archives matching a query (CLIO's recall_sessions). */
  recallSessions(query: string, options?: { maxSessions?: number; maxResults?: number; excludeSessionId?: string }): Promise<SessionExcerpt[]>;
  /** Daily log -> long-term memory, dedup, supersede, decay, prune, retention, MEMORY.md; `dryRun` reports only. */
  consolidate(options?: Pick<ConsolidateInput, "dryRun" | "options">): Promise<ConsolidationReport>;
  /** Retention, decay and pruning (age, confidence, cap; pins exempt) and MEMORY.md, without distilling. */
  prune(options?: Pick<ConsolidateInput, "dryRun" | "options">): Promise<ConsolidationReport>;
  /** Consolidates when its gates are open (24 h, 5 sessions, the lock); reports why not otherwise. */
  consolidateIfDue(options?: { gates?: ConsolidationGateOptions; dryRun?: boolean }): Promise<ConsolidateIfDueResult>;
  /** The scratchpad of a session (or of the memory's scope without one). */
  notes(sessionId?: string): Scratchpad;
  export(options?: ExportOptions): AsyncIterable<string>;
  import(lines: AsyncIterable<string> | Iterable<string>, options?: { dryRun?: boolean }): Promise<ImportReport>;
}

/**
 * Creates a memory over a store. `complete` and `embed` are optional: without them every path runs
 * offline on heuristics.
 */
export function createMemory(options: MemoryOptions): Memory {
  checkMemoryOptions(options);
  const pipeline = createContextPipeline({
    contextWindow: options.contextWindow ?? 128_000,
    maxOutputTokens: options.maxOutputTokens ?? 4_096,
    ...(options.model === undefined ? {} : { model: options.model }),
    ...(options.thresholds === undefined ? {} : { thresholds: options.thresholds }),
    ...(options.complete ? { summarizer: { complete: options.complete } } : {}),
    onFlush: (event) => sessions.get(event.sessionId)?.flush(event),
    onWarning: (warning) => runtime.warn(warning),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const runtime = createMemoryRuntime(options, () => pipeline.counter());
  const sessions = new Map<string, MemorySession>();
  const { store, scope } = runtime;
  // A new session is when the gates are checked; a failure never stops the session from starting.
  const consolidateOnNewSession = async (): Promise<void> => {
    try {
      await consolidateIfDue({
        store,
        scope,
        now: runtime.now(),
        ...(runtime.complete ? { complete: runtime.complete } : {}),
        ...(runtime.embed ? { embed: runtime.embed } : {}),
      });
    } catch (cause) {
      runtime.warn({ code: "CONSOLIDATION_FAILED", message: "Automatic consolidation failed; it will be tried again at the next new session.", cause });
    }
  };

  return {
    mode: runtime.mode,
    scope,
    async session(id) {
      assertKey("session id", id);
      const open = sessions.get(id);
      if (open) return open;
      const history: Message[] = [];
      let state;
      if (runtime.writes) {
        const info = await store.getSession(id);
        if (!info && options.autoConsolidate !== false) await consolidateOnNewSession();
        if (info) {
          // Validated by the store as it read them; they met the message limits when appended.
          for (const event of await store.readEvents(id)) if (event.type === "message") history.push(markValidated(event.message));
          const saved = await store.get("summary", id);
          const parsed = pipelineSessionStateSchema.safeParse(saved?.pipelineState);
          if (parsed.success) state = parsed.data;
        }
      }
      const session = new MemorySession(runtime, id, pipeline.session(id, state), history);
      sessions.set(id, session);
      return session;
    },
    async deleteSession(id) {
      assertKey("session id", id);
      sessions.delete(id);
      if (!runtime.writes) return false;
      const notes = createScratchpad(store, { ...scope, session: id }, runtime.now);
      for (const note of await notes.list()) await notes.delete(note.key);
      await store.delete("summary", id);
      await store.delete("checkpoint", id);
      return store.deleteSession(id);
    },
    async remember(input) {
      const parsed = parseRememberInput(input);
      if (!runtime.writes) return undefined;
      return rememberEntry(store, parsed, { scope, now: runtime.now(), redact: runtime.redactText });
    },
    async forget(keyOrId) {
      if (!runtime.writes) return false;
      const entry = await findEntry(store, scope, scope, keyOrId);
      return entry ? store.delete("entry", entry.id) : false;
    },
    async get(keyOrId) {
      if (!runtime.writes) return undefined;
      return findEntry(store, scope, scope, keyOrId);
    },
    async list(listOptions = {}) {
      if (!runtime.writes) return { records: [] };
      const page = await store.query({
        kind: "entry",
        scope,
        ...(listOptions.types ? { types: listOptions.types } : {}),
        ...(listOptions.tags ? { tags: listOptions.tags } : {}),
        ...(listOptions.limit === undefined ? {} : { limit: listOptions.limit }),
        ...(listOptions.cursor === undefined ? {} : { cursor: listOptions.cursor }),
      });
      if (listOptions.includeSuperseded) return page;
      return { ...page, records: page.records.filter((entry) => entry.supersededBy === undefined && entry.validTo === undefined) };
    },
    async stats() {
      return memoryStats(store, scope, runtime.mode);
    },
    async recall(query, recallOptions = {}) {
      const counter = await pipeline.counter();
      if (!runtime.writes) {
        // Incognito reads nothing: the same (empty) answer recall gives over an empty store.
        const nothing = createInMemoryStore();
        return recallMemories({ store: nothing, scope, query, budgetTokens: 0, countTokens: (t) => counter.countText(t), now: runtime.now() });
      }
      const budgetTokens =
        recallOptions.budgetTokens ?? Math.floor((runtime.contextWindow - runtime.maxOutputTokens) * runtime.recallShare);
      const result = await recallMemories({
        store,
        scope,
        query,
        budgetTokens,
        countTokens: recallOptions.countTokens ?? ((text) => counter.countText(text)),
        now: runtime.now(),
        ...(runtime.embed ? { embed: runtime.embed } : {}),
        ...(recallOptions.limit === undefined ? {} : { limit: recallOptions.limit }),
        ...(recallOptions.targets === undefined ? {} : { targets: recallOptions.targets }),
      });
      if (recallOptions.markUsed !== false) await markRecalledUsed(store, result.items, runtime.now());
      return result;
    },
    async recallSessions(query, sessionOptions = {}) {
      if (!runtime.writes) return [];
      return recallSessions({ store, scope, query, ...sessionOptions });
    },
    async consolidate(consolidateOptions = {}) {
      requireWrites(runtime.writes, "consolidate");
      return consolidate({
        store,
        scope,
        now: runtime.now(),
        ...(runtime.complete ? { complete: runtime.complete } : {}),
        ...(runtime.embed ? { embed: runtime.embed } : {}),
        ...consolidateOptions,
      });
    },
    async prune(pruneOptions = {}) {
      requireWrites(runtime.writes, "prune");
      return consolidate({ store, scope, now: runtime.now(), maintenanceOnly: true, ...pruneOptions });
    },
    async consolidateIfDue(dueOptions = {}) {
      requireWrites(runtime.writes, "consolidate");
      return consolidateIfDue({
        store,
        scope,
        now: runtime.now(),
        ...(runtime.complete ? { complete: runtime.complete } : {}),
        ...(runtime.embed ? { embed: runtime.embed } : {}),
        ...dueOptions,
      });
    },
    notes(sessionId) {
      return createScratchpad(store, sessionId === undefined ? scope : { ...scope, session: sessionId }, runtime.now);
    },
    export(exportOptions = {}) {
      return exportStore(store, { scope, ...exportOptions });
    },
    async import(lines, importOptions = {}) {
      requireWrites(runtime.writes, "import");
      return importIntoStore(store, lines, importOptions);
    },
  };
}

function requireWrites(writes: boolean, what: string): void {
  if (writes) return;
  throw new EngramError(
    "INVALID_OPTIONS",
    `This memory is incognito: it reads and writes nothing, so it cannot ${what}. Create it without mode: "incognito".`,
  );
}
