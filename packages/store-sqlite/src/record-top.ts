import type Database from "better-sqlite3";
import { recordConditions } from "./record-filters.js";
import type { RecordFilter } from "./record-filters.js";
import { precedenceOfColumns, precedenceSql } from "./scope-columns.js";
import { recordTermIndex } from "./term-index.js";
import type { TermQuery } from "./term-query.js";
import { termTop } from "./term-top.js";
import type { Scored } from "./term-top.js";

/** A record on the text search's page: what ranking needs (sort keys, scope), not its JSON. */
export interface RecordKeys {
  rid: number;
  updated: number;
  id: string;
  kind: string;
  scope_workspace: string | null;
  scope_user: string | null;
  scope_agent: string | null;
  scope_session: string | null;
}

export type TermRow = Scored<RecordKeys>;

/** SQLite's BINARY order (UTF-8 bytes, i.e. code points), which `<` on UTF-16 strings is not. */
export function binary(x: string, y: string): number {
  return x === y ? 0 : Buffer.compare(Buffer.from(x), Buffer.from(y));
}

/** The search spec's order after the score (docs/search-spec.md, "Ties"): the more specific scope, the newer, then kind, then id. */
function byRecord(x: RecordKeys, y: RecordKeys): number {
  return precedenceOfColumns(y) - precedenceOfColumns(x) || y.updated - x.updated || binary(x.kind, y.kind) || binary(x.id, y.id);
}

export const recordKeyColumns =
  "r.rid AS rid, r.updated_ms AS updated, r.id AS id, r.kind AS kind, r.scope_workspace, r.scope_user, r.scope_agent, r.scope_session";

/**
 * The best `limit` records by the search spec's score and tie order, from the records' own term index
 * (term-top.ts); filters in SQL (scope written OR-free, see record-filters.ts).
 */
export function termTopRows(db: Database.Database, query: TermQuery, filter: RecordFilter, limit: number): TermRow[] {
  return termTop<RecordKeys>(
    db,
    query,
    {
      table: "records",
      index: recordTermIndex,
      columns: recordKeyColumns,
      // CROSS JOIN: driven by the listed rids; `rid IN (...)` lets the planner scan records by kind instead.
      from: "records r ON r.rid = j.value",
      where: recordConditions("r", filter, { orFree: true }),
      orderBy: `${precedenceSql("r")} DESC, r.updated_ms DESC, r.kind, r.id`,
      compare: byRecord,
    },
    limit,
  );
}
