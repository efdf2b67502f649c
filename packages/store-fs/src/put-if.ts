import type { MemoryRecord } from "@engram/core/store";
import type { FsSearchEngine } from "./fs-search-engine.js";
import type { RecordWriter } from "./record-writer.js";

/**
 * The compare-and-set step of `putIf`: writes `record` only while the loaded record of its kind and id
 * equals `expected` (null: none is loaded). The caller holds the store lock and has just refreshed the
 * engine from the files, so no other process can write between the comparison and the write.
 */
export async function putIfLocked(engine: FsSearchEngine, writer: RecordWriter, record: MemoryRecord, expected: MemoryRecord | null): Promise<boolean> {
  if (!engine.holds(record.kind, record.id, expected)) return false;
  await writer.put(record);
  return true;
}
