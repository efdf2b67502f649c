import type Database from "better-sqlite3";
import { memoryRecordSchema, messageText, searchableText, sessionEventSchema } from "@engram/core";
import type { MemoryRecord, SessionEvent } from "@engram/core";
import { indexedText } from "./fts-query.js";
import { indexRecordTerms, unindexRecordTerms } from "./term-index.js";

/** Replaces the full-text row of a record (rowid = records.rid); returns the indexed text. */
function indexRecordFts(db: Database.Database, rid: number, record: MemoryRecord): string {
  db.prepare("DELETE FROM records_fts WHERE rowid = ?").run(rid);
  const text = indexedText(searchableText(record));
  if (text !== "") db.prepare("INSERT INTO records_fts (rowid, body) VALUES (?, ?)").run(rid, text);
  return text;
}

/**
 * Replaces a record's full-text row and its terms in the own term index (term-index.ts). A put that
 * leaves the searchable text as it was (recall marking an entry used, a pin) rewrites neither: the
 * term index's blocks are the expensive part of a put.
 */
export function indexRecordText(db: Database.Database, rid: number, record: MemoryRecord): void {
  const current = db.prepare("SELECT body FROM records_fts WHERE rowid = ?").pluck().get(rid) as string | undefined;
  if (current !== undefined && current === indexedText(searchableText(record))) return;
  indexRecordTerms(db, rid, indexRecordFts(db, rid, record));
}

export function unindexRecordText(db: Database.Database, rid: number): void {
  db.prepare("DELETE FROM records_fts WHERE rowid = ?").run(rid);
  unindexRecordTerms(db, rid);
}

/** Indexes a message event's plain text (rowid = events.eid); other events carry no searchable text. */
export function indexEventText(db: Database.Database, eid: number, event: SessionEvent): void {
  if (event.type !== "message") return;
  const text = indexedText(messageText(event.message));
  if (text !== "") db.prepare("INSERT INTO events_fts (rowid, body) VALUES (?, ?)").run(eid, text);
}

export function unindexEventTexts(db: Database.Database, eids: readonly number[]): void {
  const remove = db.prepare("DELETE FROM events_fts WHERE rowid = ?");
  for (const eid of eids) remove.run(eid);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Fills the own term index from the stored rows (migration to v3), as `backfillTextIndexes` does. */
export function backfillRecordTerms(db: Database.Database): void {
  const records = db.prepare("SELECT rid, json FROM records").all() as { rid: number; json: string }[];
  for (const row of records) {
    const parsed = memoryRecordSchema.safeParse(parseJson(row.json));
    if (parsed.success) indexRecordTerms(db, row.rid, indexedText(searchableText(parsed.data)));
  }
}

/**
 * Fills the full-text indexes from the stored rows (migration to v2). A row that no longer validates
 * is left out here and reported as STORE_CORRUPT when it is read.
 */
export function backfillTextIndexes(db: Database.Database): void {
  const records = db.prepare("SELECT rid, json FROM records").all() as { rid: number; json: string }[];
  for (const row of records) {
    const parsed = memoryRecordSchema.safeParse(parseJson(row.json));
    if (parsed.success) indexRecordFts(db, row.rid, parsed.data);
  }
  const events = db.prepare("SELECT eid, json FROM events WHERE type = 'message'").all() as { eid: number; json: string }[];
  for (const row of events) {
    const parsed = sessionEventSchema.safeParse(parseJson(row.json));
    if (parsed.success) indexEventText(db, row.eid, parsed.data);
  }
}
