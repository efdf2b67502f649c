import type { Scope } from "@engram/core";
import { recordKinds, scopeSchema, scopeLabel } from "@engram/core/store";
import { parseStoredRecord } from "@engram/core/store-kit";
import { asArray, asString, parseJson, storedAt } from "./codec.js";
import type { Connection } from "./connection.js";
import { type KeyLayout, scopeKeySuffix } from "./keys.js";
import { migrateOnce } from "./migrate-once.js";
import type { RecordOps } from "./record-ops.js";
import { appendEventsAt, deleteSessionAt, readEventsAt } from "./session-store.js";

/** The layout of scope labels this code writes: 2 = core's escaped, injective `scopeLabel`. */
export const scopeLabelLayout = "2";
const appendBatch = 256;

/** What the migration did, for the store's warnings and for tests. */
export interface ScopeLabelMigration {
  readonly movedRecords: number;
  readonly movedSessions: number;
  /** Records or sessions whose stored scope no longer validates: left where they are, named here. */
  readonly unreadable: readonly string[];
}

/**
 * Brings a store written with unescaped scope labels (`key=value` joined as they were: a value holding
 * "," or "=" named another scope, so two tenants could share one namespace) to escaped labels, on open.
 * Every namespace the scope registry knows is walked; each record and session whose own scope (from its
 * JSON, NFC-normalised) labels elsewhere is moved to the namespace of that label: a record by a put
 * (which removes the old copy after the new write), a session by re-appending its events under the new
 * label, switching the session registry, then removing the old copy. A crash at any point leaves the old
 * copy authoritative or the move complete; the next open finishes it. Runs once per store under a lock
 * (other processes opening meanwhile wait for it); a store of ordinary values moves nothing.
 */
export function migrateScopeLabels(connection: Connection, keys: KeyLayout, records: RecordOps, waitMs?: number): Promise<ScopeLabelMigration | undefined> {
  const step = { what: "scope label migration", marker: keys.layoutMarker(), value: scopeLabelLayout, lockName: "engram-migrate-scope-labels" };
  return migrateOnce(connection, keys, step, async () => migrateAll(connection, keys, records, await registeredScopes(connection, keys)), waitMs);
}

async function registeredScopes(connection: Connection, keys: KeyLayout): Promise<string[]> {
  return asArray(await connection.command("list scopes", ["HKEYS", keys.scopeRegistry()]), "HKEYS").map((label) => asString(label, "HKEYS"));
}

async function migrateAll(connection: Connection, keys: KeyLayout, records: RecordOps, labels: readonly string[]): Promise<ScopeLabelMigration> {
  let movedRecords = 0;
  let movedSessions = 0;
  const unreadable: string[] = [];
  for (const label of labels) {
    const base = keys.scopeBase(label);
    let remaining: Scope | undefined;
    for (const kind of recordKinds) {
      const hash = keys.records(label, kind);
      const ids = asArray(await connection.command("list records", ["ZRANGE", base + scopeKeySuffix.updatedIndex(kind), "0", "-1"]), "ZRANGE");
      for (const raw of ids) {
        const id = asString(raw, "ZRANGE");
        const json = await connection.command("get record", ["HGET", hash, id]);
        if (typeof json !== "string") continue;
        let record;
        try {
          record = parseStoredRecord(parseJson(json, "record", storedAt(hash, id)), storedAt(hash, id));
        } catch {
          unreadable.push(storedAt(hash, id));
          continue;
        }
        if (scopeLabel(record.scope) === label) {
          remaining = record.scope;
          continue;
        }
        await records.put(record);
        movedRecords++;
      }
    }
    const infos = keys.sessionInfo(label);
    const sessions = asArray(await connection.command("list sessions", ["ZRANGE", base + scopeKeySuffix.sessions(), "0", "-1"]), "ZRANGE");
    for (const raw of sessions) {
      const sessionId = asString(raw, "ZRANGE");
      const info = safeJson(await connection.command("session info", ["HGET", infos, sessionId]));
      const stored = typeof info === "object" && info !== null ? (info as Record<string, unknown>)["scope"] : undefined;
      const parsed = scopeSchema.safeParse(safeJson(stored));
      if (!parsed.success) {
        unreadable.push(storedAt(infos, sessionId));
        continue;
      }
      const target = scopeLabel(parsed.data);
      if (target === label) {
        remaining = parsed.data;
        continue;
      }
      await moveSession(connection, keys, sessionId, label, target, parsed.data);
      movedSessions++;
    }
    // The registry names each namespace by the scope its label decodes to; an emptied old label goes.
    if (remaining === undefined) await connection.command("forget scope", ["HDEL", keys.scopeRegistry(), label]);
    else await connection.command("fix scope", ["HSET", keys.scopeRegistry(), label, JSON.stringify(remaining)]);
  }
  return { movedRecords, movedSessions, unreadable };
}

/** Re-appends a session's events under its own label, points the registry there, then drops the old copy. */
async function moveSession(connection: Connection, keys: KeyLayout, sessionId: string, from: string, to: string, scope: Scope): Promise<void> {
  const events = (await readEventsAt(connection, keys, from, sessionId, 0, Number.POSITIVE_INFINITY)).map(({ seq: _seq, ...event }) => event);
  // A copy left by an earlier, interrupted move is replaced, never appended to.
  await deleteSessionAt(connection, keys, to, sessionId);
  await connection.command("register scope", ["HSETNX", keys.scopeRegistry(), to, JSON.stringify(scope)]);
  for (let start = 0; start < events.length; start += appendBatch) {
    await appendEventsAt(connection, keys, to, sessionId, scope, events.slice(start, start + appendBatch));
  }
  await connection.command("move session", ["HSET", keys.sessionRegistry(), sessionId, to]);
  await deleteSessionAt(connection, keys, from, sessionId);
}

function safeJson(value: unknown): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
