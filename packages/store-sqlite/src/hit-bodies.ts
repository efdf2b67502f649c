import type Database from "better-sqlite3";
import { sessionEventSchema } from "@engram/core";
import type { MemoryRecord, SearchHit, SessionEvent } from "@engram/core";
import { recordColumns, rowToRecord } from "./record-rows.js";
import type { RecordRow } from "./record-rows.js";
import { cachedStatement } from "./statements.js";
import { readValidated } from "./validated-json.js";

export type MessageEvent = Extract<SessionEvent, { type: "message" }>;
export type HitBody = { target: "record"; record: MemoryRecord } | { target: "message"; sessionId: string; event: MessageEvent };

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
 * statement per table; a row that no longer parses is STORE_CORRUPT naming it.
 */
export function readHitBodies(db: Database.Database, refs: readonly HitRef[]): HitBody[] {
  const rids = (target: HitRef["target"]): string => JSON.stringify(refs.filter((ref) => ref.target === target).map((ref) => ref.rid));
  const records = new Map<number, RecordRow>();
  const events = new Map<number, EventRow>();
  if (refs.some((ref) => ref.target === "record")) {
    const sql = `SELECT ${recordColumns} FROM json_each(?) j CROSS JOIN records r ON r.rid = j.value`;
    for (const row of cachedStatement(db, sql).all(rids("record")) as RecordRow[]) records.set(row.rid, row);
  }
  if (refs.some((ref) => ref.target === "message")) {
    const sql = "SELECT e.eid AS rid, e.session_id AS session_id, e.seq AS seq, e.json AS json FROM json_each(?) j CROSS JOIN events e ON e.eid = j.value";
    for (const row of cachedStatement(db, sql).all(rids("message")) as EventRow[]) events.set(row.rid, row);
  }
  return refs.map((ref): HitBody => {
    if (ref.target === "record") return { target: "record", record: rowToRecord(records.get(ref.rid)!) };
    const row = events.get(ref.rid)!;
    const event = readValidated(sessionEventSchema, "events", `${row.session_id}#${row.seq}`, row.json) as MessageEvent;
    return { target: "message", sessionId: row.session_id, event };
  });
}

/** The hit of a body and its scores. */
export function toHit(body: HitBody, scores: { score: number; textScore?: number | undefined; vectorScore?: number | undefined }): SearchHit {
  const text = { score: scores.score, ...(scores.textScore === undefined ? {} : { textScore: scores.textScore }) };
  if (body.target === "message") return { ...body, ...text };
  return { ...body, ...text, ...(scores.vectorScore === undefined ? {} : { vectorScore: scores.vectorScore }) };
}
