import type Database from "better-sqlite3";
import { EngramError, rankFusionK, recordKinds, scopePrecedence, scopeSchema, sessionEventSchema } from "@engram/core";
import type { RecordKind, Scope, SearchHit, SearchQuery, SessionEvent } from "@engram/core";
import { pageLimit } from "./cursor.js";
import { ftsQuery, ftsTerms } from "./fts-query.js";
import type { RecordFilter } from "./record-filters.js";
import { rowToRecord } from "./record-rows.js";
import { invalidInput, readStored } from "./store-errors.js";
import { textMessageRows, textRecordRows, vectorRecordRows } from "./search-sql.js";
import { termQuery } from "./term-query.js";
import { termTopRows } from "./term-top.js";
import type { MessageRow } from "./search-sql.js";

type MessageEvent = Extract<SessionEvent, { type: "message" }>;
type HitBody = { target: "record"; record: Extract<SearchHit, { target: "record" }>["record"] } | { target: "message"; sessionId: string; event: MessageEvent };

interface Candidate {
  key: string;
  body: HitBody;
  precedence: number;
  time: number;
  score: number;
  textScore?: number;
  vectorScore?: number;
}


/** Best first: score, then the more specific scope, then the newer, then the key. */
function byRank(a: Candidate, b: Candidate): number {
  return b.score - a.score || b.precedence - a.precedence || b.time - a.time || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

function sessionScope(row: MessageRow): Scope {
  const scope: Scope = {};
  if (row.scope_workspace !== null) scope.workspace = row.scope_workspace;
  if (row.scope_user !== null) scope.user = row.scope_user;
  if (row.scope_agent !== null) scope.agent = row.scope_agent;
  if (row.scope_session !== null) scope.session = row.scope_session;
  return scope;
}

function textRanking(db: Database.Database, query: SearchQuery, filter: RecordFilter, scope: Scope, limit: number): Candidate[] {
  const fts = query.text === undefined ? undefined : ftsQuery(query.text);
  if (fts === undefined || query.text === undefined) return [];
  const terms = ftsTerms(query.text);
  const candidates: Candidate[] = [];
  if (filter.kinds.length > 0) {
    // The own term index answers exactly what the FTS5 query would (term-top.ts) unless FTS5 would read
    // a query token as several tokens; then FTS5 runs the query itself.
    const indexed = termQuery(db, query.text);
    const rows = indexed === undefined ? textRecordRows(db, fts, terms, filter, limit) : termTopRows(db, indexed, filter, limit);
    for (const row of rows) {
      const record = rowToRecord(row);
      const time = Date.parse(record.updatedAt);
      const body: HitBody = { target: "record", record };
      candidates.push({ key: `${record.kind}:${record.id}`, body, precedence: scopePrecedence(record.scope), time, score: row.score, textScore: row.score });
    }
  }
  const filtered = (query.types?.length ?? 0) > 0 || (query.tags?.length ?? 0) > 0;
  if ((query.targets ?? []).includes("message") && !filtered) {
    for (const row of textMessageRows(db, fts, terms, scope, limit, query.excludeSessionIds)) {
      const id = `${row.session_id}#${row.seq}`;
      const event = readStored(sessionEventSchema, "events", id, row.json) as MessageEvent;
      const body: HitBody = { target: "message", sessionId: row.session_id, event };
      const precedence = scopePrecedence(sessionScope(row));
      candidates.push({ key: `message:${id}`, body, precedence, time: Date.parse(event.at), score: row.score, textScore: row.score });
    }
  }
  return candidates.sort(byRank).slice(0, limit);
}

function vectorRanking(db: Database.Database, vector: readonly number[], dimensions: number, filter: RecordFilter, limit: number): Candidate[] {
  if (vector.length !== dimensions || filter.kinds.length === 0) return [];
  if (vector.some((value) => !Number.isFinite(value))) {
    throw new EngramError("INVALID_OPTIONS", "The query vector holds a non-finite number.");
  }
  return vectorRecordRows(db, vector, filter, limit).map((row) => {
    const record = rowToRecord(row);
    const score = 1 - row.distance;
    const body: HitBody = { target: "record", record };
    return { key: `${record.kind}:${record.id}`, body, precedence: scopePrecedence(record.scope), time: Date.parse(record.updatedAt), score, vectorScore: score };
  });
}

function toHit(c: Candidate): SearchHit {
  const scores = { score: c.score, ...(c.textScore === undefined ? {} : { textScore: c.textScore }) };
  if (c.body.target === "message") return { ...c.body, ...scores };
  return { ...c.body, ...scores, ...(c.vectorScore === undefined ? {} : { vectorScore: c.vectorScore }) };
}

/**
 * Text ranking (FTS5 over records and, when targeted, messages: any term, `-bm25()` doubled for a
 * phrase hit), vector ranking (vec0 KNN, cosine similarity), each cut to `limit` with its filters in
 * SQL; with both, the union scored by reciprocal rank fusion. Best first, ties to the more specific
 * scope, then the newer.
 */
export function searchStore(db: Database.Database, query: SearchQuery, vectorDimensions: number | undefined): SearchHit[] {
  const scope = scopeSchema.safeParse(query.scope);
  if (!scope.success) throw invalidInput("search scope", scope.error);
  const limit = pageLimit(query.limit, 20, 200);
  const targets = query.targets ?? ["entry", "daily"];
  const kinds = recordKinds.filter((kind: RecordKind) => targets.includes(kind));
  const filter: RecordFilter = { kinds, scope: scope.data, scopeMode: "visible", types: query.types, tags: query.tags };
  // One read transaction: the text search's statements all see the same snapshot of the file.
  const text = query.text === undefined ? undefined : db.transaction(() => textRanking(db, { ...query, targets }, filter, scope.data, limit))();
  const vector =
    query.vector === undefined || vectorDimensions === undefined
      ? undefined
      : vectorRanking(db, query.vector, vectorDimensions, filter, limit);
  if (text === undefined || vector === undefined) return (text ?? vector ?? []).map(toHit);
  const fused = new Map<string, Candidate>();
  for (const ranking of [text, vector]) {
    ranking.forEach((candidate, index) => {
      const previous = fused.get(candidate.key);
      const score = (previous?.score ?? 0) + 1 / (rankFusionK + index + 1);
      fused.set(candidate.key, { ...previous, ...candidate, score });
    });
  }
  return [...fused.values()].sort(byRank).slice(0, limit).map(toHit);
}
