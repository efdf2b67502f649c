import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { findEntry } from "../store-ops/entry-lookup.js";
import { untilStored } from "../store-ops/until-stored.js";

/**
 * Pins or unpins the entry visible in `scope` by id, or by key in `scope`; undefined when there is none.
 * A compare-and-set against the entry as read, read and applied again when another writer changed it
 * meanwhile, so a concurrent `remember` or edit is never overwritten. An entry already so is returned unwritten.
 */
export async function pinEntry(store: MemoryStore, scope: Scope, keyOrId: string, pinned: boolean, now: () => Date): Promise<EntryRecord | undefined> {
  const result = await untilStored(`the pin of entry "${keyOrId}"`, async () => {
    const entry = await findEntry(store, scope, scope, keyOrId);
    if (entry === undefined || entry.pinned === pinned) return { entry };
    const written = await store.putIf({ ...entry, pinned, updatedAt: now().toISOString() }, entry);
    return written === undefined ? undefined : { entry: written };
  });
  return result.entry;
}
