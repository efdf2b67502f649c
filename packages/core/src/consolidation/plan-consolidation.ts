import { tombstoneNotesVisibleIn } from "../store-ops/tombstone.js";
import { createInMemoryStore } from "../store-kit/in-memory-store.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord, MemoryRecord } from "../store/records.js";
import { sameRecord } from "../store-kit/same-record.js";
import type { Scope } from "../store/scope.js";
import { collectRecords } from "../store-ops/collect-records.js";
import { consolidate, type ConsolidateInput } from "./consolidate.js";
import type { ConsolidationChange, ConsolidationReport } from "./consolidation-report.js";
import { consolidationStateId } from "./consolidation-state.js";
import type { RecordWrite } from "./record-writes.js";

export type PlanConsolidationInput = Omit<ConsolidateInput, "dryRun">;

/** The texts a person needs to judge one change to an entry (see `PlannedChange`). */
export interface EntryContentDiff {
  /** The entry's content before the run (absent for an entry the run creates). */
  readonly before?: string;
  /** Its content after the run (absent for an entry the run deletes). */
  readonly after?: string;
  /** `merged` with `absorbed`: the content of the entry absorbed (and deleted). */
  readonly absorbed?: string;
  /** `superseded`: the content of the newer entry (`change.by`). */
  readonly by?: string;
}

/** One change of the report, with the contents it concerns when it concerns an entry. */
export interface PlannedChange {
  readonly change: ConsolidationChange;
  readonly content?: EntryContentDiff;
}

/** What a consolidation would do, precisely enough to apply it later: see `planConsolidation`. */
export interface ConsolidationPlan {
  readonly scope: Scope;
  /** The run's clock: every time the writes carry. */
  readonly at: string;
  /** The run's report, as `consolidate` returns it (`dryRun: true`: nothing was written). */
  readonly report: ConsolidationReport;
  /** `report.changes` in order, each with its entry contents. */
  readonly changes: readonly PlannedChange[];
  /** Every record the run writes, as it is now (`before`) and as the run leaves it (`after`), in write order. */
  readonly writes: readonly RecordWrite[];
}

const recordKey = (record: Pick<MemoryRecord, "kind" | "id">): string => `${record.kind}:${record.id}`;

/**
 * What consolidation reads of `scope`: its entries, daily items and index (exactly the scope), its state
 * note, and the tombstones (with their lists) visible in it.
 */
async function recordsConsolidationReads(store: MemoryStore, scope: Scope): Promise<MemoryRecord[]> {
  const exact = { scope, scopeMode: "exact" } as const;
  const state = await store.get("note", consolidationStateId(scope));
  const { lists, notes } = await tombstoneNotesVisibleIn(store, scope);
  const all: MemoryRecord[] = [
    ...(await collectRecords(store, { kind: "entry", ...exact })),
    ...(await collectRecords(store, { kind: "daily", ...exact })),
    ...(await collectRecords(store, { kind: "index", ...exact })),
    ...(state ? [state] : []),
    ...lists,
    ...notes,
  ];
  return [...new Map(all.map((record) => [recordKey(record), record])).values()];
}

/** Write order: entries first (written, then deleted), daily items, the index, notes (the order `consolidate` writes in); by id within each. */
const kindOrder: Readonly<Record<string, number>> = { entry: 0, daily: 2, index: 3, note: 4 };
const writeRank = (write: RecordWrite): number => (kindOrder[write.kind] ?? 5) + (write.kind === "entry" && write.after === undefined ? 1 : 0);

function diffRecords(before: ReadonlyMap<string, MemoryRecord>, after: readonly MemoryRecord[]): RecordWrite[] {
  const writes: RecordWrite[] = [];
  const seen = new Set<string>();
  for (const record of after) {
    const key = recordKey(record);
    seen.add(key);
    const old = before.get(key);
    if (sameRecord(old, record)) continue;
    writes.push({ kind: record.kind, id: record.id, ...(old ? { before: old } : {}), after: record });
  }
  for (const [key, old] of before) if (!seen.has(key)) writes.push({ kind: old.kind, id: old.id, before: old });
  return writes.sort((a, b) => writeRank(a) - writeRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function contentOf(
  change: ConsolidationChange,
  before: ReadonlyMap<string, EntryRecord>,
  after: ReadonlyMap<string, EntryRecord>,
): EntryContentDiff | undefined {
  if (!("id" in change) || change.action === "index" || change.action === "conflict") return undefined;
  const was = before.get(change.id)?.content;
  const is = after.get(change.id)?.content;
  const absorbed = change.action === "merged" && change.absorbed !== undefined ? before.get(change.absorbed)?.content : undefined;
  const by = change.action === "superseded" ? (after.get(change.by) ?? before.get(change.by))?.content : undefined;
  return {
    ...(was === undefined ? {} : { before: was }),
    ...(is === undefined ? {} : { after: is }),
    ...(absorbed === undefined ? {} : { absorbed }),
    ...(by === undefined ? {} : { by }),
  };
}

const entriesById = (records: Iterable<MemoryRecord>): Map<string, EntryRecord> =>
  new Map([...records].flatMap((record) => (record.kind === "entry" ? [[record.id, record] as const] : [])));

/**
 * A consolidation preview that can be applied as it is: runs the real `consolidate` (same options,
 * same `now`, `complete` and `embed` called as in a real run) on a scratch in-memory copy of what it
 * reads of the scope, and returns its report, each change with the entry contents it concerns, and
 * every record write it made as `{ kind, id, before, after }`. Nothing is written to `input.store`.
 * `applyConsolidationPlan` writes exactly `writes`, provided none of those records changed meanwhile.
 */
export async function planConsolidation(input: PlanConsolidationInput): Promise<ConsolidationPlan> {
  const read = await recordsConsolidationReads(input.store, input.scope);
  const scratch = createInMemoryStore();
  for (const record of read) await scratch.put(record);
  const report = await consolidate({ ...input, store: scratch, dryRun: false });
  const after: MemoryRecord[] = [];
  for (const kind of ["entry", "daily", "index", "note"] as const) after.push(...(await collectRecords(scratch, { kind })));
  await scratch.close();
  const before = new Map(read.map((record) => [recordKey(record), record]));
  const entriesBefore = entriesById(read);
  const entriesAfter = entriesById(after);
  return {
    scope: report.scope,
    at: report.at,
    report: { ...report, dryRun: true },
    changes: report.changes.map((change) => {
      const content = contentOf(change, entriesBefore, entriesAfter);
      return content === undefined ? { change } : { change, content };
    }),
    writes: diffRecords(before, after),
  };
}
