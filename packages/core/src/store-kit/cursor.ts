import { EngramError } from "../errors.js";

/** The orders a store pages in. "sessions" is `listSessions`'s: newest `updatedAt` first. */
export type CursorOrder = "updated-desc" | "created-asc" | "sessions";

/** Where a page ended: the sort time (epoch ms) and id of its last item. */
export interface CursorPosition {
  readonly time: number;
  readonly id: string;
}

const prefix = "c1.";

/** Negative when `a` comes first in `order`: time (desc or asc), then id ascending. */
export function comparePositions(order: CursorOrder, a: CursorPosition, b: CursorPosition): number {
  const byTime = order === "created-asc" ? a.time - b.time : b.time - a.time;
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** An opaque keyset cursor: "c1." + base64url of the JSON [order, time, id]. */
export function encodeCursor(order: CursorOrder, position: CursorPosition): string {
  return prefix + Buffer.from(JSON.stringify([order, position.time, position.id])).toString("base64url");
}

/** The position in a cursor issued for `order`; anything else → INVALID_OPTIONS. */
export function decodeCursor(cursor: string, order: CursorOrder): CursorPosition {
  let decoded: unknown;
  try {
    decoded = cursor.startsWith(prefix) ? JSON.parse(Buffer.from(cursor.slice(prefix.length), "base64url").toString("utf8")) : undefined;
  } catch {
    decoded = undefined;
  }
  if (Array.isArray(decoded) && decoded.length === 3) {
    const [tag, time, id] = decoded as unknown[];
    if (tag === order && typeof time === "number" && Number.isFinite(time) && typeof id === "string") return { time, id };
  }
  throw new EngramError(
    "INVALID_OPTIONS",
    `Invalid cursor "${cursor.slice(0, 60)}": pass the nextCursor of a previous page of the same query (order ${order}).`,
  );
}

/**
 * One page of `sorted` (already in `order`): the items after the cursor's position, at most `limit`,
 * and a cursor exactly when more follow.
 */
export function pageByCursor<T>(
  sorted: readonly T[],
  positionOf: (item: T) => CursorPosition,
  order: CursorOrder,
  limit: number,
  cursor?: string,
): { items: T[]; nextCursor?: string } {
  let start = 0;
  if (cursor !== undefined) {
    const after = decodeCursor(cursor, order);
    while (start < sorted.length && comparePositions(order, positionOf(sorted[start]!), after) <= 0) start++;
  }
  const items = sorted.slice(start, start + limit);
  const last = items.at(-1);
  if (start + limit >= sorted.length || last === undefined) return { items };
  return { items, nextCursor: encodeCursor(order, positionOf(last)) };
}
