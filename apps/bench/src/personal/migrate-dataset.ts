import { openSqliteStore } from "@engram/store-sqlite";
import type { Dataset } from "./dataset-cache.js";

/**
 * Opens a cached SQLite dataset once and closes it, before any probe: a dataset written by an older
 * store version gets the newer schema's migration here (once; store-sqlite's v9 fills its event runs
 * from a year of events in about 1.5 s), so no probe's open or first recall counts a one-time upgrade.
 * Returns the milliseconds it took (about the open time when there was nothing to migrate).
 */
export async function migrateDataset(dataset: Dataset): Promise<number> {
  if (dataset.store !== "sqlite") return 0;
  const start = performance.now();
  const store = await openSqliteStore({ path: dataset.location });
  await store.close();
  return performance.now() - start;
}
