import type { MemoryStore, RecordQuery } from "../store/memory-store.js";
import type { RecordKind, RecordOfKind } from "../store/records.js";

/** Every record a query matches, over all its pages. */
export async function collectRecords<K extends RecordKind>(store: MemoryStore, query: Omit<RecordQuery<K>, "cursor" | "limit">): Promise<RecordOfKind<K>[]> {
  const records: RecordOfKind<K>[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.query<K>({ ...query, limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
    records.push(...page.records);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return records;
}
