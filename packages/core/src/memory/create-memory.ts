import { pipelineSessionStateSchema } from "../store/pipeline-state-schema.js";
import { consolidate } from "../consolidation/consolidate.js";
import { consolidateIfDue } from "../consolidation/consolidation-gates.js";
import { EngramError } from "../errors.js";
import { BoundedCache } from "../util/bounded-cache.js";
import { markRecalledUsed, recallMemories } from "../recall/recall-memories.js";
import { recallSessions } from "../recall/recall-sessions.js";
import { explainRecallOf } from "../recall/explain-recall-of.js";
import { warmUpQuery } from "./warm-up.js";
import type { RecallOptions } from "../recall/recall-types.js";
import type { Message } from "../message/message-schema.js";
import { markValidated } from "../message/validated.js";
import { createContextPipeline } from "../pipeline/context-pipeline.js";

import { exportStore } from "../transfer/export-store.js";
import { createInMemoryStore } from "../store-kit/in-memory-store.js";
import { importIntoStore } from "../transfer/import-into-store.js";
import { assertKey } from "../store/store-keys.js";
import { findEntry } from "../store-ops/entry-lookup.js";
import { forgetEntry } from "../forget/forget-entry.js";
import { refreshMemoryIndex } from "../consolidation/refresh-memory-index.js";
import { createMemoryRuntime } from "./memory-runtime.js";
import { checkMemoryOptions, type MemoryOptions } from "./memory-options.js";
import { MemorySession } from "./memory-session.js";
import { openSessionTail } from "./session-tail.js";
import { memoryStats } from "./memory-stats.js";
import { pinEntry } from "./pin-entry.js";
import { parseRememberInput, rememberEntry } from "./remember.js";
import { createScratchpad } from "./scratchpad.js";
import type { Memory, RecallCallOptions } from "./memory-api.js";

export type { ListOptions, Memory, RecallCallOptions } from "./memory-api.js";

/**
 * Creates a memory over a store. `complete` and `embed` are optional: without them every path runs
 * offline on heuristics.
 */
export function createMemory(input: MemoryOptions): Memory {
  const options: MemoryOptions = { ...input, scope: checkMemoryOptions(input) };
  const pipeline = createContextPipeline({
    contextWindow: options.contextWindow ?? 128_000,
    maxOutputTokens: options.maxOutputTokens ?? 4_096,
    ...(options.model === undefined ? {} : { model: options.model }),
    ...(options.thresholds === undefined ? {} : { thresholds: options.thresholds }),
    ...(options.complete ? { summarizer: { complete: options.complete } } : {}),
    ...(options.counter === undefined ? {} : { counter: options.counter }),
    onWarning: (warning) => runtime.warn(warning),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const runtime = createMemoryRuntime(options, () => pipeline.counter());
  const sessions = new BoundedCache<string, Promise<MemorySession>>({
    maxEntries: options.openSessions?.max ?? 1_000,
    idleMs: options.openSessions?.idleMs ?? 30 * 60_000,
    ...(options.now === undefined ? {} : { now: () => options.now!().getTime() }),
  });
  let closed = false;
  const open = (what: string): void => {
    if (closed) throw new EngramError("STORE_CLOSED", `This memory was closed, so it cannot ${what}: create a new one (createMemory).`);
  };
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

  const openSession = async (id: string): Promise<MemorySession> => {
    const history: Message[] = [];
    const flushed: string[] = [];
    let state;
    if (runtime.writes) {
      const info = await store.getSession(id);
      if (!info && options.autoConsolidate !== false) await consolidateOnNewSession();
      if (info) {
        // Validated by the store as it read them; they met the message limits when appended.
        for (const event of await store.readEvents(id)) {
          if (event.type === "message") history.push(markValidated(event.message));
          else if (event.type === "trim") flushed.push(...event.droppedIds);
        }
        const saved = await store.get("summary", id);
        const parsed = pipelineSessionStateSchema.safeParse(saved?.pipelineState);
        if (parsed.success) state = parsed.data;
      }
    }
    // The session flushes through itself: it may leave the open set (idle) while one of its calls runs.
    const session: MemorySession = new MemorySession(
      runtime,
      id,
      pipeline.session(id, state, (event) => session.flush(event)),
      history,
      flushed,
    );
    return session;
  };

  /** What `recall` passes to `recallMemories` for a query (in incognito: an empty store and no budget). */
  const recallOptionsOf = async (query: string, recallOptions: RecallCallOptions): Promise<RecallOptions> => {
    const counter = await pipeline.counter();
    if (!runtime.writes) {
      // Incognito reads nothing: the same (empty) answer recall gives over an empty store.
      return { store: createInMemoryStore(), scope, query, budgetTokens: 0, countTokens: (t) => counter.countText(t), now: runtime.now() };
    }
    const budgetTokens = recallOptions.budgetTokens ?? Math.floor((runtime.contextWindow - runtime.maxOutputTokens) * runtime.recallShare);
    return {
      store,
      scope,
      query,
      budgetTokens,
      countTokens: recallOptions.countTokens ?? ((text) => counter.countText(text)),
      now: runtime.now(),
      ...(runtime.embed ? { embed: runtime.embed } : {}),
      ...(recallOptions.limit === undefined ? {} : { limit: recallOptions.limit }),
      ...(recallOptions.targets === undefined ? {} : { targets: recallOptions.targets }),
      ...(recallOptions.types === undefined ? {} : { types: recallOptions.types }),
      ...(runtime.recallSelection && recallOptions.selection !== false ? { selection: runtime.recallSelection } : {}),
    };
  };

  return {
    mode: runtime.mode,
    scope,
    get openSessionCount() {
      return sessions.size;
    },
    async close() {
      closed = true;
      sessions.clear();
    },
    session(id) {
      open("open a session");
      assertKey("session id", id);
      const known = sessions.get(id);
      if (known) return known;
      // The promise is what is kept, so calls that open one session at once share one object.
      const opening = openSession(id);
      sessions.set(id, opening);
      opening.catch(() => {
        if (sessions.peek(id) === opening) sessions.delete(id);
      });
      return opening;
    },
    async sessionTail(id, tailOptions = {}) {
      open("open a session tail");
      assertKey("session id", id);
      const afterSeq = tailOptions.afterSeq ?? 0;
      if (!Number.isInteger(afterSeq) || afterSeq < 0) {
        throw new EngramError("INVALID_OPTIONS", `Invalid afterSeq ${String(afterSeq)}: expected an integer >= 0 (a seq SessionTail.resumeAfter returned).`);
      }
      return openSessionTail(runtime, id, afterSeq, (state, onFlush) => pipeline.session(id, state, onFlush));
    },
    async deleteSession(id) {
      open("delete a session");
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
      open("remember");
      const parsed = parseRememberInput(input);
      if (!runtime.writes) return undefined;
      const entry = await rememberEntry(store, parsed, { scope, now: runtime.now(), redact: runtime.redactText });
      await refreshMemoryIndex(store, entry.scope, { now: runtime.now() });
      return entry;
    },
    async forget(keyOrId, forgetOptions = {}) {
      open("forget");
      if (!runtime.writes) return false;
      const report = await forgetEntry(store, scope, keyOrId, { ...forgetOptions, now: runtime.now() });
      return report !== undefined;
    },
    async pin(keyOrId, pinned = true) {
      open("pin");
      if (!runtime.writes) return undefined;
      const entry = await pinEntry(store, scope, keyOrId, pinned, runtime.now);
      if (entry) await refreshMemoryIndex(store, entry.scope, { now: runtime.now() });
      return entry;
    },
    async get(keyOrId) {
      open("get an entry");
      if (!runtime.writes) return undefined;
      return findEntry(store, scope, scope, keyOrId);
    },
    async list(listOptions = {}) {
      open("list entries");
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
      open("report stats");
      return memoryStats(store, scope, runtime.mode);
    },
    async recall(query, recallOptions = {}) {
      open("recall");
      const result = await recallMemories(await recallOptionsOf(query, recallOptions));
      if (runtime.writes && recallOptions.markUsed !== false) await markRecalledUsed(store, result.items, runtime.now());
      return result;
    },
    async explainRecallOf(query, target, recallOptions = {}) {
      open("explain recall");
      return explainRecallOf(await recallOptionsOf(query, { ...recallOptions, selection: false }), target);
    },
    async recallSessions(query, sessionOptions = {}) {
      open("recall sessions");
      if (!runtime.writes) return [];
      return recallSessions({ store, scope, query, ...sessionOptions });
    },
    async warmUp() {
      open("warm up");
      const start = performance.now();
      const query = runtime.writes ? await warmUpQuery(store, scope) : undefined;
      if (query === undefined) return { recalled: false, ms: performance.now() - start };
      // The answers are discarded: no model is asked (no embedding, no selection), nothing is marked used.
      const { embed: _embed, ...plain } = await recallOptionsOf(query, { selection: false });
      await recallMemories(plain);
      await recallSessions({ store, scope, query });
      return { recalled: true, ms: performance.now() - start };
    },
    async consolidate(consolidateOptions = {}) {
      open("consolidate");
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
      open("prune");
      requireWrites(runtime.writes, "prune");
      return consolidate({ store, scope, now: runtime.now(), maintenanceOnly: true, ...pruneOptions });
    },
    async consolidateIfDue(dueOptions = {}) {
      open("consolidate");
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
      open("open notes");
      return createScratchpad(store, sessionId === undefined ? scope : { ...scope, session: sessionId }, runtime.now);
    },
    export(exportOptions = {}) {
      open("export");
      return exportStore(store, { scope, ...exportOptions });
    },
    async import(lines, importOptions = {}) {
      open("import");
      requireWrites(runtime.writes, "import");
      const report = await importIntoStore(store, lines, { ...importOptions, scope });
      if (!importOptions.dryRun && report.records > 0) await refreshMemoryIndex(store, scope, { now: runtime.now() });
      return report;
    },
  };
}

function requireWrites(writes: boolean, what: string): void {
  if (writes) return;
  throw new EngramError("INVALID_OPTIONS", `This memory is incognito: it reads and writes nothing, so it cannot ${what}. Create it without mode: "incognito".`);
}
