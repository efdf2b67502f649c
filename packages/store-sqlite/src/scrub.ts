import type Database from "better-sqlite3";
import { EngramError } from "@engram/core/store";
import { retryBusy } from "./busy-retry.js";
import { transactions } from "./transactions.js";

const retry = { attempts: 20, baseDelayMs: 10 };

/**
 * Leaves no copy of deleted or rewritten rows in the file: the FTS5 indexes are merged into one segment
 * each ('optimize' drops the entries of deleted rows, which a delete only marks), VACUUM rebuilds the file
 * from the live rows (free pages and the unused space of pages go), and a TRUNCATE checkpoint copies the
 * WAL into the file and empties it. A checkpoint that another connection's open read keeps from
 * finishing is STORE_UNAVAILABLE: run scrub again once other processes are idle.
 */
export async function scrubFile(db: Database.Database, beforeAttempt: () => void): Promise<void> {
  await retryBusy(
    () =>
      transactions(db).write(() => {
        db.exec("INSERT INTO records_fts (records_fts) VALUES ('optimize')");
        db.exec("INSERT INTO events_fts (events_fts) VALUES ('optimize')");
      }),
    { ...retry, beforeAttempt },
  );
  await retryBusy(() => db.exec("VACUUM"), { ...retry, beforeAttempt });
  const result = await retryBusy(() => db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number; checkpointed: number }[], {
    ...retry,
    beforeAttempt,
  });
  if (result[0]?.busy !== 0) {
    throw new EngramError(
      "STORE_UNAVAILABLE",
      `Another connection kept the write-ahead log of ${db.name} from being emptied, so it may still hold deleted text; run scrub again once other processes using the file are idle.`,
      { details: { path: db.name } },
    );
  }
}
