import { type Migration, runStatements } from "./migration.js";

/**
 * Version 7: the postings tables are vacuumed after 1% of their rows were inserted or changed, not
 * PostgreSQL's default 20%. Every search reads postings by index-only scans, which skip the table only
 * for pages the visibility map marks all-visible, and only VACUUM sets those marks. Left to the
 * defaults, the newest fifth of a large postings table waits for a vacuum, and its postings are each
 * fetched from the table: 84,727 postings of a 13-term search at 1,000,000 messages took 113 ms with
 * every page unmarked against 21 ms marked (docs/benchmarks.md, decision 0230). Vacuuming a table that
 * only grew costs little: its marked pages are skipped. The insert trigger needs PostgreSQL 13;
 * older servers keep the change trigger only. Storage parameters are catalog entries: no row is rewritten.
 */
export const v7PostingsVacuumedEarly: Migration = {
  version: 7,
  name: "postings tables vacuumed after 1% of their rows changed, so index-only scans stay index-only",
  async up(tx, t) {
    const server = await tx.query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
    const inserts = Number(server.rows[0]?.version ?? 0) >= 130_000 ? ", autovacuum_vacuum_insert_scale_factor = 0.01" : "";
    await runStatements(
      tx,
      [t.messagePostings, t.recordPostings].map((table) => `ALTER TABLE ${table} SET (autovacuum_vacuum_scale_factor = 0.01${inserts})`),
    );
  },
};
