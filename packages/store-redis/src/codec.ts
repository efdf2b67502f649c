import { EngramError } from "@engram/core";
import type { MemoryRecord, SessionEvent } from "@engram/core/store";
import { parseStoredEvent, parseStoredRecord } from "@engram/core/store-kit";

/** A vector as Redis keeps it for the Lua scorer: float32, little-endian, packed. */
export function packVector(vector: readonly number[]): Buffer {
  const buffer = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => buffer.writeFloatLE(value, i * 4));
  return buffer;
}

/** JSON.parse, with STORE_CORRUPT naming `where` when the stored text is not JSON. */
export function parseJson(json: string, what: string, where: string): unknown {
  try {
    return JSON.parse(json);
  } catch (cause) {
    throw new EngramError("STORE_CORRUPT", `Stored ${what} (${where}) is not JSON. Repair or remove it; nothing was changed.`, {
      cause,
      details: { where },
    });
  }
}

/** A record read back from Redis: STORE_CORRUPT naming the key when it is not a valid record. */
export function decodeRecord(json: string, key: string): MemoryRecord {
  return parseStoredRecord(parseJson(json, "record", `Redis key "${key}"`), `Redis key "${key}"`);
}

/** An event read back from Redis (stored without its seq, which is its list position). */
export function decodeEvent(json: string, seq: number, key: string): SessionEvent {
  const where = `Redis key "${key}", seq ${seq}`;
  const value = parseJson(json, "event", where);
  const withSeq = typeof value === "object" && value !== null ? { ...value, seq } : value;
  return parseStoredEvent(withSeq, where);
}

export function asString(value: unknown, what: string): string {
  if (typeof value === "string") return value;
  throw new EngramError("STORE_CORRUPT", `Redis answered ${what} with ${typeof value}, not a string.`);
}

export function asArray(value: unknown, what: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw new EngramError("STORE_CORRUPT", `Redis answered ${what} with ${typeof value}, not an array.`);
}

/** Reads a flat reply of `width`-tuples of strings (the scripts' triples and quads). */
export function tuples(value: unknown, width: number, what: string): string[][] {
  const flat = asArray(value, what);
  const out: string[][] = [];
  for (let i = 0; i + width <= flat.length; i += width) {
    out.push(flat.slice(i, i + width).map((item) => asString(item, what)));
  }
  return out;
}
