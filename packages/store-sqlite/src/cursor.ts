import { EngramError } from "@engram/core/store";
import { z } from "zod";

/** Where a page ended: the sort key (milliseconds) and id of its last row, and what it was sorting. */
const cursorSchema = z.object({ o: z.string(), t: z.number(), id: z.string() });
export type Cursor = z.infer<typeof cursorSchema>;

/** An opaque cursor: base64url JSON of the keyset position. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

/** Decodes a cursor made for `order`, or throws INVALID_OPTIONS. */
export function decodeCursor(text: string, order: string): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success || parsed.data.o !== order) {
    throw new EngramError("INVALID_OPTIONS", "The cursor is not one this store returned for this query order.", {
      details: { cursor: text },
    });
  }
  return parsed.data;
}

/** A page size within [1, max], `fallback` when unset. */
export function pageLimit(limit: number | undefined, fallback: number, max: number): number {
  if (limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new EngramError("INVALID_OPTIONS", `Invalid limit ${String(limit)}: expected a positive integer (at most ${max}).`);
  }
  return Math.min(limit, max);
}
