import { recordKinds } from "@engram/core/store";
import { asArray, asString } from "./codec.js";
import type { Connection } from "./connection.js";
import { type KeyLayout, scopeKeySuffix } from "./keys.js";
import { moveRecordsScript, moveSessionScript } from "./lua/key-layout-scripts.js";
import { migrateOnce } from "./migrate-once.js";

/** The layout of a scope's keys this code writes: 2 = a hash per record kind, two hashes for sessions. */
export const keyLayoutVersion = "2";
/** Records or events moved per script: a bounded step, so other clients' commands interleave. */
const moveBatch = 256;

/** What the migration moved. */
export interface KeyLayoutMigration {
  readonly movedRecords: number;
  readonly movedSessions: number;
}

/** Layout 1's key of one record: a string per record. */
function legacyRecordKey(base: string, kind: string, id: string): string {
  return `${base}r:${kind}:${id}`;
}

/** Layout 1's keys of one session: a list of its events and a hash of its info. */
function legacySessionKeys(base: string, sessionId: string): { events: string; info: string } {
  return { events: `${base}s:${sessionId}:ev`, info: `${base}s:${sessionId}:m` };
}

/**
 * Brings data written with layout 1 (a string key per record, a list and a hash per session, so a
 * search or a listing read keys named by stored ids, which no script may declare ahead) to layout 2:
 * each kind's records in one hash per scope, a scope's events and session infos in two hashes, so every
 * key a script touches can be passed in KEYS. Once per store, under a lock, on open (`migrateOnce`):
 * for each registered scope, records move in batches (a record the hash already holds keeps it) and
 * sessions one at a time (its events in batches, then its info and the removal of the old keys in one
 * step, so a session is in one layout or the other). Every step is safe to repeat after a crash.
 * The text index keeps its keys. Stop processes running an earlier release first: they write layout 1.
 */
export function migrateKeyLayout(connection: Connection, keys: KeyLayout, waitMs?: number): Promise<KeyLayoutMigration | undefined> {
  const step = { what: "key layout migration", marker: keys.keyLayoutMarker(), value: keyLayoutVersion, lockName: "engram-migrate-key-layout" };
  return migrateOnce(connection, keys, step, () => moveAll(connection, keys), waitMs);
}

async function moveAll(connection: Connection, keys: KeyLayout): Promise<KeyLayoutMigration> {
  let movedRecords = 0;
  let movedSessions = 0;
  const labels = asArray(await connection.command("list scopes", ["HKEYS", keys.scopeRegistry()]), "HKEYS").map((label) => asString(label, "HKEYS"));
  for (const label of labels) {
    const base = keys.scopeBase(label);
    for (const kind of recordKinds) {
      const index = base + scopeKeySuffix.updatedIndex(kind);
      for (let start = 0; ; start += moveBatch) {
        const ids = asArray(await connection.command("list records", ["ZRANGE", index, String(start), String(start + moveBatch - 1)]), "ZRANGE").map((id) =>
          asString(id, "ZRANGE"),
        );
        if (ids.length === 0) break;
        const legacy = ids.map((id) => legacyRecordKey(base, kind, id));
        movedRecords += Number(await connection.script(moveRecordsScript, [keys.records(label, kind), ...legacy], ids));
        if (ids.length < moveBatch) break;
      }
    }
    const sessions = asArray(await connection.command("list sessions", ["ZRANGE", base + scopeKeySuffix.sessions(), "0", "-1"]), "ZRANGE");
    for (const raw of sessions) {
      if (await moveSession(connection, keys, label, asString(raw, "ZRANGE"))) movedSessions++;
    }
  }
  return { movedRecords, movedSessions };
}

/** Moves one session's events in batches, then its info; false when it was in layout 2 already. */
async function moveSession(connection: Connection, keys: KeyLayout, label: string, sessionId: string): Promise<boolean> {
  const legacy = legacySessionKeys(keys.scopeBase(label), sessionId);
  const scriptKeys = [legacy.events, legacy.info, keys.sessionEvents(label), keys.sessionInfo(label)];
  const count = Number(await connection.command("count events", ["LLEN", legacy.events]));
  for (let from = 0; ; from += moveBatch) {
    const last = from + moveBatch >= count;
    const copied = await connection.script(moveSessionScript, scriptKeys, [
      sessionId,
      String(from),
      last ? "-1" : String(from + moveBatch - 1),
      last ? "last" : "",
    ]);
    if (copied === -1) return false;
    if (last) return true;
  }
}
