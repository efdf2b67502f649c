import { type MemoryRecord, scopeLabel } from "@engram/core/store";
import { sameRecord } from "@engram/core/store-kit";
import { decodeRecord } from "./codec.js";
import type { Connection, RedisArg } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { deleteRecordIfScript, putRecordIfScript, setFieldIfScript } from "./lua/record-scripts.js";
import { registerScope } from "./scope-labels.js";

type Guard = { readonly mode: "absent" } | { readonly mode: "equal"; readonly raw: string };

/**
 * The compare-and-set of `putIf`. The stored record is read raw and compared with `expected` in JS
 * (`sameRecord`, as every store does); the write is then a script that checks the record key still
 * holds exactly that raw JSON (or still does not exist) before it runs the put. Every script touches
 * one scope's slot, so this holds on a cluster too.
 *
 * Where the record lives is the id registry (outside every slot), so creating a record and moving one
 * to another scope take several steps, each guarded:
 * - create: the registry field is claimed with HSETNX, then the record written only while its key is
 *   absent. A field naming the same scope (a create in flight, or one that died midway) is no obstacle;
 *   one naming another scope is treated as a record there, being created or deleted: refused.
 * - move: the new copy is written (its key must be absent), the registry switched only from the old
 *   scope, then the old copy removed only while it still holds the raw JSON read. When a later step is
 *   refused, the earlier ones are undone and the putIf fails.
 * Not retried after a lost reply: a guarded write that did land would then read as refused.
 */
export async function putRecordIf(
  connection: Connection,
  keys: KeyLayout,
  record: MemoryRecord,
  expected: MemoryRecord | null,
  /** `putRecordScript`'s arguments for `record` (see `putArgs`): the same put, behind a guard. */
  args: readonly RedisArg[],
): Promise<boolean> {
  const registry = keys.recordRegistry(record.kind);
  const label = scopeLabel(record.scope);
  const stored = await connection.command("find record", ["HGET", registry, record.id]);
  const storedLabel = typeof stored === "string" ? stored : undefined;
  const storedKey = storedLabel === undefined ? undefined : keys.record(storedLabel, record.kind, record.id);
  const raw = storedKey === undefined ? null : await connection.command("get record", ["GET", storedKey]);
  const current = typeof raw === "string" && storedKey !== undefined ? decodeRecord(raw, storedKey) : undefined;
  if (!sameRecord(current?.kind === record.kind ? current : undefined, expected)) return false;
  const key = keys.record(label, record.kind, record.id);

  if (expected === null) {
    if (storedLabel !== undefined && storedLabel !== label) return false;
    await registerScope(connection, keys, record.scope);
    if (storedLabel === undefined) {
      const claimed = await connection.command("claim record id", ["HSETNX", registry, record.id, label], false);
      if (claimed !== 1 && (await connection.command("find record", ["HGET", registry, record.id])) !== label) return false;
    }
    return guardedPut(connection, key, { mode: "absent" }, args);
  }

  // The record exists (it equals `expected`), so it has a registry field and raw JSON.
  const fromLabel = storedLabel!;
  const guard: Guard = { mode: "equal", raw: raw as string };
  if (fromLabel === label) return guardedPut(connection, key, guard, args);

  await registerScope(connection, keys, record.scope);
  if (!(await guardedPut(connection, key, { mode: "absent" }, args))) return false;
  const undoCopy = (): Promise<unknown> => guardedDelete(connection, keys, key, label, record, JSON.stringify(record));
  const switched = await connection.script(setFieldIfScript, [registry], [record.id, fromLabel, label], false);
  if (switched !== 1) {
    await undoCopy();
    return false;
  }
  if (!(await guardedDelete(connection, keys, storedKey!, fromLabel, record, guard.raw))) {
    await connection.script(setFieldIfScript, [registry], [record.id, label, fromLabel], false);
    await undoCopy();
    return false;
  }
  return true;
}

async function guardedPut(connection: Connection, key: string, guard: Guard, args: readonly RedisArg[]): Promise<boolean> {
  const guardArgs = guard.mode === "absent" ? ["absent", ""] : ["equal", guard.raw];
  const result = await connection.script(putRecordIfScript, [key], [...guardArgs, ...args], false);
  return result !== -1;
}

async function guardedDelete(connection: Connection, keys: KeyLayout, key: string, label: string, record: MemoryRecord, raw: string): Promise<boolean> {
  const result = await connection.script(deleteRecordIfScript, [key], ["equal", raw, keys.scopeBase(label), record.kind, record.id], false);
  return result !== -1;
}
