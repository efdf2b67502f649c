import type Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { defaultSearchTargets, recordKinds, type RecordKind, type SearchHit, type SearchQuery } from "@engram/core/store";
import { checkedScope, compareRanked, messageSearchKey, rankFusionK, recordSearchKey, scopePrecedence } from "@engram/core/store-kit";
import { pageLimit } from "./cursor.js";
import { ftsQuery, ftsTerms } from "./fts-query.js";
import type { FtsQuery } from "./fts-query.js";
import { readHitBodies, toHit } from "./hit-bodies.js";
import type { HitBody, HitRef, MessageEvent } from "./hit-bodies.js";
import { messageTopRows, tiedOnScoreAndScope } from "./message-top.js";
import type { RecordFilter } from "./record-filters.js";
import { rowToRecord } from "./record-rows.js";
import { termTopRows } from "./record-top.js";
import { scopeOfColumns } from "./scope-columns.js";
import { cachedStatement } from "./statements.js";
import { readEventRow } from "./validated-json.js";
import { textMessageRows, textRecordRows, vectorRecordRows } from "./search-sql.js";
import { messageTermIndex } from "./term-index.js";
import { termLists } from "./term-lists.js";
import { termQuery } from "./term-query.js";
import { transactions } from "./transactions.js";
import type { TermQuery } from "./term-query.js";

/** A hit being ranked: its body when already read (FTS5 fallback, vectors), else the row to read it from. */
interface Candidate {
  /** Its key is core's `recordSearchKey(kind, name)`, or for a message event `messageSearchKey(name, seq)` (name: the session); built when needed (`keyOf`). */
  key?: string;
  kind: string;
  name: string;
  seq?: number;
  body?: HitBody;
  ref?: HitRef;
  precedence: number;
  time: number;
  score: number;
  textScore?: number;
  vectorScore?: number;
}

function keyOf(candidate: Candidate): string {
  candidate.key ??= candidate.seq === undefined ? recordSearchKey(candidate.kind, candidate.name) : messageSearchKey(candidate.name, candidate.seq);
  return candidate.key;
}

/**
 * Sorts `candidates` by rank (`byRank`) after reading the times it compares: a message event from the term
 * index comes without its time unless it tied with another event on its page (message-top.ts), and the
 * order reaches a time only between candidates tied on score and scope.
 */
function ranked(db: Database.Database, candidates: Candidate[]): Candidate[] {
  const untimed = tiedOnScoreAndScope(
    candidates,
    (c) => c.score,
    (c) => c.precedence,
  ).filter((c) => Number.isNaN(c.time) && c.ref?.target === "message");
  if (untimed.length > 0) {
    const sql = "SELECT e.eid, e.at FROM json_each(?) j CROSS JOIN events e ON e.eid = j.value";
    const times = new Map(
      cachedStatement(db, sql)
        .raw()
        .all(JSON.stringify(untimed.map((c) => c.ref!.rid))) as [number, string][],
    );
    for (const c of untimed) c.time = Date.parse(times.get(c.ref!.rid)!);
  }
  return candidates.sort(byRank);
}

/** Best first, in the search spec's order (core's `compareRanked`): score, the more specific scope, the newer, the key. */
function byRank(a: Candidate, b: Candidate): number {
  return b.score - a.score || b.precedence - a.precedence || b.time - a.time || compareRanked({ ...a, key: keyOf(a) }, { ...b, key: keyOf(b) });
}

function recordCandidate(body: Extract<HitBody, { target: "record" }>, score: number): Candidate {
  const { record } = body;
  return { kind: record.kind, name: record.id, body, precedence: scopePrecedence(record.scope), time: Date.parse(record.updatedAt), score, textScore: score };
}

/**
 * Records by text: from the own term index (only sort keys and scope read; the JSON once on the final
 * page) unless FTS5 would read a query token as several tokens, then from the FTS5 query itself.
 */
function textRecords(db: Database.Database, indexed: TermQuery | undefined, fts: FtsQuery, text: string, filter: RecordFilter, limit: number): Candidate[] {
  if (indexed === undefined) {
    return textRecordRows(db, fts, ftsTerms(text), filter, limit).map((row) => recordCandidate({ target: "record", record: rowToRecord(row) }, row.score));
  }
  return termTopRows(db, indexed, filter, limit).map((row) => ({
    kind: row.kind,
    name: row.id,
    ref: { target: "record", rid: row.rid },
    precedence: scopePrecedence(scopeOfColumns(row)),
    time: row.updated,
    score: row.score,
    textScore: row.score,
  }));
}

/**
 * Message events by text, as `textRecords` does for records. `records` are the records already ranked
 * for the same page: from the own term index, only events that can reach the page beside them are kept
 * (message-top.ts, `sharedScores`).
 */
function textMessages(
  db: Database.Database,
  indexed: TermQuery | undefined,
  fts: FtsQuery,
  text: string,
  scope: Scope,
  limit: number,
  excluded: readonly string[] | undefined,
  only: readonly string[] | undefined,
  records: readonly Candidate[],
): Candidate[] {
  if (indexed === undefined) {
    return textMessageRows(db, fts, ftsTerms(text), scope, limit, excluded, only).map((row) => {
      const id = `${row.session_id}#${row.seq}`;
      const event = readEventRow(id, row.json) as MessageEvent;
      const body: HitBody = { target: "message", sessionId: row.session_id, event };
      return {
        kind: "message",
        name: row.session_id,
        seq: row.seq,
        body,
        precedence: scopePrecedence(scopeOfColumns(row)),
        time: Date.parse(event.at),
        score: row.score,
        textScore: row.score,
      };
    });
  }
  const sharedScores = records.map((record) => record.score);
  return messageTopRows(db, indexed, scope, limit, excluded, only === undefined ? { sharedScores } : { onlySessions: only, sharedScores }).map((row) => ({
    kind: "message",
    name: row.session_id,
    seq: row.seq,
    ref: { target: "message", rid: row.rid },
    precedence: row.session.precedence,
    time: row.atMs,
    score: row.score,
    textScore: row.score,
  }));
}

/** Whether a search ranks message events: they are targeted and no record-only filter (types, tags) is set. */
function searchesMessages(query: SearchQuery): boolean {
  const filtered = (query.types?.length ?? 0) > 0 || (query.tags?.length ?? 0) > 0;
  return (query.targets ?? defaultSearchTargets).includes("message") && !filtered;
}

/**
 * Whether a search reads events_fts: it ranks messages by a text with a token that is not exactly one
 * FTS5 token (textMessages' fallback). Such a search first fills events_fts (event-fts.ts).
 */
export function readsEventFts(db: Database.Database, query: SearchQuery): boolean {
  if (typeof query.text !== "string" || !Array.isArray(query.targets ?? defaultSearchTargets) || !searchesMessages(query)) return false;
  return ftsQuery(query.text) !== undefined && termQuery(db, query.text) === undefined;
}

/** Undefined when the query has no text token: then it ranks as if it had no text (the search spec, section 3). */
function textRanking(db: Database.Database, query: SearchQuery, filter: RecordFilter, scope: Scope, limit: number): Candidate[] | undefined {
  const fts = query.text === undefined ? undefined : ftsQuery(query.text);
  if (fts === undefined || query.text === undefined) return undefined;
  // The own term indexes answer exactly what the FTS5 query would (term-top.ts) unless FTS5 would read a
  // query token as several tokens.
  const indexed = termQuery(db, query.text);
  const messages = searchesMessages(query);
  // The record search counts the terms in the message index too (one collection, term-scoring.ts): when
  // messages are searched as well, their lists are read first, so those counts come from the lists the
  // message search reads anyway instead of a statement of their own.
  if (indexed !== undefined && messages && filter.kinds.length > 0) termLists(db, messageTermIndex, [...new Set(indexed.phrases)]);
  // Records first: the page's records, cut to the same `limit`, bound which events can still join them
  // (the message search, most of a search's work, then keeps only those).
  const candidates = filter.kinds.length > 0 ? textRecords(db, indexed, fts, query.text, filter, limit) : [];
  if (messages) {
    candidates.push(...textMessages(db, indexed, fts, query.text, scope, limit, query.excludeSessionIds, query.sessionIds, candidates));
  }
  return ranked(db, candidates).slice(0, limit);
}

function vectorRanking(db: Database.Database, vector: readonly number[], dimensions: number, filter: RecordFilter, limit: number): Candidate[] {
  if (vector.length !== dimensions || filter.kinds.length === 0) return [];
  return vectorRecordRows(db, vector, filter, limit).map((row) => {
    const score = 1 - row.distance;
    const candidate = recordCandidate({ target: "record", record: rowToRecord(row) }, score);
    return { ...candidate, textScore: undefined, vectorScore: score };
  });
}

/**
 * The final page's hits: bodies not read yet are read in one statement per table (or taken from the row
 * cache when shared). A hit whose row is gone is left out: another program can delete event rows (the
 * sqlite3 CLI, foreign keys off) and leave their postings in the term index behind.
 */
function hits(db: Database.Database, page: readonly Candidate[], shared: boolean): SearchHit[] {
  const unread = page.filter((c) => c.body === undefined);
  const bodies = readHitBodies(
    db,
    unread.map((c) => c.ref!),
    shared,
  );
  const read = new Map(unread.map((c, i) => [c, bodies[i]]));
  const found: SearchHit[] = [];
  for (const c of page) {
    const body = c.body ?? read.get(c);
    if (body !== undefined) found.push(toHit(body, c));
  }
  return found;
}

/**
 * Text ranking (records and, when targeted, messages: any term, `-bm25()` doubled for a phrase hit),
 * vector ranking (vec0 KNN, cosine similarity), each cut to `limit` with its filters in SQL; with
 * both, the union scored by reciprocal rank fusion. Best first, ties to the more specific scope, then
 * the newer. Only the final page's JSON is read and parsed.
 */
export function searchStore(db: Database.Database, query: SearchQuery, vectorDimensions: number | undefined): SearchHit[] {
  const scope = { data: checkedScope(query.scope, "search") };
  const limit = pageLimit(query.limit, 20, 200);
  const targets = query.targets ?? defaultSearchTargets;
  const kinds = recordKinds.filter((kind: RecordKind) => targets.includes(kind));
  const filter: RecordFilter = { kinds, scope: scope.data, scopeMode: "visible", types: query.types, tags: query.tags };
  /** The best `room` candidates, ranked; hits not read yet. */
  const rankedPage = (room: number): Candidate[] => {
    const text = textRanking(db, { ...query, targets }, filter, scope.data, room);
    const vector = query.vector === undefined || vectorDimensions === undefined ? undefined : vectorRanking(db, query.vector, vectorDimensions, filter, room);
    if (text === undefined || vector === undefined) return text ?? vector ?? [];
    const fused = new Map<string, Candidate>();
    for (const ranking of [text, vector]) {
      ranking.forEach((candidate, index) => {
        const key = keyOf(candidate);
        const previous = fused.get(key);
        const score = (previous?.score ?? 0) + 1 / (rankFusionK + index + 1);
        const vectorScore = candidate.vectorScore ?? previous?.vectorScore;
        const body = candidate.body ?? previous?.body;
        fused.set(key, {
          ...previous,
          ...candidate,
          score,
          textScore: previous?.textScore ?? candidate.textScore,
          vectorScore,
          ...(body === undefined ? {} : { body }),
        });
      });
    }
    return ranked(db, [...fused.values()]).slice(0, room);
  };
  // One read transaction: every statement of the search sees the same snapshot of the file.
  return transactions(db).read(() => {
    // A page holding rows that are gone (hits) is ranked again with room for more, so the rows below
    // them still fill it. A sound file is ranked once.
    for (let room = limit; ; ) {
      const page = rankedPage(room);
      const found = hits(db, page, query.shared === true);
      if (found.length === page.length || found.length >= limit || page.length < room) return found.slice(0, limit);
      room = Math.max(room * 2, room + page.length - found.length);
    }
  });
}
