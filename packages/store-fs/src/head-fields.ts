import type { EntryType, Scope } from "@engram/core";
import { entryTypeSchema, parseScopeLabel, recordKinds, type RecordKind } from "@engram/core/store";
import type { RecordHead } from "./record-head.js";

/** One record file as the head index knows it: its fingerprint when indexed, its kind and its records' heads. */
export interface IndexedFile {
  readonly fingerprint: string;
  readonly kind: RecordKind;
  readonly heads: readonly RecordHead[];
}

/**
 * The checks every head the head index offers must pass (head-index-columns.ts): a head index is only a
 * file in the store, and what it offers is checked as a file's read would check it before the open takes
 * it in.
 */

export const recordKindNames: ReadonlySet<string> = new Set(recordKinds);
export const entryTypeNames: ReadonlySet<string> = new Set(entryTypeSchema.options);
export const isString = (value: unknown): value is string => typeof value === "string";
export const isTime = (value: unknown): value is string => isString(value) && Number.isFinite(Date.parse(value));
export const isLength = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * What a load has met already: each scope label's scope (undefined: not a scope label), and one string
 * for each tag and entry type (a year's heads repeat a few dozen of them 100,000 times: one string each
 * in memory, not one per head).
 */
export class HeadSeen {
  readonly #scopes = new Map<string, Scope | undefined>();
  readonly #strings = new Map<string, string>();

  scope(label: string): Scope | undefined {
    if (this.#scopes.has(label)) return this.#scopes.get(label);
    let scope: Scope | undefined;
    try {
      scope = parseScopeLabel(label);
    } catch {
      scope = undefined;
    }
    this.#scopes.set(label, scope);
    return scope;
  }

  interned(value: string): string {
    const known = this.#strings.get(value);
    if (known !== undefined) return known;
    this.#strings.set(value, value);
    return value;
  }
}

/** The fields a head holds beside its kind, id, scope and tags, unchecked. */
export interface HeadFields {
  readonly createdAt: unknown;
  /** `createdAt` when the record was never updated. */
  readonly updatedAt: unknown;
  readonly type: unknown;
  readonly key: unknown;
  readonly date: unknown;
  readonly vectorLength: unknown;
}

/**
 * The head of a record of `kind` from fields checked one by one against what such a record holds (a type
 * for entries and daily items, a key for entries and notes, a date for daily items, nothing else; times;
 * a whole vector length); undefined when anything is off. The fields go in `headOf`'s order, so heads
 * read from the head index and heads of files read share their shapes.
 */
export function checkedHead(
  kind: RecordKind,
  id: unknown,
  scope: Scope | undefined,
  tags: readonly string[],
  fields: HeadFields,
  seen: HeadSeen,
): RecordHead | undefined {
  const { createdAt, updatedAt, type, key, date, vectorLength } = fields;
  if (!isString(id) || scope === undefined || !isTime(createdAt) || !isLength(vectorLength)) return undefined;
  if (updatedAt !== createdAt && !isTime(updatedAt)) return undefined;
  const typed = kind === "entry" || kind === "daily";
  if (typed ? !isString(type) || !entryTypeNames.has(type) : type !== null) return undefined;
  if (kind === "entry" || kind === "note" ? !isString(key) : key !== null) return undefined;
  if (kind === "daily" ? !isString(date) : date !== null) return undefined;
  // Most records were never updated: one string for both times.
  const updated = updatedAt === createdAt ? createdAt : (updatedAt as string);
  switch (kind) {
    case "entry":
      return { kind, id, scope, tags, createdAt, updatedAt: updated, type: seen.interned(type as string) as EntryType, key: key as string, vectorLength };
    case "daily":
      return { kind, id, scope, tags, createdAt, updatedAt: updated, type: seen.interned(type as string) as EntryType, date: date as string, vectorLength };
    case "note":
      return { kind, id, scope, tags, createdAt, updatedAt: updated, key: key as string, vectorLength };
    default:
      return { kind, id, scope, tags, createdAt, updatedAt: updated, vectorLength };
  }
}
