import type { MemoryStore } from "../store/memory-store.js";
import { entryTypeSchema, type EntryType } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import type { MemoryMode } from "./memory-options.js";

export interface MemoryStats {
  readonly mode: MemoryMode;
  readonly entries: number;
  readonly entriesByType: Readonly<Record<EntryType, number>>;
  readonly dailyItems: number;
  readonly notes: number;
  readonly sessions: number;
}

/** Counts of what is visible in `scope`, each from the store's own count (nothing loaded). */
export async function memoryStats(store: MemoryStore, scope: Scope, mode: MemoryMode): Promise<MemoryStats> {
  const types = entryTypeSchema.options;
  const byType = {} as Record<EntryType, number>;
  if (mode === "incognito") {
    for (const type of types) byType[type] = 0;
    return { mode, entries: 0, entriesByType: byType, dailyItems: 0, notes: 0, sessions: 0 };
  }
  const counts = await Promise.all(types.map((type) => store.count({ kind: "entry", scope, types: [type] })));
  types.forEach((type, index) => (byType[type] = counts[index]!));
  let sessions = 0;
  let cursor: string | undefined;
  do {
    const page = await store.listSessions({ scope, limit: 1000, ...(cursor ? { cursor } : {}) });
    sessions += page.sessions.length;
    cursor = page.nextCursor;
  } while (cursor);
  return {
    mode,
    entries: counts.reduce((a, b) => a + b, 0),
    entriesByType: byType,
    dailyItems: await store.count({ kind: "daily", scope }),
    notes: await store.count({ kind: "note", scope }),
    sessions,
  };
}
