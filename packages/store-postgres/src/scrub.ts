import type { Database } from "./database.js";

/**
 * Deletes the statistics of terms and scopes no document holds any more, then rewrites every table of the store with `VACUUM (FULL, ANALYZE)`: each gets new files (heap, TOAST
 * and every index, the GIN and HNSW ones included) holding only live rows, and the old files are
 * emptied at commit; then asks for a CHECKPOINT (skipped without the privilege) so the new files are
 * what is on disk. Text columns keep no planner statistics (see v1), so ANALYZE copies none of them.
 */
export async function scrubTables(db: Database): Promise<void> {
  const { termStats, textStats } = db.tables;
  await db.write("scrub (terms and scopes no document holds)", async (tx) => {
    await tx.query(`DELETE FROM ${termStats} WHERE df <= 0`);
    await tx.query(`DELETE FROM ${textStats} WHERE docs <= 0`);
  });
  for (const table of db.tables.all) await db.outsideTransaction(`scrub (VACUUM FULL ${table})`, `VACUUM (FULL, ANALYZE) ${table}`);
  await db.driver.runOutsideTransaction("CHECKPOINT").catch(() => undefined);
}
