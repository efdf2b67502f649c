import { consolidatedTag } from "../store/records.js";
import type { Complete, Embed } from "../model-functions.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { DailyRecord, EntryRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { collectRecords } from "../store-ops/collect-records.js";
import { batchDailyItems } from "./daily-batches.js";
import { decayImportance } from "./decay-importance.js";
import { dedupeEntries } from "./dedupe-entries.js";
import { distillItem } from "./distilled-entry.js";
import { distillWithModel } from "./distill-with-model.js";
import { expireEntries } from "./expire-entries.js";

import { writeResults } from "./write-results.js";
import { placeCandidate } from "./place-candidate.js";
import { pruneEntries } from "./prune-entries.js";
import { loadForgottenFilter } from "../recall/forgotten-filter.js";
import { memoryIndexRecord } from "./memory-index-record.js";
import { readConsolidationState, writeConsolidationState } from "./consolidation-state.js";
import { resolveConsolidationOptions, type ConsolidationOptions } from "./consolidation-options.js";
import type { ConsolidationBatch, ConsolidationReport } from "./consolidation-report.js";
import { ConsolidationWorkingSet } from "./working-set.js";

export interface ConsolidateInput {
  store: MemoryStore;
  /** The scope consolidated: exactly its daily items and entries (not those of narrower scopes). */
  scope: Scope;
  /** The run's clock (default: the current time). */
  now?: string | Date;
  /** With it, each batch is distilled by the model; without it, or when its answer is unusable, by heuristics. */
  complete?: Complete;
  /** With it, near-duplicates are found by cosine similarity instead of word overlap. */
  embed?: Embed;
  /** Report what would change and write nothing. */
  dryRun?: boolean;
  /**
   * Only the maintenance steps (retention, decay, prune, MEMORY.md): no daily items are distilled
   * and the run does not count for the gates. What `prune` runs.
   */
  maintenanceOnly?: boolean;
  options?: ConsolidationOptions;
}

/** Embeds `entries` into the set's vectors in one call; false (after a warning) when `embed` failed. */
async function embedInto(
  set: ConsolidationWorkingSet,
  entries: readonly EntryRecord[],
  embed: Embed,
  warn: (m: string, c?: unknown) => void,
): Promise<boolean> {
  if (entries.length === 0) return true;
  try {
    const vectors = await embed(entries.map((entry) => entry.content));
    if (vectors.length !== entries.length) throw new Error(`embed returned ${vectors.length} vectors for ${entries.length} texts`);
    entries.forEach((entry, i) => set.vectors.set(entry.id, vectors[i]!));
    return true;
  } catch (cause) {
    warn("Embedding failed; comparing by word overlap for the rest of this run.", cause);
    return false;
  }
}

/**
 * One consolidation pass over a scope ("distill", "dream"): unconsolidated daily items become long-term
 * entries (merged into near-duplicates, superseding contradicted values), then retention, decay and
 * pruning run and MEMORY.md (the scope's index record) is regenerated. Returns every change with its
 * reason; a dry run returns the same report and writes nothing. Consumed daily items are tagged
 * `consolidated`; the run is recorded in the scope's state note (see `readConsolidationState`).
 */
export async function consolidate(input: ConsolidateInput): Promise<ConsolidationReport> {
  const { store, scope, complete, dryRun = false } = input;
  const options = resolveConsolidationOptions(input.options);
  const now = new Date(input.now ?? Date.now()).toISOString();
  const warnings: string[] = [];
  const warn = (message: string, cause?: unknown): void => {
    const detail = cause instanceof Error ? `${message} (${cause.message})` : message;
    warnings.push(detail);
    options.onWarning(detail, cause);
  };

  const state = await readConsolidationState(store, scope, warn);
  const entries = await collectRecords(store, { kind: "entry", scope, scopeMode: "exact" });
  const daily = await collectRecords(store, { kind: "daily", scope, scopeMode: "exact", order: "created-asc" });
  // A daily item from a forgotten entry's source, or repeating it, never becomes an entry again.
  const forgotten = input.maintenanceOnly ? undefined : await loadForgottenFilter(store, scope);
  const pending = input.maintenanceOnly ? [] : daily.filter((item) => !item.tags.includes(consolidatedTag) && !forgotten?.dropsDaily(item));
  const set = new ConsolidationWorkingSet(entries, now, warn);
  let embed = input.embed;
  if (embed && !(await embedInto(set, set.current(), embed, warn))) embed = undefined;

  dedupeEntries(set, options);
  const batches: ConsolidationBatch[] = [];
  for (const batch of batchDailyItems(pending, options.batchChars)) {
    let rest: DailyRecord[] = batch;
    let via: "heuristic" | "model" = "heuristic";
    if (complete) {
      try {
        rest = await distillWithModel(complete, set, scope, batch, options);
        via = "model";
      } catch (cause) {
        warn(`The model's distillation of ${batch.length} daily items was unusable; using the heuristics for this batch.`, cause);
      }
    }
    const candidates = rest.map((item) => distillItem(item, options, now));
    if (embed && !(await embedInto(set, candidates, embed, warn))) embed = undefined;
    for (const [i, entry] of candidates.entries()) {
      const vector = set.vectors.get(entry.id);
      placeCandidate(set, { entry: vector ? { ...entry, vector } : entry, dailyIds: [rest[i]!.id] }, options, "heuristic");
    }
    batches.push({ items: batch.map((item) => item.id), chars: batch.reduce((n, item) => n + item.content.length, 0), via });
  }
  expireEntries(set, options.retention);
  decayImportance(set, options.decay, state ? Date.parse(state.lastRunAt) : undefined);
  pruneEntries(set, options.prune, options.retention);

  const current = set.current();
  const [existing] = (await store.query({ kind: "index", scope, scopeMode: "exact", limit: 1 })).records;
  const { index, changed } = memoryIndexRecord(scope, current, existing, now, options.index);
  set.record({
    action: "index",
    id: index.id,
    changed,
    entries: current.length,
    ...(index.truncated ? { truncated: index.truncated } : {}),
    reason: index.truncated ? `MEMORY.md regenerated, cut at the ${index.truncated} limit` : "MEMORY.md regenerated",
  });

  let consumed = pending.map((item) => item.id);
  if (!dryRun) {
    const written = await writeResults(store, set, pending, changed ? { next: index, read: existing } : undefined);
    for (const conflict of written.conflicts) set.record(conflict);
    consumed = written.consumed;
    if (!input.maintenanceOnly) await writeConsolidationState(store, scope, now);
  }
  return {
    scope,
    at: now,
    dryRun,
    batches,
    consumed,
    changes: set.changes,
    warnings,
  };
}
