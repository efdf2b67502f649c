import type Database from "better-sqlite3";
import { bm25Idf, bm25TermScore, phraseBoost, scopePrecedence } from "@engram/core/store-kit";
import type { Scope } from "@engram/core";
import { recordConditions, scopeCondition } from "../src/record-filters.js";
import type { RecordFilter } from "../src/record-filters.js";
import { binary } from "../src/record-top.js";
import { scopeOfColumns } from "../src/scope-columns.js";
import type { ScopeColumns } from "../src/scope-columns.js";
import type { TermQuery } from "../src/term-query.js";

/**
 * The search spec's pages computed the plain way, as the oracle of the term-index top-k tests: every
 * row of both token tables (records_tokens, events_tokens: one collection, as the store takes it) read,
 * every candidate scored with core's `bm25Idf` and `bm25TermScore` in query term order, the phrase
 * checked on the token sequence, the filters in SQL, then sorted in the spec's tie order and cut.
 */

/** Every indexed row's tokens, read once for the searches of a file that does not change in between. */
export interface IndexedTokens {
  readonly records: Map<number, string[]>;
  readonly events: Map<number, string[]>;
}

export function indexedTokens(db: Database.Database): IndexedTokens {
  const read = (table: string): Map<number, string[]> =>
    new Map((db.prepare(`SELECT rowid, tokens FROM ${table}`).raw().all() as [number, string][]).map(([rid, tokens]) => [rid, tokens.split(" ")]));
  return { records: read("records_tokens"), events: read("events_tokens") };
}

interface Collection {
  readonly docs: number;
  readonly avgdl: number;
  readonly df: Map<string, number>;
  readonly tokens: IndexedTokens;
}

function collection(tokens: IndexedTokens, query: TermQuery): Collection {
  let docs = 0;
  let length = 0;
  const df = new Map<string, number>();
  for (const rows of [tokens.records, tokens.events]) {
    for (const row of rows.values()) {
      docs += 1;
      length += row.length;
      for (const term of new Set(row)) if (query.phrases.includes(term)) df.set(term, (df.get(term) ?? 0) + 1);
    }
  }
  return { docs, avgdl: length / docs, df, tokens };
}

function contains(tokens: readonly string[], sequence: readonly string[]): boolean {
  return ` ${tokens.join(" ")} `.includes(` ${sequence.join(" ")} `);
}

/** The row's score, or undefined when it holds no query term. */
function score(stats: Collection, query: TermQuery, tokens: readonly string[] | undefined): number | undefined {
  if (tokens === undefined) return undefined;
  let sum = 0;
  let held = false;
  for (const term of query.phrases) {
    const tf = tokens.filter((token) => token === term).length;
    if (tf === 0) continue;
    held = true;
    sum += bm25TermScore(bm25Idf(stats.docs, stats.df.get(term)!), tf, tokens.length, stats.avgdl);
  }
  if (!held) return undefined;
  return query.sequence !== undefined && contains(tokens, query.sequence) ? sum * phraseBoost : sum;
}

interface RecordRow extends ScopeColumns {
  rid: number;
  kind: string;
  id: string;
  updated: number;
}

/** The best `limit` records passing `filter`, as "kind:id:score". */
export function referenceRecordPage(
  db: Database.Database,
  query: TermQuery,
  filter: RecordFilter,
  limit: number,
  tokens: IndexedTokens = indexedTokens(db),
): string[] {
  const stats = collection(tokens, query);
  const where = recordConditions("r", filter);
  const rows = db
    .prepare(
      `SELECT r.rid AS rid, r.kind AS kind, r.id AS id, r.updated_ms AS updated, r.scope_workspace, r.scope_user, r.scope_agent, r.scope_session
       FROM records r WHERE ${where.sql}`,
    )
    .all(...where.params) as RecordRow[];
  const scored = rows.flatMap((row) => {
    const value = score(stats, query, stats.tokens.records.get(row.rid));
    return value === undefined ? [] : [{ row, value, precedence: scopePrecedence(scopeOfColumns(row)) }];
  });
  scored.sort(
    (x, y) => y.value - x.value || y.precedence - x.precedence || y.row.updated - x.row.updated || binary(x.row.kind, y.row.kind) || binary(x.row.id, y.row.id),
  );
  return scored.slice(0, limit).map(({ row, value }) => `${row.kind}:${row.id}:${value}`);
}

interface EventRow extends ScopeColumns {
  eid: number;
  session_id: string;
  seq: number;
  at: string;
}

/** The best `limit` message events of sessions visible in `scope` and not excluded, as "session#seq:score". */
export function referenceMessagePage(
  db: Database.Database,
  query: TermQuery,
  scope: Scope,
  limit: number,
  excluded: readonly string[] = [],
  tokens: IndexedTokens = indexedTokens(db),
  only?: readonly string[],
): string[] {
  const stats = collection(tokens, query);
  const visible = scopeCondition("s", scope, "visible");
  const rows = db
    .prepare(
      `SELECT e.eid AS eid, e.session_id AS session_id, e.seq AS seq, e.at AS at, s.scope_workspace, s.scope_user, s.scope_agent, s.scope_session
       FROM events e JOIN sessions s ON s.id = e.session_id WHERE e.type = 'message' AND ${visible.sql}`,
    )
    .all(...visible.params) as EventRow[];
  const scored = rows.flatMap((row) => {
    if (excluded.includes(row.session_id) || (only !== undefined && !only.includes(row.session_id))) return [];
    const value = score(stats, query, stats.tokens.events.get(row.eid));
    return value === undefined ? [] : [{ row, value, precedence: scopePrecedence(scopeOfColumns(row)), time: Date.parse(row.at) }];
  });
  scored.sort(
    (x, y) => y.value - x.value || y.precedence - x.precedence || y.time - x.time || binary(x.row.session_id, y.row.session_id) || x.row.seq - y.row.seq,
  );
  return scored.slice(0, limit).map(({ row, value }) => `${row.session_id}#${row.seq}:${value}`);
}
