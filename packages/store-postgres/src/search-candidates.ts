import { messageSearchKey, recordSearchKey, type SearchCandidate } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { SqlFilter } from "./sql-filter.js";
import { storable, toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { walkTextTop } from "./impact-walk.js";
import { type PostingTarget, postingTopSettings, postingTopSql, postingTuning } from "./posting-top.js";
import { type TextScoring, type TextTable, textTopSql } from "./text-search.js";

/** A hit before it is read: the stored JSON, parsed only for the hits that are returned. */
export type StoredDocument =
  | { readonly target: "record"; readonly kind: string; readonly id: string; readonly body: string }
  | { readonly target: "message"; readonly sessionId: string; readonly seq: number; readonly body: string };

/** What a search looks in: visible labels, record kinds, messages, and the record filters. */
export interface SearchScope {
  readonly labels: string[];
  readonly kinds: string[];
  readonly messages: boolean;
  readonly excludeSessionIds: string[];
  /** Only these sessions' messages (undefined: every session's; with none left, `messages` is false). */
  readonly sessionIds: string[] | undefined;
  readonly types: string[] | undefined;
  readonly tags: string[] | undefined;
}

/** The records' own filters (visible labels, kinds, types, tags) on alias `r`, bound through `filter`. */
export function recordConditions(scope: SearchScope, filter: SqlFilter): string {
  let sql = `r.kind = ANY(${filter.bind(scope.kinds)}::text[]) AND r.scope_label = ANY(${filter.bind(scope.labels)}::text[])`;
  if (scope.types !== undefined) sql += ` AND r.type = ANY(${filter.bind(scope.types)}::text[])`;
  if (scope.tags !== undefined) sql += ` AND r.tags @> ${filter.bind(scope.tags)}::text[]`;
  return sql;
}

interface RecordHitRow {
  kind: string;
  id: string;
  body: string;
  precedence: number;
  time_ms: unknown;
  score: number;
}

export function recordCandidate(row: RecordHitRow): SearchCandidate<StoredDocument> {
  return {
    key: recordSearchKey(row.kind, row.id),
    document: { target: "record", kind: row.kind, id: row.id, body: row.body },
    precedence: toNumber(row.precedence),
    time: toNumber(row.time_ms),
  };
}

/**
 * The best `limit` rows of `spec` by BM25 among those matching `where`: from the impact bands when the
 * search has their counts (`bands`, for queries whose terms many documents hold), else by scoring every
 * row holding a query term.
 */
async function textTop<Row>(
  tx: SqlExecutor,
  spec: TextTable,
  where: (filter: SqlFilter) => string,
  scope: SearchScope,
  scoring: TextScoring,
  bands: ReadonlyMap<string, number> | undefined,
  limit: number,
): Promise<Row[]> {
  const walked = bands === undefined ? undefined : await walkTextTop(tx, spec, where, scope.labels, scoring, bands, limit);
  if (walked !== undefined) return walked as Row[];
  const filter = new SqlFilter();
  const sql = textTopSql(spec, where(filter), scope.labels, scoring, limit, filter);
  return (await tx.query<Row & Record<string, unknown>>(sql, filter.params)).rows;
}

/** The best `limit` records by BM25 (ties as core orders them), among those visible and matching. */
export async function recordTextCandidates(
  tx: SqlExecutor,
  tables: Tables,
  scope: SearchScope,
  scoring: TextScoring,
  bands: ReadonlyMap<string, number> | undefined,
  limit: number,
): Promise<(SearchCandidate<StoredDocument> & { textScore: number })[]> {
  if (scope.kinds.length === 0) return [];
  // Without type or tag filters, records are scored from their postings; with them, from the GIN index (the postings hold neither).
  if (scope.types === undefined && scope.tags === undefined && postingTuning.records) {
    const filter = new SqlFilter();
    const sql = postingTopSql(
      { postings: tables.recordPostings, documents: tables.records, keys: ["kind", "id"], time: "updated_ms", prunable: false, last: false },
      { labels: scope.labels, conditions: (bind) => ` AND p.kind = ANY(${bind.bind(scope.kinds)}::text[])` },
      scoring,
      limit,
      filter,
    );
    const rows = (await tx.query<RecordHitRow>(sql, filter.params)).rows;
    return rows.map((row) => ({ ...recordCandidate(row), textScore: row.score }));
  }
  const rows = await textTop<RecordHitRow>(
    tx,
    { table: tables.records, keys: ["kind", "id"], time: "updated_ms", tieOrder: (p) => `${p}kind, ${p}id`, numericSecondKey: false },
    (filter) => recordConditions(scope, filter),
    scope,
    scoring,
    bands,
    limit,
  );
  return rows.map((row) => ({ ...recordCandidate(row), textScore: row.score }));
}

/** The best `limit` message events by BM25 (from the message postings), of visible sessions not excluded; ties by scope, time, then key. */
export async function messageTextCandidates(
  tx: SqlExecutor,
  tables: Tables,
  scope: SearchScope,
  scoring: TextScoring,
  limit: number,
): Promise<(SearchCandidate<StoredDocument> & { textScore: number })[]> {
  if (!scope.messages) return [];
  const excluded = scope.excludeSessionIds.filter(storable);
  const filter = new SqlFilter();
  const target: PostingTarget = {
    postings: tables.messagePostings,
    documents: tables.events,
    keys: ["session_id", "seq"],
    time: "at_ms",
    // Named sessions bound what is read (a range per term and session): pivoting those postings whole took 4 ms
    // where pruning them first took 10 (recallSessions' 20 sessions at 1,000,000 messages, the bench's postgres-scale).
    prunable: scope.sessionIds === undefined,
    // Read last in its transaction (searchStore): it may take plans that need sorts discouraged.
    last: true,
  };
  const sql = postingTopSql(
    target,
    {
      labels: scope.labels,
      conditions: (bind) =>
        (excluded.length > 0 ? ` AND NOT (p.session_id = ANY(${bind.bind(excluded)}::text[]))` : "") +
        // On the postings' key (term, scope_key, session_id, seq): a range per term, scope and session.
        (scope.sessionIds === undefined ? "" : ` AND p.session_id = ANY(${bind.bind(scope.sessionIds)}::text[])`),
    },
    scoring,
    limit,
    filter,
  );
  const settings = postingTopSettings(target, scoring);
  if (settings !== undefined) await tx.query(settings);
  const rows = (await tx.query<{ session_id: string; seq: number; body: string; precedence: number; time_ms: unknown; score: number }>(sql, filter.params))
    .rows;
  return rows.map((row) => {
    const seq = toNumber(row.seq);
    return {
      key: messageSearchKey(row.session_id, seq),
      document: { target: "message", sessionId: row.session_id, seq, body: row.body },
      precedence: toNumber(row.precedence),
      time: toNumber(row.time_ms),
      textScore: row.score,
    };
  });
}
