import type { MemoryRecord } from "@engram/core/store";
import { sameRecord } from "@engram/core/store-kit";
import type { RecordFiles } from "./record-files.js";
import type { RecordWriter } from "./record-writer.js";

/**
 * The compare-and-set step of `putIf`: writes `record` only while the record of its kind and id, as
 * its file holds it, equals `expected` (null: there is none). The caller holds the store lock and has
 * just refreshed `files`, so no other process can write between the comparison and the write.
 */
export async function putIfLocked(files: RecordFiles, writer: RecordWriter, record: MemoryRecord, expected: MemoryRecord | null): Promise<boolean> {
  if (!sameRecord(await files.record(record.kind, record.id), expected)) return false;
  await writer.put(record);
  return true;
}
