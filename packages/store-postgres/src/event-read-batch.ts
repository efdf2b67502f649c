/** `readEvents` calls made together, read in one transaction and one statement. */
import type { SessionEvent } from "@engram/core/store";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { limitParam, maxSeq } from "./session-rows.js";
import { readEventJson, toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";

/** One `readEvents` call: the events of `sessionId` after `afterSeq`, at most `limit` (Infinity: all). */
export interface EventRange {
  readonly sessionId: string;
  readonly afterSeq: number;
  readonly limit: number;
}

/** What one range read gave: its events, or why its rows could not be read (a corrupt row fails its own call only). */
export type RangeResult = { readonly events: SessionEvent[] } | { readonly error: unknown };

interface PendingRead {
  readonly range: EventRange;
  readonly resolve: (events: SessionEvent[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Collects the `readEvents` calls made in one turn of the event loop (recall reads the turns after its best
 * questions and between its close hits with `Promise.all`, several sessions at once) and reads them in one
 * go: one transaction and one statement instead of a BEGIN, a SELECT and a COMMIT per call, which on a
 * server is most of what such a small read costs. A call made alone is read alone, as before.
 */
export class EventReadBatch {
  readonly #readOne: (range: EventRange) => Promise<SessionEvent[]>;
  readonly #readMany: (ranges: readonly EventRange[]) => Promise<RangeResult[]>;
  #pending: PendingRead[] = [];

  constructor(readOne: (range: EventRange) => Promise<SessionEvent[]>, readMany: (ranges: readonly EventRange[]) => Promise<RangeResult[]>) {
    this.#readOne = readOne;
    this.#readMany = readMany;
  }

  read(range: EventRange): Promise<SessionEvent[]> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ range, resolve, reject });
      // The calls of one `Promise.all` are all made before this runs.
      if (this.#pending.length === 1) queueMicrotask(() => void this.#flush());
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    if (batch.length === 1) {
      const only = batch[0]!;
      this.#readOne(only.range).then(only.resolve, only.reject);
      return;
    }
    try {
      const results = await this.#readMany(batch.map((pending) => pending.range));
      for (const [index, pending] of batch.entries()) {
        const result = results[index]!;
        if ("error" in result) pending.reject(result.error);
        else pending.resolve(result.events);
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}

/**
 * The events of several ranges in one statement (each range its own index scan of the primary key, in seq
 * order, at most its limit), each range's rows parsed on their own.
 */
export async function readEventRanges(tx: SqlExecutor, tables: Tables, ranges: readonly EventRange[]): Promise<RangeResult[]> {
  const rows = await tx.query<{ i: number | string; seq: number | string; body: string }>(
    `SELECT r.i, e.seq, e.body
       FROM unnest($1::text[], $2::bigint[], $3::bigint[]) WITH ORDINALITY AS r(session_id, after_seq, lim, i)
       CROSS JOIN LATERAL (
         SELECT seq, body FROM ${tables.events} WHERE session_id = r.session_id AND seq > r.after_seq ORDER BY seq LIMIT r.lim
       ) AS e
      ORDER BY r.i, e.seq`,
    [ranges.map((range) => range.sessionId), ranges.map((range) => Math.min(range.afterSeq, maxSeq)), ranges.map((range) => limitParam(range.limit))],
  );
  const bodies: { seq: number; body: string }[][] = ranges.map(() => []);
  for (const row of rows.rows) bodies[toNumber(row.i) - 1]!.push({ seq: toNumber(row.seq), body: row.body });
  return ranges.map((range, index) => {
    try {
      return { events: bodies[index]!.map((row) => readEventJson(row.body, range.sessionId, row.seq)) };
    } catch (error) {
      return { error };
    }
  });
}
