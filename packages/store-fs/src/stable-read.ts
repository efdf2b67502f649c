/** Reads of record bodies that start over while a record file changes under them (`RecordFileChanged`). */

import type { MemoryRecord } from "@engram/core/store";
import { RecordFileChanged, type RecordFiles } from "./record-files.js";
import type { RecordHead } from "./record-head.js";

/** How many times a read starts over because a record file changed under it before it gives up (the error is thrown). */
const maxRereads = 8;

/**
 * Runs `read` after a refresh, and again (refreshed again) while it finds a record file that is not
 * the version its heads were taken from (`RecordFileChanged`: the file was taken in again). Answers
 * are only ever built from bodies whose file matched the heads that chose them.
 */
export async function stableRead<T>(records: RecordFiles, read: () => Promise<T>, refreshed = false): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    if (!refreshed || attempt > 0) await records.refresh();
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof RecordFileChanged) || attempt >= maxRereads) throw error;
    }
  }
}

/** The body of the record a head names (its file changed since: `RecordFileChanged`). */
export async function headRecord(records: RecordFiles, head: RecordHead): Promise<MemoryRecord> {
  const record = await records.record(head.kind, head.id);
  if (record === undefined) throw new RecordFileChanged(head.id);
  return record;
}
