import type Database from "better-sqlite3";
import type { MemoryRecord, SearchHit, SessionEvent } from "@engram/core/store";
import { recordColumns, rowToRecord } from "./record-rows.js";
import type { RecordRow } from "./record-rows.js";
import { cachedStatement } from "./statements.js";
import { readEventRow } from "./validated-json.js";
import { rowCache } from "./row-cache.js";

/** Parsed events kept per connection (a recall page reads 200; a session's searches meet the same ones again). */
const eventBodies = 8_192;
/** Parsed records kept per connection for shared searches (recall's pages meet the same entries again). */
const recordBodies = 8_192;

export type MessageEvent = Extract<SessionEvent, { type: "message" }>;
type MessageBody = { target: "message"; sessionId: string; event: MessageEvent };
export type HitBody = { target: "record"; record: MemoryRecord } | MessageBody;

/** A hit whose JSON is read once it is known to be on the final page: a record or event by rowid. */
export type HitRef = { target: "record"; rid: number } | { target: "message"; rid: number };

interface EventRow {
  rid: number;
  session_id: string;
  seq: number;
  json: string;
}

/**
 * The bodies of `refs` (records and message events by rowid), each parsed and validated, from one
 * statement per table; a row that no longer parses is STORE_CORRUPT naming it, a row that is gone is
 * undefined. Message events read before (and unchanged since) come from the row cache, frozen.
 */
export function readHitBodies(db: Database.Database, refs: readonly HitRef[], shared = false): (HitBody | undefined)[] {
  const records = new Map<number, MemoryRecord>();
  const events = new Map<number, MessageBody>();
  // A shared search takes records parsed before (and unchanged since), frozen; others get fresh copies.
  const knownRecords = shared ? rowCache<MemoryRecord>(db, "records", "bodies", recordBodies) : undefined;
  const unreadRecords: number[] = [];
  for (const ref of refs) {
    if (ref.target !== "record") continue;
    const record = knownRecords?.get(ref.rid);
    if (record === undefined) unreadRecords.push(ref.rid);
    else records.set(ref.rid, record);
  }
  if (unreadRecords.length > 0) {
    const sql = `SELECT ${recordColumns} FROM json_each(?) j CROSS JOIN records r ON r.rid = j.value`;
    for (const row of cachedStatement(db, sql).all(JSON.stringify(unreadRecords)) as RecordRow[]) {
      const record = rowToRecord(row);
      if (knownRecords) knownRecords.set(row.rid, deepFreeze(record));
      records.set(row.rid, record);
    }
  }
  const known = rowCache<MessageBody>(db, "events", "bodies", eventBodies);
  // Cached events are taken first: remembering the events read next may drop the oldest ones.
  const unread: HitRef[] = [];
  for (const ref of refs) {
    if (ref.target !== "message") continue;
    const body = known.get(ref.rid);
    if (body === undefined) unread.push(ref);
    else events.set(ref.rid, body);
  }
  if (unread.length > 0) {
    const sql = "SELECT e.eid AS rid, e.session_id AS session_id, e.seq AS seq, e.json AS json FROM json_each(?) j CROSS JOIN events e ON e.eid = j.value";
    for (const row of cachedStatement(db, sql).all(JSON.stringify(unread.map((ref) => ref.rid))) as EventRow[]) {
      const event = deepFreeze(readEventRow(`${row.session_id}#${row.seq}`, row.json) as MessageEvent);
      const body: MessageBody = { target: "message", sessionId: row.session_id, event };
      events.set(row.rid, body);
      known.set(row.rid, body);
    }
  }
  return refs.map((ref): HitBody | undefined => {
    if (ref.target !== "record") return events.get(ref.rid);
    const record = records.get(ref.rid);
    return record === undefined ? undefined : { target: "record", record };
  });
}

/**
 * Freezes an event and everything in it. Events never change once archived, so a search hands out
 * the same parsed event on every hit (row-cache.ts); frozen, a caller that writes into one gets a
 * TypeError instead of changing what later searches return.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The hit of a body and its scores. */
export function toHit(body: HitBody, scores: { score: number; textScore?: number | undefined; vectorScore?: number | undefined }): SearchHit {
  const { score, textScore, vectorScore } = scores;
  if (body.target === "message") {
    const { sessionId, event } = body;
    return textScore === undefined ? { target: "message", sessionId, event, score } : { target: "message", sessionId, event, score, textScore };
  }
  const { record } = body;
  if (vectorScore === undefined) return textScore === undefined ? { target: "record", record, score } : { target: "record", record, score, textScore };
  return textScore === undefined ? { target: "record", record, score, vectorScore } : { target: "record", record, score, textScore, vectorScore };
}
