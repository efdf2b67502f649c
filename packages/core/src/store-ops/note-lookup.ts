import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import { sameScope, type Scope } from "../store/scope.js";
import { legacyNoteId, noteId } from "../store/ids.js";

/**
 * The note of exactly `scope` under `key`: by its id, or by the id it had before scope labels were
 * escaped. A note found under a legacy id counts only when its own scope and key are these (under the
 * old labels another scope's note could hash to the same id).
 */
export async function findNote(store: MemoryStore, scope: Scope, key: string): Promise<NoteRecord | undefined> {
  const current = await store.get("note", noteId(scope, key));
  if (current) return current;
  const legacy = legacyNoteId(scope, key);
  if (legacy === undefined) return undefined;
  const old = await store.get("note", legacy);
  return old && old.key === key && sameScope(old.scope, scope) ? old : undefined;
}
