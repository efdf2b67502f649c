import type Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { phraseBoost } from "@engram/core/store-kit";
import type { FtsQuery, FtsTerms } from "./fts-query.js";
import { recordConditions, scopeCondition } from "./record-filters.js";
import type { RecordFilter } from "./record-filters.js";
import { recordColumns } from "./record-rows.js";
import type { RecordRow } from "./record-rows.js";
import { cachedStatement } from "./statements.js";
import { defaultPruneLimits, topTextRows } from "./text-top.js";
import type { PruneLimits, TopText } from "./text-top.js";
import { vectorBlob } from "./vector-index.js";

export interface TextRecordRow extends RecordRow {
  /** -bm25(), times the phrase boost when the query's whole token sequence occurs: higher is better. */
  score: number;
}

/** `-bm25(table) * (phrase boost when the phrase query also matches the row)`, as SQL. */
function scoreSql(table: string, rowid: string, phrase: string | undefined): string {
  if (phrase === undefined) return `-bm25(${table})`;
  return `-bm25(${table}) * (CASE WHEN ${rowid} IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?) THEN ${phraseBoost} ELSE 1 END)`;
}

/** Restricts the FTS5 scan to rows matching `candidates`; `+` keeps the rowid out of FTS5 (no per-row re-query). */
function candidateSql(table: string, candidates: string | undefined): string {
  return candidates === undefined ? "" : `AND +${table}.rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`;
}

/**
 * The best `limit` records matching any term, filters applied in the same statement: exactly the full
 * query's page, found by scoring only the rows that can reach it (see text-top.ts).
 */
export function textRecordRows(db: Database.Database, fts: FtsQuery, terms: FtsTerms, filter: RecordFilter, limit: number): TextRecordRow[] {
  return textRecordPage(db, fts, terms, filter, limit).rows;
}

/** `textRecordRows` with how the page was found; `limits: "full"` always runs the full query (tests compare the two). */
export function textRecordPage(
  db: Database.Database,
  fts: FtsQuery,
  terms: FtsTerms,
  filter: RecordFilter,
  limit: number,
  limits: PruneLimits | "full" = defaultPruneLimits,
): TopText<TextRecordRow> {
  const where = recordConditions("r", filter);
  const phrase = fts.phrase === undefined ? [] : [fts.phrase];
  const noPrune: FtsTerms = { terms: [], phraseTerms: [] };
  return topTextRows(
    db,
    limits === "full" ? noPrune : terms,
    fts.phrase,
    limit,
    {
      table: "records_fts",
      rowCountBoundSql: "SELECT max(rid) FROM records",
      rows: (candidates) => {
        // CROSS JOIN keeps FTS5 the outer loop: bm25 then computes its idf once per statement.
        const sql = `
        SELECT ${recordColumns}, ${scoreSql("records_fts", "r.rid", fts.phrase)} AS score
        FROM records_fts CROSS JOIN records r ON r.rid = records_fts.rowid
        WHERE records_fts MATCH ? ${candidateSql("records_fts", candidates)} AND ${where.sql}
        ORDER BY score DESC, r.updated_ms DESC, r.id, r.kind
        LIMIT ?`;
        const restrict = candidates === undefined ? [] : [candidates];
        return cachedStatement(db, sql).all(...phrase, fts.anyTerm, ...restrict, ...where.params, limit) as TextRecordRow[];
      },
    },
    limits === "full" ? defaultPruneLimits : limits,
  );
}

export interface VectorRecordRow extends RecordRow {
  /** Cosine distance, 0 (same direction) to 2. */
  distance: number;
}

/** vec0 KNN restricted to the rows the filters allow (`rid IN (...)` runs inside the KNN). */
export function vectorRecordRows(db: Database.Database, vector: readonly number[], filter: RecordFilter, limit: number): VectorRecordRow[] {
  const where = recordConditions("r", filter);
  const sql = `
    WITH knn AS (
      SELECT rid, distance FROM records_vec
      WHERE embedding MATCH ? AND k = ? AND rid IN (SELECT r.rid FROM records r WHERE ${where.sql})
    )
    SELECT ${recordColumns}, knn.distance AS distance FROM knn JOIN records r ON r.rid = knn.rid
    ORDER BY knn.distance, r.id`;
  return cachedStatement(db, sql).all(vectorBlob(vector), limit, ...where.params) as VectorRecordRow[];
}

export interface MessageRow {
  session_id: string;
  seq: number;
  json: string;
  score: number;
  scope_workspace: string | null;
  scope_user: string | null;
  scope_agent: string | null;
  scope_session: string | null;
}

/** Message events of sessions visible in `scope` matching any term, best first (exact, pruned as records are). */
export function textMessageRows(
  db: Database.Database,
  fts: FtsQuery,
  terms: FtsTerms,
  scope: Scope,
  limit: number,
  excludedSessions: readonly string[] = [],
  onlySessions?: readonly string[],
): MessageRow[] {
  return textMessagePage(db, fts, terms, scope, limit, defaultPruneLimits, excludedSessions, onlySessions).rows;
}

/** `textMessageRows` with how the page was found; `limits: "full"` always runs the full query. */
export function textMessagePage(
  db: Database.Database,
  fts: FtsQuery,
  terms: FtsTerms,
  scope: Scope,
  limit: number,
  limits: PruneLimits | "full" = defaultPruneLimits,
  excludedSessions: readonly string[] = [],
  onlySessions?: readonly string[],
): TopText<MessageRow> {
  const visible = scopeCondition("s", scope, "visible");
  // Excluded sessions (and, with `onlySessions`, every other one) are filtered with the scope, before the
  // page is cut, so they never take its places.
  const excluded = excludedSessions.length === 0 ? "" : "AND e.session_id NOT IN (SELECT value FROM json_each(?))";
  const excludedParams = excludedSessions.length === 0 ? [] : [JSON.stringify(excludedSessions)];
  const only = onlySessions === undefined ? "" : "AND e.session_id IN (SELECT value FROM json_each(?))";
  const onlyParams = onlySessions === undefined ? [] : [JSON.stringify(onlySessions)];
  const phrase = fts.phrase === undefined ? [] : [fts.phrase];
  const noPrune: FtsTerms = { terms: [], phraseTerms: [] };
  return topTextRows(
    db,
    limits === "full" ? noPrune : terms,
    fts.phrase,
    limit,
    {
      table: "events_fts",
      rowCountBoundSql: "SELECT max(eid) FROM events",
      rows: (candidates) => {
        const sql = `
        SELECT e.session_id AS session_id, e.seq AS seq, e.json AS json, ${scoreSql("events_fts", "e.eid", fts.phrase)} AS score,
               s.scope_workspace, s.scope_user, s.scope_agent, s.scope_session
        FROM events_fts CROSS JOIN events e ON e.eid = events_fts.rowid JOIN sessions s ON s.id = e.session_id
        WHERE events_fts MATCH ? ${candidateSql("events_fts", candidates)} AND ${visible.sql} ${excluded} ${only}
        ORDER BY score DESC, e.eid DESC
        LIMIT ?`;
        const restrict = candidates === undefined ? [] : [candidates];
        return cachedStatement(db, sql).all(...phrase, fts.anyTerm, ...restrict, ...visible.params, ...excludedParams, ...onlyParams, limit) as MessageRow[];
      },
    },
    limits === "full" ? defaultPruneLimits : limits,
  );
}
