import { EngramError } from "../errors.js";
import type { EntryRecord } from "../store/records.js";

/**
 * Checks `markUsed`'s arguments and returns the distinct ids and the time as stored (ISO, UTC).
 * Every store calls it first, so bad input fails the same way everywhere and changes nothing.
 */
export function markUsedArgs(ids: readonly string[], at: string): { ids: string[]; at: string } {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string" || id.length === 0)) {
    throw new EngramError("INVALID_OPTIONS", "markUsed takes an array of entry ids (non-empty strings).");
  }
  const ms = typeof at === "string" ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw new EngramError("INVALID_OPTIONS", `markUsed got ${JSON.stringify(at)} as the time: pass an ISO time such as new Date().toISOString().`);
  }
  return { ids: [...new Set(ids)], at: new Date(ms).toISOString() };
}

/** The entry after one more use at `at`: useCount + 1, lastUsedAt = at, nothing else changed. */
export function usedEntry(entry: EntryRecord, at: string): EntryRecord {
  return { ...entry, useCount: entry.useCount + 1, lastUsedAt: at };
}
