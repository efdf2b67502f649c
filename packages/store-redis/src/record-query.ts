import { EngramError } from "@engram/core";
import type { MemoryRecord, RecordFilter, RecordKind, RecordPage, RecordQuery } from "@engram/core/store";
import { type CursorOrder, decodeCursor, encodeCursor, instant, recordQueryLimits, resolveLimit } from "@engram/core/store-kit";
import { decodeRecord, tuples } from "./codec.js";
import type { Connection } from "./connection.js";
import { compareBytes } from "./byte-order.js";
import { type KeyLayout, scopeKeySuffix } from "./keys.js";
import { queryRecordsScript } from "./lua/query-script.js";
import { queryLabels } from "./scope-labels.js";

/** The filters the Lua scripts apply to decoded records (absent keys and empty lists do not filter). */
export function recordFilters(query: {
  types?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  key?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  excludeSessionIds?: readonly string[] | undefined;
  sessionIds?: readonly string[] | undefined;
}): string {
  const filters: Record<string, unknown> = {};
  // A set (session id -> true), so the search scripts test a message's session in O(1).
  if (query.excludeSessionIds !== undefined && query.excludeSessionIds.length > 0) {
    filters["xs"] = Object.fromEntries(query.excludeSessionIds.map((id) => [id, true]));
  }
  // The only sessions whose messages count, as a set too; an empty list is an empty set (no message counts).
  if (query.sessionIds !== undefined) filters["os"] = Object.fromEntries(query.sessionIds.map((id) => [id, true]));
  if (query.types !== undefined && query.types.length > 0) filters["types"] = query.types;
  if (query.tags !== undefined && query.tags.length > 0) filters["tags"] = query.tags;
  if (query.key !== undefined) filters["key"] = query.key;
  if (query.fromDate !== undefined) filters["fromDate"] = query.fromDate;
  if (query.toDate !== undefined) filters["toDate"] = query.toDate;
  return JSON.stringify(filters);
}

/** An ISO bound as epoch ms (instants, as core compares them); not a time → INVALID_OPTIONS. */
function boundMs(iso: string | undefined, name: string): number | undefined {
  if (iso === undefined) return undefined;
  const ms = instant(iso);
  if (Number.isNaN(ms)) throw new EngramError("INVALID_OPTIONS", `Invalid ${name} "${iso}": expected an ISO time.`);
  return ms;
}

/** The bounds of the updated index (scores are -updatedAt): [-updatedUntil, -updatedSince]. */
function updatedBounds(filter: RecordFilter): [string, string] {
  const since = boundMs(filter.updatedSince, "updatedSince");
  const until = boundMs(filter.updatedUntil, "updatedUntil");
  return [until === undefined ? "-inf" : String(-until), since === undefined ? "+inf" : String(-since)];
}

/** The query script's KEYS: the order index walked, the kind's records, the updated index. */
function queryKeys(base: string, kind: RecordKind, code: "u" | "c"): string[] {
  const walked = code === "u" ? scopeKeySuffix.updatedIndex(kind) : scopeKeySuffix.createdIndex(kind);
  return [base + walked, base + scopeKeySuffix.records(kind), base + scopeKeySuffix.updatedIndex(kind)];
}

interface Row {
  readonly id: string;
  /** The index score: -updatedAt or createdAt, in ms. */
  readonly score: number;
  readonly json: string;
  readonly label: string;
}

/** query and count: one Lua call per scope (pipelined), merged here in the same order. */
export class RecordQueries {
  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyLayout,
  ) {}

  async query(query: RecordQuery): Promise<RecordPage<MemoryRecord>> {
    const limit = resolveLimit(query.limit, recordQueryLimits, "query");
    const order: CursorOrder = query.order === "created-asc" ? "created-asc" : "updated-desc";
    const code = order === "updated-desc" ? "u" : "c";
    const toScore = (time: number): number => (code === "u" ? -time : time);
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, order);
    const [umin, umax] = updatedBounds(query);
    const labels = await queryLabels(this.connection, this.keys, query.scope, query.scopeMode);
    const filters = recordFilters(query);
    const replies = await this.connection.scripts(
      labels.map((label) => ({
        script: queryRecordsScript,
        keys: queryKeys(this.keys.scopeBase(label), query.kind, code),
        args: [
          this.keys.scopeBase(label),
          query.kind,
          code,
          String(limit + 1),
          cursor === undefined ? "" : String(toScore(cursor.time)),
          cursor?.id ?? "",
          filters,
          umin,
          umax,
        ],
      })),
    );
    const rows: Row[] = replies.flatMap((reply, i) =>
      tuples(reply, 3, "query-records").map(([id = "", score = "", json = ""]) => ({ id, score: Number(score), json, label: labels[i] ?? "" })),
    );
    rows.sort((a, b) => a.score - b.score || compareBytes(a.id, b.id));
    const page = rows.slice(0, limit);
    const records = page.map((row) => decodeRecord(row.json, this.keys.records(row.label, query.kind), row.id));
    const last = page.at(-1);
    if (rows.length <= limit || last === undefined) return { records };
    return { records, nextCursor: encodeCursor(order, { time: toScore(last.score), id: last.id }) };
  }

  async count(query: RecordFilter): Promise<number> {
    const [umin, umax] = updatedBounds(query);
    const labels = await queryLabels(this.connection, this.keys, query.scope, query.scopeMode);
    const filters = recordFilters(query);
    const replies = await this.connection.scripts(
      labels.map((label) => ({
        script: queryRecordsScript,
        keys: queryKeys(this.keys.scopeBase(label), query.kind, "u"),
        args: [this.keys.scopeBase(label), query.kind, "u", "0", "", "", filters, umin, umax],
      })),
    );
    return replies.reduce<number>((sum, reply) => sum + (typeof reply === "number" ? reply : 0), 0);
  }
}
