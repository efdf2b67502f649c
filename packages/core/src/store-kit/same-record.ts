import { EngramError } from "../errors.js";
import type { MemoryRecord } from "../store/records.js";

/**
 * Whether two values are the same JSON value: objects compare by their fields whatever their order, a
 * field holding `undefined` counts as absent (JSON.stringify drops it), arrays compare in order.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item === undefined ? null : item, b[i] === undefined ? null : b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * The one comparison `putIf` makes in every store: the stored record and the expected one are equal
 * as JSON values (key order and absent-vs-undefined fields ignored). Undefined (no record) equals
 * only null or undefined.
 */
export function sameRecord(a: MemoryRecord | null | undefined, b: MemoryRecord | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? undefined) === (b ?? undefined);
  return sameJson(a, b);
}

/**
 * Checks `putIf`'s expectation against the (already validated) record: null, or a record of the same
 * kind and id. Every store calls it after validating the record, so a mismatch fails alike everywhere
 * (INVALID_OPTIONS) and writes nothing.
 */
export function checkExpectation(record: MemoryRecord, expected: unknown): MemoryRecord | null {
  if (expected === null) return null;
  const fields = typeof expected === "object" && !Array.isArray(expected) ? (expected as Partial<Record<"kind" | "id", unknown>>) : undefined;
  if (fields?.kind === record.kind && fields.id === record.id) return expected as MemoryRecord;
  const what = fields === undefined ? (JSON.stringify(expected) ?? String(expected)) : `${String(fields.kind)} "${String(fields.id)}"`;
  throw new EngramError(
    "INVALID_OPTIONS",
    `putIf of ${record.kind} "${record.id}" got ${what} as the expected record: pass the ${record.kind} "${record.id}" as this store returned it, or null to create it.`,
    { details: { kind: record.kind, id: record.id } },
  );
}
