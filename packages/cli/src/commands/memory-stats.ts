import { createMemory, type EntryType, type MemoryStore } from "@engram/core";
import { entryTypeSchema } from "@engram/core/store";
import type { CommandSpec } from "../command.js";
import { scopeOption } from "../common-options.js";
import { writeJson } from "../output/json.js";
import { renderFields } from "../output/table.js";
import { formatScope } from "../scope-option.js";

interface StoreCounts {
  readonly entries: number;
  readonly entriesByType: Record<EntryType, number>;
  readonly dailyItems: number;
  readonly notes: number;
  readonly sessions: number;
}

/**
 * Counts over every scope. `memory.stats()` needs a scope, so without one the same counts come from
 * the store directly (core's memoryStats could take an optional scope instead).
 */
async function countAll(store: MemoryStore): Promise<StoreCounts> {
  const entriesByType = {} as Record<EntryType, number>;
  for (const type of entryTypeSchema.options) entriesByType[type] = await store.count({ kind: "entry", types: [type] });
  let sessions = 0;
  let cursor: string | undefined;
  do {
    const page = await store.listSessions({ limit: 1000, ...(cursor ? { cursor } : {}) });
    sessions += page.sessions.length;
    cursor = page.nextCursor;
  } while (cursor);
  return {
    entries: Object.values(entriesByType).reduce((a, b) => a + b, 0),
    entriesByType,
    dailyItems: await store.count({ kind: "daily" }),
    notes: await store.count({ kind: "note" }),
    sessions,
  };
}

export const memoryStats: CommandSpec = {
  name: "memory stats",
  summary: "Count entries (by type), daily items, notes and sessions",
  positionals: [],
  options: { scope: scopeOption },
  async run(context) {
    const scope = context.scope();
    const store = await context.openStore();
    let counts: StoreCounts;
    if (scope) {
      const { mode: _mode, ...stats } = await createMemory({ store, scope, autoConsolidate: false }).stats();
      counts = { ...stats, entriesByType: { ...stats.entriesByType } };
    } else counts = await countAll(store);
    const result = { store: context.storeLabel(), scope: scope ? formatScope(scope) : "all", ...counts };
    if (context.json) return writeJson(context.io, result);
    const byType = entryTypeSchema.options.filter((type) => counts.entriesByType[type] > 0).map((type) => `${type} ${counts.entriesByType[type]}`);
    context.io.stdout.write(
      `${renderFields([
        ["store", result.store],
        ["scope", result.scope],
        ["entries", `${counts.entries}${byType.length ? ` (${byType.join(", ")})` : ""}`],
        ["daily items", String(counts.dailyItems)],
        ["notes", String(counts.notes)],
        ["sessions", String(counts.sessions)],
      ])}\n`,
    );
  },
};
