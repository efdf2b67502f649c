import { BoundedCache, quickStoredEvent } from "@engram/core/store-kit";
import { sessionEventSchema, type SessionEvent } from "@engram/core/store";
import type { z } from "zod";
import { corruptRow } from "./store-errors.js";

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

/**
 * Parses a stored row and validates it with `schema`, or throws STORE_CORRUPT naming the row. `quick`
 * answers for the schema where it can (undefined leaves it to the schema; it must return what the schema
 * would): such rows are neither validated nor remembered. Text validated before is not validated again.
 */
export function readValidated<T>(schema: z.ZodType<T>, table: string, id: string, json: string, quick?: (value: unknown) => T | undefined): T {
  const key = `${table}\u0000${id}`;
  let known = quick === undefined ? validated.get(key) : undefined;
  if (known !== undefined && known.json === json) return JSON.parse(known.canonical ?? json) as T;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw corruptRow(table, id, error);
  }
  if (quick !== undefined) {
    const answered = quick(value);
    if (answered !== undefined) return answered;
    known = validated.get(key);
    if (known !== undefined && known.json === json) return (known.canonical === undefined ? value : JSON.parse(known.canonical)) as T;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw corruptRow(table, id, parsed.error);
  const canonical = JSON.stringify(parsed.data);
  validated.set(key, { json, canonical: canonical === json ? undefined : canonical });
  return parsed.data;
}

/** An event row of the `events` table (`id` names it in errors): core's quick path for message events, else the schema. */
export function readEventRow(id: string, json: string): SessionEvent {
  return readValidated(sessionEventSchema, "events", id, json, quickStoredEvent);
}
