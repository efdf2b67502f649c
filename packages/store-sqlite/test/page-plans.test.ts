import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { encodeCursor } from "../src/cursor.js";
import { recordPageSql } from "../src/record-query.js";
import { sessionPageSql } from "../src/session-rows.js";
import { openTemp } from "./helpers.js";

/** The plan's steps, without the scalar subqueries the scope and cursor values are bound through. */
function plan(db: Database.Database, statement: { sql: string; params: unknown[] }): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...statement.params) as { detail: string }[])
    .map((row) => row.detail)
    .filter((detail) => !/^SCALAR SUBQUERY|^SCAN CONSTANT ROW/.test(detail));
}

describe("paged statements", () => {
  it("seek to the cursor through the sort column's index, so a page costs the same wherever it starts", async () => {
    const { path } = await openTemp();
    const db = new Database(path, { readonly: true });
    try {
      const scope = { workspace: "w", user: "u" };
      const updated = encodeCursor({ o: "updated-desc", t: 1_700_000_000_000, id: "e9" });
      const created = encodeCursor({ o: "created-asc", t: 1_700_000_000_000, id: "e9" });
      expect(plan(db, recordPageSql({ kind: "entry", scope, limit: 1000, cursor: updated }))).toEqual([
        "SEARCH r USING INDEX records_by_updated (kind=? AND updated_ms<?)",
        "USE TEMP B-TREE FOR LAST TERM OF ORDER BY",
      ]);
      expect(plan(db, recordPageSql({ kind: "entry", scope, limit: 1000, order: "created-asc", cursor: created }))).toEqual([
        "SEARCH r USING INDEX records_by_created (kind=? AND created_ms>?)",
      ]);
      const sessions = encodeCursor({ o: "sessions", t: 1_700_000_000_000, id: "s9" });
      expect(plan(db, sessionPageSql({ scope, limit: 100, cursor: sessions }))).toEqual([
        "SEARCH s USING INDEX sessions_by_updated (updated_ms<?)",
        "USE TEMP B-TREE FOR LAST TERM OF ORDER BY",
      ]);
      // The memory index read on every model call: the exact scope's few records through the scope index.
      expect(plan(db, recordPageSql({ kind: "index", scope, scopeMode: "exact", limit: 1 }))).toEqual([
        "SEARCH r USING INDEX records_by_scope (kind=? AND scope_workspace=? AND scope_user=? AND scope_agent=? AND scope_session=?)",
        "USE TEMP B-TREE FOR ORDER BY",
      ]);
      // Kinds are written as literals, values are bound: nothing the caller passes reaches the SQL text.
      const statement = recordPageSql({ kind: "entry", scope: { workspace: "w' OR 1=1 --" }, limit: 5 });
      expect(statement.sql).toContain("r.kind IN ('entry')");
      expect(statement.sql).not.toContain("OR 1=1");
      expect(statement.params).toEqual(["w' OR 1=1 --"]);
    } finally {
      db.close();
    }
  });
});
