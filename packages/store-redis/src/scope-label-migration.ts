import { EngramError, type Scope } from "@engram/core";
import { recordKinds, scopeSchema, type NewSessionEvent, scopeLabel } from "@engram/core/store";
import { parseStoredRecord } from "@engram/core/store-kit";
import { asArray, asString, decodeEvent, parseJson } from "./codec.js";
import type { Connection } from "./connection.js";
import { scopeKeySuffix, type KeyLayout } from "./keys.js";
import { takeLock } from "./locks.js";
import { appendEventsScript, deleteSessionScript } from "./lua/session-scripts.js";
import type { RecordOps } from "./record-ops.js";
import { eventArgs } from "./session-ops.js";

/** The layout of scope labels this code writes: 2 = core's escaped, injective `scopeLabel`. */
export const scopeLabelLayout = "2";
const lockName = "engram-migrate-scope-labels";
const lockTtlMs = 120_000;
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
export async function migrateScopeLabels(
  connection: Connection,
  keys: KeyLayout,
  records: RecordOps,
  waitMs = lockTtlMs,
): Promise<ScopeLabelMigration | undefined> {
  const marker = keys.layoutMarker();
  if ((await connection.command("read label layout", ["GET", marker])) === scopeLabelLayout) return undefined;
  const registry = await registeredScopes(connection, keys);
  if (registry.length === 0) {
    await connection.command("mark label layout", ["SET", marker, scopeLabelLayout]);
    return undefined;
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const lease = await takeLock(connection, keys, lockName, lockTtlMs);
    if (lease) {
      try {
        if ((await connection.command("read label layout", ["GET", marker])) === scopeLabelLayout) return undefined;
        const result = await migrateAll(connection, keys, records, await registeredScopes(connection, keys));
        await connection.command("mark label layout", ["SET", marker, scopeLabelLayout]);
        return result;
      } finally {
        await lease.release();
      }
    }
    if ((await connection.command("read label layout", ["GET", marker])) === scopeLabelLayout) return undefined;
    if (Date.now() > deadline) {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Another process has held the scope label migration lock of prefix "${keys.prefix}" for over ${waitMs} ms: open the store again once it is done.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
      const ids = asArray(await connection.command("list records", ["ZRANGE", base + scopeKeySuffix.updatedIndex(kind), "0", "-1"]), "ZRANGE");
      for (const raw of ids) {
        const id = asString(raw, "ZRANGE");
        const key = keys.record(label, kind, id);
        const json = await connection.command("get record", ["GET", key]);
        if (typeof json !== "string") continue;
        let scope: Scope;
        let record;
        try {
          record = parseStoredRecord(parseJson(json, "record", `Redis key "${key}"`), `Redis key "${key}"`);
          scope = record.scope;
        } catch {
          unreadable.push(key);
          continue;
        }
        if (scopeLabel(scope) === label) {
          remaining = scope;
          continue;
        }
        await records.put(record);
        movedRecords++;
      }
    }
    const sessions = asArray(await connection.command("list sessions", ["ZRANGE", base + scopeKeySuffix.sessions(), "0", "-1"]), "ZRANGE");
    for (const raw of sessions) {
      const sessionId = asString(raw, "ZRANGE");
      const meta = base + scopeKeySuffix.sessionMeta(sessionId);
      const parsed = scopeSchema.safeParse(safeJson(await connection.command("session scope", ["HGET", meta, "scope"])));
      if (!parsed.success) {
        unreadable.push(meta);
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
  const oldBase = keys.scopeBase(from);
  const newBase = keys.scopeBase(to);
  const eventsKey = oldBase + scopeKeySuffix.events(sessionId);
  const raw = asArray(await connection.command("read events", ["LRANGE", eventsKey, "0", "-1"]), "LRANGE");
  const events: NewSessionEvent[] = raw.map((json, i) => {
    const { seq: _seq, ...event } = decodeEvent(asString(json, "LRANGE"), i + 1, eventsKey);
    return event as NewSessionEvent;
  });
  // A copy left by an earlier, interrupted move is replaced, never appended to.
  await connection.script(deleteSessionScript, [newBase + scopeKeySuffix.events(sessionId)], [newBase, sessionId], false);
  await connection.command("register scope", ["HSETNX", keys.scopeRegistry(), to, JSON.stringify(scope)]);
  for (let start = 0; start < events.length; start += appendBatch) {
    const batch = events.slice(start, start + appendBatch);
    await connection.script(
      appendEventsScript,
      [newBase + scopeKeySuffix.events(sessionId)],
      [newBase, sessionId, JSON.stringify(scope), String(batch.length), ...batch.flatMap(eventArgs)],
      false,
    );
  }
  await connection.command("move session", ["HSET", keys.sessionRegistry(), sessionId, to]);
  await connection.script(deleteSessionScript, [eventsKey], [oldBase, sessionId], false);
}

function safeJson(value: unknown): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
