import type { MemoryStore, Scope } from "@engram/core";
import { recordKinds } from "@engram/core/store";
import { EvalError } from "./eval-error.js";

/**
 * Refuses a store that holds anything: every conversation must be ranked over its own documents only,
 * as in the fresh in-memory store of a default run (a store may count its text statistics over every
 * document it holds, as SQLite does), and the eval must not mix its data with anyone's.
 */
export async function assertEmptyStore(store: MemoryStore, label: string): Promise<void> {
  const sessions = await store.listSessions({ limit: 1 });
  let records = 0;
  for (const kind of recordKinds) records += (await store.query({ kind, limit: 1 })).records.length;
  if (sessions.sessions.length > 0 || records > 0) {
    throw new EvalError(
      "USAGE",
      `--store ${label} is not empty: the eval writes each conversation into an empty store and clears it after. Pass a new file, folder, key prefix or schema.`,
    );
  }
}

/** Deletes every session and record of `scope` (exactly that scope), leaving the store as the conversation found it. */
export async function clearScope(store: MemoryStore, scope: Scope): Promise<void> {
  for (;;) {
    const page = await store.listSessions({ scope, scopeMode: "exact", limit: 100 });
    if (page.sessions.length === 0) break;
    for (const session of page.sessions) await store.deleteSession(session.id);
  }
  for (const kind of recordKinds) {
    for (;;) {
      const page = await store.query({ kind, scope, scopeMode: "exact", limit: 100 });
      if (page.records.length === 0) break;
      for (const record of page.records) await store.delete(kind, record.id);
    }
  }
}
