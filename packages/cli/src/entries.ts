import type { EntryRecord, EntryType, MemoryStore, Scope } from "@engram/core";
import { isVisibleIn } from "@engram/core/store";
import { CommandFailure } from "./cli-errors.js";
import { formatScope } from "./scope-option.js";
import type { Column } from "./output/table.js";

export interface EntryFilter {
  /** Visible in this context; every scope without it. */
  readonly scope?: Scope;
  readonly scopeMode?: "visible" | "exact";
  readonly types: readonly EntryType[];
  readonly tags: readonly string[];
  readonly includeSuperseded?: boolean;
  readonly limit?: number;
}

const isCurrent = (entry: EntryRecord): boolean => entry.supersededBy === undefined && entry.validTo === undefined;

/** Entries matching the filter, newest first, every page read (up to `limit`). */
export async function listEntries(store: MemoryStore, filter: EntryFilter): Promise<EntryRecord[]> {
  const entries: EntryRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.query({
      kind: "entry",
      ...(filter.scope ? { scope: filter.scope, scopeMode: filter.scopeMode ?? "visible" } : {}),
      ...(filter.types.length ? { types: filter.types } : {}),
      ...(filter.tags.length ? { tags: filter.tags } : {}),
      limit: 1000,
      ...(cursor ? { cursor } : {}),
    });
    for (const entry of page.records) if (filter.includeSuperseded || isCurrent(entry)) entries.push(entry);
    cursor = page.nextCursor;
  } while (cursor && (filter.limit === undefined || entries.length < filter.limit));
  return filter.limit === undefined ? entries : entries.slice(0, filter.limit);
}

/**
 * An entry by id, else by key: within the scope when one is given (as `memory.get` does), else in
 * every scope, where a key held in several scopes is ambiguous and needs --scope.
 */
export async function findEntry(store: MemoryStore, keyOrId: string, scope: Scope | undefined): Promise<EntryRecord> {
  const byId = await store.get("entry", keyOrId);
  if (byId && (!scope || isVisibleIn(byId.scope, scope))) return byId;
  const page = await store.query({ kind: "entry", key: keyOrId, limit: 100, ...(scope ? { scope, scopeMode: "visible" as const } : {}) });
  const current = page.records.filter(isCurrent);
  const candidates = current.length > 0 ? current : page.records;
  const scopes = [...new Set(candidates.map((entry) => formatScope(entry.scope)))];
  if (scopes.length > 1) {
    throw new CommandFailure(`The key "${keyOrId}" exists in ${scopes.length} scopes (${scopes.join("; ")}). Pass --scope to pick one, or use the entry's id.`);
  }
  const found = candidates[0];
  if (!found) {
    throw new CommandFailure(
      `No entry with key or id "${keyOrId}" ${scope ? `visible in scope ${formatScope(scope)}` : "in any scope"}. Run "engram memory list" to see the keys.`,
    );
  }
  return found;
}

export const entryColumns: readonly Column<EntryRecord>[] = [
  { header: "KEY", value: (entry) => entry.key, max: 32 },
  { header: "TYPE", value: (entry) => entry.type },
  { header: "SCOPE", value: (entry) => formatScope(entry.scope), max: 40 },
  { header: "IMPORTANCE", value: (entry) => entry.importance.toFixed(2), align: "right" },
  { header: "UPDATED", value: (entry) => entry.updatedAt.slice(0, 10) },
  { header: "CONTENT", value: (entry) => entry.content, max: 60 },
];
