import { redactText } from "../redaction/redact-secrets.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord } from "../store/records.js";
import { isVisibleIn, type Scope } from "../store/scope.js";

/**
 * The current (not superseded) entry stored under `key` in exactly `scope`, if any. Several can
 * only exist after hand edits; the newest wins.
 */
export async function currentEntryByKey(store: MemoryStore, scope: Scope, key: string): Promise<EntryRecord | undefined> {
  const page = await store.query({ kind: "entry", scope, scopeMode: "exact", key, limit: 20 });
  return page.records.find((entry) => entry.validTo === undefined && entry.supersededBy === undefined) ?? page.records[0];
}

/**
 * An entry visible in `context` by id, or else by key in exactly `scope`. An id of another
 * workspace's entry finds nothing, as if it did not exist. Keys are stored trimmed and redacted, so
 * the key is looked up so too: an entry remembered under a key holding a secret is found under that key.
 */
export async function findEntry(store: MemoryStore, context: Scope, scope: Scope, keyOrId: string): Promise<EntryRecord | undefined> {
  const byId = await store.get("entry", keyOrId);
  if (byId && isVisibleIn(byId.scope, context)) return byId;
  return currentEntryByKey(store, scope, redactText(keyOrId.trim()).slice(0, 200));
}
