import { BoundedCache } from "@engram/core/store-kit";
import type { z } from "zod";
import { readStored } from "./store-errors.js";

/**
 * Stored JSON already validated, by row: the same row read again with the same text (events never change,
 * records rarely do) is only parsed, not validated again; schema validation is most of what reading a
 * search page costs. A row whose text changed (rewritten, corrupted) is validated as on a first read.
 * Bounded (core's `BoundedCache`): the least recently read rows are forgotten past `maxRows`.
 */
const maxRows = 8192;

interface Validated {
  readonly json: string;
  /** What validation returned, as JSON, when it differs from the stored text (defaults, stripped keys). */
  readonly canonical: string | undefined;
}

const validated = new BoundedCache<string, Validated>({ maxEntries: maxRows });

/** `readStored` (parse, validate, STORE_CORRUPT naming the row) that skips validating text it validated before. */
export function readValidated<T>(schema: z.ZodType<T>, table: string, id: string, json: string): T {
  const key = `${table}\u0000${id}`;
  const known = validated.get(key);
  if (known !== undefined && known.json === json) return JSON.parse(known.canonical ?? json) as T;
  const value = readStored(schema, table, id, json);
  const canonical = JSON.stringify(value);
  validated.set(key, { json, canonical: canonical === json ? undefined : canonical });
  return value;
}
