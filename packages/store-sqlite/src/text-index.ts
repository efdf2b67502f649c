import type Database from "better-sqlite3";
import type { MemoryRecord, SessionEvent } from "@engram/core/store";
import { safeParseStoredEvent, safeParseStoredRecord, searchableText } from "@engram/core/store-kit";
import { indexedText } from "./fts-query.js";
import { cachedStatement } from "./statements.js";
import { indexTerms, messageTermIndex, recordTermIndex, unindexTerms } from "./term-index.js";
import { backfillTerms } from "./term-backfill.js";
import { eventText, indexAppendedEventFts, unindexEventFts, writeEventFts } from "./event-fts.js";

/** Replaces the full-text row of a record (rowid = records.rid); returns the indexed text. */
function indexRecordFts(db: Database.Database, rid: number, record: MemoryRecord): string {
  cachedStatement(db, "DELETE FROM records_fts WHERE rowid = ?").run(rid);
  const text = indexedText(searchableText(record));
  if (text !== "") cachedStatement(db, "INSERT INTO records_fts (rowid, body) VALUES (?, ?)").run(rid, text);
  return text;
}

/**
 * Replaces a record's full-text row and its terms in the own term index (term-index.ts). A put that
 * leaves the searchable text as it was (recall marking an entry used, a pin) rewrites neither: the
 * term index's blocks are the expensive part of a put.
 */
export function indexRecordText(db: Database.Database, rid: number, record: MemoryRecord): void {
  const current = cachedStatement(db, "SELECT body FROM records_fts WHERE rowid = ?").pluck().get(rid) as string | undefined;
  if (current !== undefined && current === indexedText(searchableText(record))) return;
  indexTerms(db, recordTermIndex, rid, indexRecordFts(db, rid, record));
}

export function unindexRecordText(db: Database.Database, rid: number): void {
  cachedStatement(db, "DELETE FROM records_fts WHERE rowid = ?").run(rid);
  unindexTerms(db, recordTermIndex, [rid]);
}

/**
 * Indexes a message event's plain text (rowid = events.eid) in the events' own term index, and in
 * events_fts only when its eid is not past `fts_upto` (event-fts.ts: events_fts is filled lazily);
 * other events carry no searchable text. A new event takes the largest eid, so its postings append to
 * the last blocks without decoding them.
 */
export function indexEventText(db: Database.Database, eid: number, event: SessionEvent): void {
  const text = eventText(event);
  if (text === "") return;
  indexAppendedEventFts(db, eid, text);
  indexTerms(db, messageTermIndex, eid, text);
}

export function unindexEventTexts(db: Database.Database, eids: readonly number[]): void {
  unindexEventFts(db, eids);
  unindexTerms(db, messageTermIndex, eids);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The stored rows of a table, each validated: those that no longer validate are left out (STORE_CORRUPT when read). */
function* validRows<T>(
  rows: Iterable<{ rid: number; json: string }>,
  parse: (value: unknown) => { success: boolean; data?: T },
): Generator<{ rid: number; value: T }> {
  for (const row of rows) {
    const parsed = parse(parseJson(row.json));
    if (parsed.success) yield { rid: row.rid, value: parsed.data as T };
  }
}

function recordRows(db: Database.Database): Generator<{ rid: number; value: MemoryRecord }> {
  const rows = db.prepare("SELECT rid, json FROM records ORDER BY rid").iterate() as Iterable<{ rid: number; json: string }>;
  return validRows(rows, safeParseStoredRecord);
}

function messageRows(db: Database.Database): Generator<{ rid: number; value: SessionEvent }> {
  const rows = db.prepare("SELECT eid AS rid, json FROM events WHERE type = 'message' ORDER BY eid").iterate() as Iterable<{ rid: number; json: string }>;
  return validRows(rows, safeParseStoredEvent);
}

/** Fills the records' own term index from the stored rows (migration to v3). */
export function backfillRecordTerms(db: Database.Database): void {
  const rows = [...recordRows(db)].map(({ rid, value }) => ({ rid, text: indexedText(searchableText(value)) }));
  backfillTerms(db, recordTermIndex, rows);
}

/** Fills the message events' own term index from the stored rows (migration to v4). */
export function backfillMessageTerms(db: Database.Database): void {
  const rows = [...messageRows(db)].map(({ rid, value }) => ({ rid, text: eventText(value) }));
  backfillTerms(db, messageTermIndex, rows);
}

/**
 * Fills the full-text indexes from the stored rows (migration to v2). A row that no longer validates
 * is left out here and reported as STORE_CORRUPT when it is read.
 */
export function backfillTextIndexes(db: Database.Database): void {
  for (const { rid, value } of [...recordRows(db)]) indexRecordFts(db, rid, value);
  for (const { rid, value } of [...messageRows(db)]) writeEventFts(db, rid, eventText(value));
}
