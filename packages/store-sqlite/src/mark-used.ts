import type Database from "better-sqlite3";
import { usedEntry } from "@engram/core/store-kit";
import { readRecord } from "./record-rows.js";
import { cachedStatement } from "./statements.js";
import { forgetRows } from "./row-cache.js";

/**
 * One more use of each entry, inside the caller's write transaction: only the row's JSON changes
 * (the searchable text does not, so no index is touched). Returns how many entries were marked.
 */
export function markUsedRows(db: Database.Database, ids: readonly string[], at: string): number {
  const update = cachedStatement(db, "UPDATE records SET json = ? WHERE kind = 'entry' AND id = ? RETURNING rid").pluck();
  const rids: number[] = [];
  for (const id of ids) {
    const entry = readRecord(db, "entry", id);
    if (entry?.kind !== "entry") continue;
    rids.push(update.get(JSON.stringify(usedEntry(entry, at)), id) as number);
  }
  // Only the JSON changed: sort keys and filters stay, the parsed bodies of these rows go.
  forgetRows(db, "records", rids);
  return rids.length;
}
