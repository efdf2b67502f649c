import type { RecordFilter, ScopeMode, SessionQuery } from "../store/memory-store.js";
import type { EntryType, MemoryRecord } from "../store/records.js";
import { isVisibleIn, parseScopeLabel, sameScope, type Scope } from "../store/scope.js";

/** An ISO time as epoch milliseconds: how every store compares times. */
export function instant(iso: string): number {
  return Date.parse(iso);
}

/** Whether a scope passes a query's scope filter; no filter scope passes everything. */
export function matchesScope(recordScope: Scope, scope: Scope | undefined, mode: ScopeMode = "visible"): boolean {
  if (scope === undefined) return true;
  return mode === "exact" ? sameScope(recordScope, scope) : isVisibleIn(recordScope, scope);
}

/**
 * Whether a session's scope passes a session query's scope filters: `scope` in its mode, and `within` (the
 * session lies inside it: every key `within` sets, the session's scope sets to the same value; decision 0241).
 */
export function matchesSessionScope(sessionScope: Scope, query: Pick<SessionQuery, "scope" | "scopeMode" | "within">): boolean {
  return matchesScope(sessionScope, query.scope, query.scopeMode) && (query.within === undefined || isVisibleIn(query.within, sessionScope));
}

/**
 * Whether the scope a label names (`scopeLabel`) lies inside `within`, for stores that keep sessions by label.
 * A string that names no scope (not a label a store wrote) holds nothing inside any scope.
 */
export function labelWithin(label: string, within: Scope): boolean {
  let scope: Scope;
  try {
    scope = parseScopeLabel(label);
  } catch {
    return false;
  }
  return isVisibleIn(within, scope);
}

/** The type of entries and daily items; other kinds have none. */
export function recordType(record: MemoryRecord): EntryType | undefined {
  return record.kind === "entry" || record.kind === "daily" ? record.type : undefined;
}

/** The key of entries and notes; other kinds have none. */
export function recordKey(record: MemoryRecord): string | undefined {
  return record.kind === "entry" || record.kind === "note" ? record.key : undefined;
}

/** The calendar day of daily items; other kinds have none. */
export function recordDate(record: MemoryRecord): string | undefined {
  return record.kind === "daily" ? record.date : undefined;
}

/** Whether a record's type is one of `types`: true when `types` is absent or empty. */
export function matchesTypes(type: EntryType | undefined, types: readonly EntryType[] | undefined): boolean {
  if (!types || types.length === 0) return true;
  return type !== undefined && types.includes(type);
}

/** Whether `tags` carries every one of `required`. */
export function matchesTags(tags: readonly string[], required: readonly string[] | undefined): boolean {
  return !required || required.every((tag) => tags.includes(tag));
}

/**
 * The reference semantics of a record query's filters (every backend must agree with it): kind; scope
 * by mode; types and tags; key; daily dates (YYYY-MM-DD, inclusive); updatedAt as instants, inclusive.
 * A filter on a field the kind lacks matches nothing.
 */
export function matchesRecordQuery(record: MemoryRecord, query: RecordFilter): boolean {
  if (record.kind !== query.kind) return false;
  if (!matchesScope(record.scope, query.scope, query.scopeMode)) return false;
  if (!matchesTypes(recordType(record), query.types)) return false;
  if (!matchesTags(record.tags, query.tags)) return false;
  if (query.key !== undefined && recordKey(record) !== query.key) return false;
  if (query.fromDate !== undefined || query.toDate !== undefined) {
    const date = recordDate(record);
    if (date === undefined) return false;
    if (query.fromDate !== undefined && date < query.fromDate) return false;
    if (query.toDate !== undefined && date > query.toDate) return false;
  }
  const updated = instant(record.updatedAt);
  if (query.updatedSince !== undefined && updated < instant(query.updatedSince)) return false;
  if (query.updatedUntil !== undefined && updated > instant(query.updatedUntil)) return false;
  return true;
}
