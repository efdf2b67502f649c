import { EngramError } from "@engram/core";
import type { MemoryRecord, RecordKind } from "@engram/core/store";
import type { RecordHead } from "./record-head.js";

/** Where loaded records go: the engine that answers queries and searches. */
export interface RecordSink {
  /**
   * `source` names the file version it was read from (`sourceDigest` of its path and fingerprint): the
   * same source, the same record, unless `reindex` (a racy file, racy-files.ts: its fingerprint may be
   * that of an earlier version) says to index `record` whatever the index holds. False when the search
   * index does not hold the record from that source and no `record` was given to index: then it is
   * indexed once its body is read.
   */
  upsert(head: RecordHead, source: number, record: MemoryRecord | undefined, reindex?: boolean): boolean;
  remove(kind: RecordKind, id: string): void;
}

/**
 * Thrown by a read of a record's body when its file is not the version its heads were taken from (an
 * edit since the last refresh, or a derived head index that does not say what the file says): the file
 * has been read again and its heads replaced, so the operation must start over. A caller sees it only
 * when a file kept changing through every retry (STORE_UNAVAILABLE: try again).
 */
export class RecordFileChanged extends EngramError {
  constructor(readonly file: string) {
    super("STORE_UNAVAILABLE", `${file} kept changing while the store read it; it was read again each time. Try the call again.`, {
      details: { path: file },
    });
  }
}
