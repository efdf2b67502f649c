import type { z } from "zod";
import { identifierProblem, normalizeIdentifier } from "../store/identifier-text.js";
import { entryRecordSchema, entryTypeSchema, memoryRecordSchema, type MemoryRecord } from "../store/records.js";
import { maxScopeValueLength } from "../store/scope.js";
import { trustSchema } from "../store/trust.js";
import { isInstant, isPlainArray, isPlainObject, keysInOrder } from "./quick-checks.js";

const entryTypes: ReadonlySet<unknown> = new Set(entryTypeSchema.options);
const trusts: ReadonlySet<unknown> = new Set(trustSchema.options);
const sources: ReadonlySet<unknown> = new Set(entryRecordSchema.shape.source.options);

/** The keys every record kind starts with, in the schema's order, and whether a stored record always holds them. */
const recordKeys = [
  ["kind", true],
  ["id", true],
  ["scope", true],
  ["tags", true],
  ["createdAt", true],
  ["updatedAt", true],
  ["vector", false],
] as const;

/** An entry's keys in the schema's order, and which of them a stored entry always holds (defaults included). */
const entryKeys = [
  ...recordKeys,
  ["key", true],
  ["content", true],
  ["type", true],
  ["importance", true],
  ["confidence", true],
  ["source", true],
  ["provenance", true],
  ["pinned", true],
  ["lastUsedAt", false],
  ["useCount", true],
  ["validFrom", false],
  ["validTo", false],
  ["supersedes", false],
  ["supersededBy", false],
  ["examples", true],
  ["revisions", true],
] as const;
const entryNames = entryKeys.map(([name]) => name);
const entryRequired = entryKeys.map(([, required]) => required);

const dailyKeys = [...recordKeys, ["date", true], ["content", true], ["type", true], ["importance", true], ["provenance", true]] as const;
const dailyNames = dailyKeys.map(([name]) => name);
const dailyRequired = dailyKeys.map(([, required]) => required);

const scopeNames = ["workspace", "user", "agent", "session"];
const scopeRequired = [false, false, false, false];
const provenanceNames = ["sessionId", "messageIds", "trust"];
const provenanceRequired = [false, true, true];
const revisionNames = ["at", "content"];
const revisionRequired = [true, true];
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The record `memoryRecordSchema.safeParse(value)` returns, without the schema, when `value` is an entry or
 * a daily item as a store writes it (a JSON value as `JSON.parse` gives it: every defaulted field present,
 * keys in the schema's order, scope values already normalised); undefined when only the schema can tell
 * (other kinds, a key missing, extra or out of order, a value the schema would refuse or change). Never a
 * record the schema refuses, and never one it would return differently: the value itself, whose keys and
 * values are already what the schema returns (so it is for values a store has just parsed, which nothing
 * else holds; the schema would return a copy). A recall reads up to 200 entries it may not have read
 * before (test/quick-stored-record.test.ts holds this to the schema, input by input).
 */
export function quickStoredRecord(value: unknown): MemoryRecord | undefined {
  if (!isPlainObject(value)) return undefined;
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  if (kind === "entry") {
    if (keysInOrder(value, entryNames, entryRequired) < 0 || !isCommon(record) || !isEntryText(record.content, 20_000)) return undefined;
    if (!isIdentifier(record.key, 200) || !isUnit(record.confidence) || !sources.has(record.source) || typeof record.pinned !== "boolean") return undefined;
    if (
      !isCount(record.useCount) ||
      !optional(record, "lastUsedAt", isInstant) ||
      !optional(record, "validFrom", isInstant) ||
      !optional(record, "validTo", isInstant)
    )
      return undefined;
    if (
      !optional(record, "supersedes", isString) ||
      !optional(record, "supersededBy", isString) ||
      !isStrings(record.examples) ||
      !isRevisions(record.revisions)
    )
      return undefined;
    return value as MemoryRecord;
  }
  if (kind === "daily") {
    if (keysInOrder(value, dailyNames, dailyRequired) < 0 || !isCommon(record) || !isEntryText(record.content, 4_000)) return undefined;
    if (typeof record.date !== "string" || !calendarDay.test(record.date)) return undefined;
    return value as MemoryRecord;
  }
  return undefined;
}

/** `memoryRecordSchema.safeParse(value)`, answered by `quickStoredRecord` where it can. */
export function safeParseStoredRecord(value: unknown): z.ZodSafeParseResult<MemoryRecord> {
  const quick = quickStoredRecord(value);
  return quick === undefined ? memoryRecordSchema.safeParse(value) : { success: true, data: quick };
}

/** The fields entries and daily items share: id, scope, tags, times, vector, type, importance, provenance. */
function isCommon(record: Record<string, unknown>): boolean {
  if (!isIdentifier(record.id, 200) || !isScope(record.scope) || !isPlainArray(record.tags)) return false;
  for (const tag of record.tags) if (!isIdentifier(tag, 100)) return false;
  if (!isInstant(record.createdAt) || !isInstant(record.updatedAt) || !optional(record, "vector", isVector)) return false;
  return entryTypes.has(record.type) && isUnit(record.importance) && isProvenance(record.provenance);
}

function isString(value: unknown): boolean {
  return typeof value === "string";
}

function optional(record: Record<string, unknown>, key: string, check: (value: unknown) => boolean): boolean {
  return !Object.hasOwn(record, key) || check(record[key]);
}

function isIdentifier(value: unknown, maxLength: number): boolean {
  return typeof value === "string" && identifierProblem(value, maxLength) === undefined;
}

/** A scope the schema returns as it is: its keys in order, each value an identifier already in NFC. */
function isScope(value: unknown): boolean {
  if (!isPlainObject(value) || keysInOrder(value, scopeNames, scopeRequired) < 0) return false;
  for (const key in value) {
    const scopeValue = (value as Record<string, unknown>)[key];
    if (!isIdentifier(scopeValue, maxScopeValueLength) || normalizeIdentifier(scopeValue as string) !== scopeValue) return false;
  }
  return true;
}

function isEntryText(value: unknown, maxLength: number): boolean {
  return typeof value === "string" && value.length >= 1 && value.length <= maxLength;
}

function isUnit(value: unknown): boolean {
  return typeof value === "number" && value >= 0 && value <= 1;
}

function isCount(value: unknown): boolean {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isVector(value: unknown): boolean {
  if (!isPlainArray(value)) return false;
  for (const item of value) if (typeof item !== "number" || !Number.isFinite(item)) return false;
  return true;
}

function isStrings(value: unknown): boolean {
  if (!isPlainArray(value)) return false;
  for (const item of value) if (typeof item !== "string") return false;
  return true;
}

function isProvenance(value: unknown): boolean {
  if (!isPlainObject(value) || keysInOrder(value, provenanceNames, provenanceRequired) < 0) return false;
  const provenance = value as Record<string, unknown>;
  return optional(provenance, "sessionId", isString) && isStrings(provenance.messageIds) && trusts.has(provenance.trust);
}

function isRevisions(value: unknown): boolean {
  if (!isPlainArray(value)) return false;
  for (const revision of value) {
    if (!isPlainObject(revision) || keysInOrder(revision, revisionNames, revisionRequired) < 0) return false;
    const { at, content } = revision as { at: unknown; content: unknown };
    if (!isInstant(at) || typeof content !== "string") return false;
  }
  return true;
}
