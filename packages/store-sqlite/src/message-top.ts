import type Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { scopeCondition } from "./record-filters.js";
import { messageTermIndex } from "./term-index.js";
import type { TermQuery } from "./term-query.js";
import { termTop } from "./term-top.js";
import type { Scored } from "./term-top.js";

/** A message event on the text search's page: what ranking needs, not its JSON. */
export interface MessageKeys {
  rid: number;
  session_id: string;
  seq: number;
  at: string;
  scope_workspace: string | null;
  scope_user: string | null;
  scope_agent: string | null;
  scope_session: string | null;
}

export const messageKeyColumns =
  "e.eid AS rid, e.session_id AS session_id, e.seq AS seq, e.at AS at, s.scope_workspace, s.scope_user, s.scope_agent, s.scope_session";

/**
 * Exactly the page `textMessagePage(..., "full")` returns (same events, order and scores: ties to the
 * later event), from the message events' own term index: events of sessions visible in `scope`, the
 * excluded sessions filtered before the page is cut.
 */
export function messageTopRows(
  db: Database.Database,
  query: TermQuery,
  scope: Scope,
  limit: number,
  excludedSessions: readonly string[] = [],
): Scored<MessageKeys>[] {
  const visible = scopeCondition("s", scope, "visible", true);
  const excluded = excludedSessions.length === 0 ? "" : " AND e.session_id NOT IN (SELECT value FROM json_each(?))";
  const params = excludedSessions.length === 0 ? visible.params : [...visible.params, JSON.stringify(excludedSessions)];
  return termTop<MessageKeys>(db, query, {
    table: "events",
    index: messageTermIndex,
    columns: messageKeyColumns,
    from: "events e ON e.eid = j.value CROSS JOIN sessions s ON s.id = e.session_id",
    where: { sql: `${visible.sql}${excluded}`, params },
    orderBy: "e.eid DESC",
    compare: (x, y) => y.rid - x.rid,
  }, limit);
}
