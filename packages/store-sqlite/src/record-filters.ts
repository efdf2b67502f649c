import type { EntryType, Scope } from "@engram/core";
import { EngramError } from "@engram/core/store";
import { scopeKeys, type RecordKind, type ScopeMode } from "@engram/core/store";

export type SqlValue = string | number | bigint | Buffer | null;

/** A piece of a WHERE clause with its positional parameters. */
export interface SqlFragment {
  readonly sql: string;
  readonly params: SqlValue[];
}

/** The filters a record query and a search share; every one becomes SQL. */
export interface RecordFilter {
  kinds: readonly RecordKind[];
  scope?: Scope | undefined;
  scopeMode?: ScopeMode | undefined;
  types?: readonly EntryType[] | undefined;
  tags?: readonly string[] | undefined;
  key?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  updatedSince?: string | undefined;
  updatedUntil?: string | undefined;
}

/** How a condition is written: see `scopeCondition` and `recordConditions`. */
export interface SqlOptions {
  readonly orFree?: boolean;
  /** The placeholder of each scope value: "?", or `unplannedParam` in statements with ORDER BY or LIMIT. */
  readonly param?: string;
  /** Record kinds written as SQL literals (they are validated names), so the planner sees them. */
  readonly literalKinds?: boolean;
}

/**
 * "visible": each scope column is NULL or equals the context's value (a context without that key
 * sees only NULL). "exact": each column IS the context's value. `param` is the placeholder written for
 * each value. `orFree` writes "NULL or equal" as
 * `coalesce(col, ?) = ?`, the same test: with a bound parameter inside an OR, SQLite (STAT4 builds)
 * re-plans the statement on every execution, which costs more than a short rowid-driven query itself.
 */
export function scopeCondition(alias: string, scope: Scope | undefined, mode: ScopeMode = "visible", options: SqlOptions = {}): SqlFragment {
  if (scope === undefined) return { sql: "1", params: [] };
  const p = options.param ?? "?";
  const parts: string[] = [];
  const params: SqlValue[] = [];
  for (const key of scopeKeys) {
    const column = `${alias}.scope_${key}`;
    const value = scope[key];
    if (mode === "exact") {
      parts.push(value === undefined ? `${column} IS NULL` : `${column} = ${p}`);
    } else {
      parts.push(value === undefined ? `${column} IS NULL` : options.orFree ? `coalesce(${column}, ${p}) = ${p}` : `(${column} IS NULL OR ${column} = ${p})`);
    }
    if (value !== undefined) params.push(value);
    if (value !== undefined && options.orFree && mode !== "exact") params.push(value);
  }
  return { sql: parts.join(" AND "), params };
}

/** Milliseconds since the epoch of an ISO time, or INVALID_OPTIONS naming the option. */
export function timeMs(value: string, option: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) {
    throw new EngramError("INVALID_OPTIONS", `${option} must be an ISO date-time, got ${JSON.stringify(value)}`);
  }
  return ms;
}

function placeholders(count: number): string {
  return Array.from({ length: count }, () => "?").join(", ");
}

/**
 * The filters as SQL. Only the scope takes `options.param`: a scalar subquery inside an IN list reads
 * as a list subquery, which no index serves. With `literalKinds` the kinds (checked against
 * `recordKinds` by every caller) are written as literals.
 */
export function recordConditions(alias: string, filter: RecordFilter, options: SqlOptions = {}): SqlFragment {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: string, ...values: SqlValue[]): void => {
    parts.push(sql);
    params.push(...values);
  };
  if (options.literalKinds) add(`${alias}.kind IN (${filter.kinds.map((kind) => `'${kind}'`).join(", ")})`);
  else add(`${alias}.kind IN (${placeholders(filter.kinds.length)})`, ...filter.kinds);
  const scope = scopeCondition(alias, filter.scope, filter.scopeMode, options);
  add(scope.sql, ...scope.params);
  if (filter.types !== undefined && filter.types.length > 0) add(`${alias}.type IN (${placeholders(filter.types.length)})`, ...filter.types);
  for (const tag of new Set(filter.tags ?? [])) {
    add(`EXISTS (SELECT 1 FROM record_tags t WHERE t.rid = ${alias}.rid AND t.tag = ?)`, tag);
  }
  if (filter.key !== undefined) add(`${alias}.key = ?`, filter.key);
  if (filter.fromDate !== undefined) add(`${alias}.date >= ?`, filter.fromDate);
  if (filter.toDate !== undefined) add(`${alias}.date <= ?`, filter.toDate);
  if (filter.updatedSince !== undefined) add(`${alias}.updated_ms >= ?`, timeMs(filter.updatedSince, "updatedSince"));
  if (filter.updatedUntil !== undefined) add(`${alias}.updated_ms <= ?`, timeMs(filter.updatedUntil, "updatedUntil"));
  return { sql: parts.join(" AND "), params };
}
