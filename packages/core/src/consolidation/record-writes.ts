import { EngramError } from "../errors.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { MemoryRecord, RecordKind } from "../store/records.js";
import { sameRecord } from "../store-kit/same-record.js";

/** One record's change: absent `before` creates it, absent `after` deletes it. */
export interface RecordWrite {
  readonly kind: RecordKind;
  readonly id: string;
  readonly before?: MemoryRecord;
  readonly after?: MemoryRecord;
}

/** Why `writeAllOrNothing` refused: the record found where `write.before` was expected (undefined: none). */
export type RefuseWrite = (write: RecordWrite, found: MemoryRecord | undefined) => EngramError;

/** The same writes the other way: `after` back to `before`. */
export function invertWrites(writes: readonly RecordWrite[]): RecordWrite[] {
  return [...writes].reverse().map(({ kind, id, before, after }) => ({ kind, id, ...(after ? { before: after } : {}), ...(before ? { after: before } : {}) }));
}

/** `write` against the store: a compare-and-set against `before`; a delete compared right before (the contract has no delete-if). */
async function writeOne(store: MemoryStore, write: RecordWrite): Promise<{ ok: true; stored: RecordWrite } | { ok: false; found: MemoryRecord | undefined }> {
  if (write.after !== undefined) {
    const stored = await store.putIf(write.after, write.before ?? null);
    if (stored !== undefined) return { ok: true, stored: { ...write, after: stored } };
    return { ok: false, found: await store.get(write.kind, write.id) };
  }
  const found = await store.get(write.kind, write.id);
  if (!sameRecord(found, write.before)) return { ok: false, found };
  if (found !== undefined) await store.delete(write.kind, write.id);
  return { ok: true, stored: write };
}

/** Puts back what `done` wrote, newest first, each only where it is still as written; the ids it could not. */
async function rollBack(store: MemoryStore, done: readonly RecordWrite[]): Promise<string[]> {
  const left: string[] = [];
  for (const write of invertWrites(done)) {
    try {
      if (!(await writeOne(store, write)).ok) left.push(`${write.kind} "${write.id}"`);
    } catch {
      left.push(`${write.kind} "${write.id}"`);
    }
  }
  return left;
}

/**
 * Writes every one of `writes`, in order, only if each record is still as its `before` says (absent
 * when there is none): all are checked first, then each is written with a compare-and-set. When one is
 * found changed (before the first write or between writes) or a write throws, what was written is put
 * back and nothing stays: `refuse`'s error is thrown (or the store's). Returns the writes with `after` as
 * the store returned it. A record another writer changes while this runs is never overwritten.
 */
export async function writeAllOrNothing(store: MemoryStore, writes: readonly RecordWrite[], refuse: RefuseWrite): Promise<RecordWrite[]> {
  for (const write of writes) {
    const found = await store.get(write.kind, write.id);
    if (!sameRecord(found, write.before)) throw refuse(write, found);
  }
  const done: RecordWrite[] = [];
  for (const write of writes) {
    let result: Awaited<ReturnType<typeof writeOne>>;
    try {
      result = await writeOne(store, write);
    } catch (cause) {
      return failAfterRollBack(store, done, cause);
    }
    if (!result.ok) return failAfterRollBack(store, done, refuse(write, result.found));
    done.push(result.stored);
  }
  return done;
}

async function failAfterRollBack(store: MemoryStore, done: readonly RecordWrite[], error: unknown): Promise<never> {
  const left = await rollBack(store, done);
  if (left.length === 0) throw error;
  throw new EngramError(
    "WRITE_CONFLICT",
    `${error instanceof Error ? error.message : String(error)} Rolling back what was written, ${left.join(", ")} could not be put back: another writer changed it meanwhile; check it by hand.`,
    { cause: error, details: { notRolledBack: left } },
  );
}
