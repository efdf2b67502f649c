import type Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { isVisibleIn, scopeLabel } from "@engram/core/store";
import { BoundedCache, scopePrecedence } from "@engram/core/store-kit";
import { scopeOfColumns, type ScopeColumns } from "./scope-columns.js";
import { readEventRuns } from "./event-runs.js";
import { cachedStatement, unplannedParam } from "./statements.js";

/** How many scopes' visibility arrays a connection keeps. */
const visibleScopes = 64;

/**
 * `keyedRids`: the rowids the keys cover, from 0. The arrays are sized by the largest rowid, so an event
 * row another program wrote with a rowid of 2^40 made every message search fail to allocate them (2^31
 * still reserved 34 GiB). Rows past it are never keyed, so never returned by a message search (`readEvents`
 * still reads them): 2^26 is 134 years of the personal-scale suite's heavy use, and 1.1 GiB of address
 * space at most (pages are only mapped where rows are). Tests lower it.
 */
export const eventKeyTuning = { keyedRids: 2 ** 26 };

/** A session as the initial load reads it: its id, scope columns and latest event time. */
type SessionRow = [id: string, workspace: string | null, user: string | null, agent: string | null, session: string | null, updatedMs: number];

/** A session the keys name: its id, scope and that scope's precedence. */
export interface KeySession {
  readonly id: string;
  readonly scope: Scope;
  readonly precedence: number;
}

/** `old` when it holds `size` already, else a copy at least twice as long (at most `keyedRids`), the new part zeroed. */
const grown = <T extends Float64Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>>(old: T, size: number, make: (n: number) => T): T => {
  if (size <= old.length) return old;
  const next = make(Math.max(size, Math.min(old.length * 2, eventKeyTuning.keyedRids), Math.min(1024, eventKeyTuning.keyedRids)));
  next.set(old);
  return next;
};

/**
 * The session and seq of every event, by rowid, per connection: what the message search filters its
 * candidates by, without SQL; and the time of the events a page held. The first search reads the
 * sessions' runs of consecutive rowids that SQLite keeps (event-runs.ts), not a row per event: at 500,000
 * events, a row per event made the first recall take 1.5 s, and each session's count and runs read from
 * the events' index most of 231 ms (apps/bench's personal-scale suite). Later searches read the rows
 * past the largest rowid seen (appends only add rows, in rowid order, one writer at a time). A rowid can
 * come back after a delete, so the keys are read anew whenever the message index's count of deleted
 * rows (kept by a trigger, schema v6) moved. Event times are read once, and only for the rows of a page
 * that tie with another on score and scope, the only ones the order compares by time (decision 0223).
 */
export class EventKeys {
  #deletions: number;
  /** The largest rowid read; 0 before the first load. */
  #maxRid = 0;
  #loaded = false;
  /** Session index + 1 per rowid; 0 for a rowid not read (none such is ever scored). */
  #session = new Int32Array(0);
  /** Seq minus rowid per rowid: constant along a run of a session's consecutive rowids (event-runs.ts). */
  #seqOffset = new Int32Array(0);
  /** Epoch ms per rowid, once a page held it (`#timeRead`). */
  #atMs = new Float64Array(0);
  /**
   * 1 per rowid whose time was read. Zeroed arrays cost a fresh process nothing until written (their pages
   * are mapped on first touch), where filling the times with NaN wrote 8 bytes per event (4 MB at a year).
   */
  #timeRead = new Uint8Array(0);
  readonly #sessions: KeySession[] = [];
  /**
   * Per session (by index): no event of it is newer, in epoch ms. The sessions table's `updated_ms` when
   * the session was first read (core's session spec: the latest `at`; the store raises it with every
   * append, nothing lowers an event's time), raised by every row appended after that which the keys read.
   * Rows are only appended or deleted, and a deletion reads the keys anew, so it bounds every row read.
   */
  readonly #latestMs: number[] = [];
  readonly #sessionIndex = new Map<string, number>();
  /**
   * Per scope: whether each session is visible in it (extended as sessions are added). A server searches
   * for many users' scopes, each array as long as the session list: only the recently searched are kept.
   */
  readonly #visible = new BoundedCache<string, Uint8Array>({ maxEntries: visibleScopes });

  constructor(deletions: number) {
    this.#deletions = deletions;
  }

  get deletions(): number {
    return this.#deletions;
  }

  /** Reads the rows written since the last call (every row on the first). Call inside a read transaction. */
  load(db: Database.Database): void {
    if (!this.#loaded) {
      this.#loaded = true;
      this.#loadAll(db);
      return;
    }
    const rows = cachedStatement(db, `SELECT eid, session_id, seq, at FROM events WHERE eid > ${unplannedParam} ORDER BY eid`).raw().all(this.#maxRid) as [
      number,
      string,
      number,
      string,
    ][];
    if (rows.length === 0) return;
    this.#reserve(rows[rows.length - 1]![0]);
    for (const [rid, sessionId, seq, at] of rows) {
      const index = this.#indexOf(db, sessionId);
      // An event of no session (a file another program wrote): never returned.
      if (index < 0) continue;
      this.#set(rid, index, seq);
      this.#raiseLatest(index, Date.parse(at));
    }
  }

  #loadAll(db: Database.Database): void {
    const maxRid = cachedStatement(db, "SELECT max(eid) FROM events").pluck().get() as number | null;
    if (maxRid === null) return;
    this.#reserve(maxRid);
    const scopes = new Map<string, ScopeColumns>();
    const sessions = cachedStatement(db, "SELECT id, scope_workspace, scope_user, scope_agent, scope_session, updated_ms FROM sessions")
      .raw()
      .all() as SessionRow[];
    const latest = new Map<string, number>();
    for (const [id, workspace, user, agent, session, updatedMs] of sessions) {
      scopes.set(id, { scope_workspace: workspace, scope_user: user, scope_agent: agent, scope_session: session });
      latest.set(id, updatedMs);
    }
    // Each session's runs of consecutive rowids (event-runs.ts): along a run, seq - rowid = firstSeq - first.
    // A fresh process's first search runs this once, before V8 optimizes it: both arrays are filled by
    // one typed-array fill per run rather than a store per event (seqs as offsets from the rowid, so no
    // slice per run either), and the runs are read by index rather than destructured (an iterator per
    // row). At a year (500,000 events, 13,696 runs) typed-array copies took the fill from 19-66 ms to
    // 8-19 ms at load 7-9 (docs/benchmarks.md).
    const runs = readEventRuns(db);
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i]!;
      const first = run[0];
      const end = run[1] + 1;
      const id = run[3];
      const columns = scopes.get(id);
      // A run of no session, or of no rowids (a file another program wrote): its events are never returned.
      if (columns === undefined || first < 0 || end <= first) continue;
      const index = this.#sessionIndex.get(id) ?? this.#addSession(id, columns, latest.get(id)!);
      this.#session.fill(index + 1, first, end);
      this.#seqOffset.fill(run[2] - first, first, end);
    }
  }

  /**
   * Room for rowids up to `rid` (below `keyedRids`), which becomes the largest read. Writes past the arrays'
   * end are dropped by the typed arrays: such a row is never keyed (`sessionOf` says -1).
   */
  #reserve(rid: number): void {
    const size = Math.min(rid + 1, eventKeyTuning.keyedRids);
    this.#session = grown(this.#session, size, (n) => new Int32Array(n));
    this.#seqOffset = grown(this.#seqOffset, size, (n) => new Int32Array(n));
    this.#atMs = grown(this.#atMs, size, (n) => new Float64Array(n));
    this.#timeRead = grown(this.#timeRead, size, (n) => new Uint8Array(n));
    this.#maxRid = rid;
  }

  #set(rid: number, index: number, seq: number): void {
    this.#session[rid] = index + 1;
    this.#seqOffset[rid] = seq - rid;
  }

  /** The session's index, added when new; -1 when the sessions table has no such row. */
  #indexOf(db: Database.Database, sessionId: string): number {
    const known = this.#sessionIndex.get(sessionId);
    if (known !== undefined) return known;
    const columns = cachedStatement(db, "SELECT scope_workspace, scope_user, scope_agent, scope_session, updated_ms FROM sessions WHERE id = ?").get(
      sessionId,
    ) as (ScopeColumns & { updated_ms: number }) | undefined;
    return columns === undefined ? -1 : this.#addSession(sessionId, columns, columns.updated_ms);
  }

  #addSession(id: string, columns: ScopeColumns, latestMs: number): number {
    const index = this.#sessions.length;
    const scope = scopeOfColumns(columns);
    this.#sessions.push({ id, scope, precedence: scopePrecedence(scope) });
    this.#latestMs.push(Number.NEGATIVE_INFINITY);
    this.#raiseLatest(index, latestMs);
    this.#sessionIndex.set(id, index);
    return index;
  }

  /** Raises the session's bound to `ms`; a time that does not parse (NaN) leaves it no bound (+Infinity). */
  #raiseLatest(index: number, ms: number): void {
    const bound = Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
    if (bound > this.#latestMs[index]!) this.#latestMs[index] = bound;
  }

  /** Reads the times of the rows in `rids` not read before (a page's ties); then `atMs` answers for them. */
  readTimes(db: Database.Database, rids: readonly number[]): void {
    const unread = rids.filter((rid) => this.#timeRead[rid] !== 1);
    if (unread.length === 0) return;
    const rows = cachedStatement(db, "SELECT e.eid, e.at FROM json_each(?) j CROSS JOIN events e ON e.eid = j.value").raw().all(JSON.stringify(unread)) as [
      number,
      string,
    ][];
    for (const [rid, at] of rows) {
      this.#atMs[rid] = Date.parse(at);
      this.#timeRead[rid] = 1;
    }
  }

  /** Index of the session of `rid` (-1 when the rowid was not read). */
  sessionOf(rid: number): number {
    return (this.#session[rid] ?? 0) - 1;
  }

  session(index: number): KeySession {
    return this.#sessions[index]!;
  }

  /** A time no event of the session (by index) is newer than, in epoch ms (see `#latestMs`). */
  latestMs(index: number): number {
    return this.#latestMs[index]!;
  }

  seq(rid: number): number {
    return rid + this.#seqOffset[rid]!;
  }

  /** The event's time, once `readTimes` was given its rowid (NaN before). */
  atMs(rid: number): number {
    return this.#timeRead[rid] === 1 ? this.#atMs[rid]! : Number.NaN;
  }

  /**
   * 1 for each session (by index) whose events a search in `scope` may return, 0 for the others: visible in
   * `scope`, not `excluded`, and among `only` when given (the search's `sessionIds`).
   */
  allowed(scope: Scope, excluded: readonly string[], only?: readonly string[]): Uint8Array {
    const label = scopeLabel(scope);
    let visible = this.#visible.get(label);
    if (visible === undefined || visible.length < this.#sessions.length) {
      const next = new Uint8Array(this.#sessions.length);
      if (visible !== undefined) next.set(visible);
      for (let i = visible?.length ?? 0; i < next.length; i++) next[i] = isVisibleIn(this.#sessions[i]!.scope, scope) ? 1 : 0;
      this.#visible.set(label, (visible = next));
    }
    if (only === undefined && excluded.length === 0) return visible;
    // The kept array is the scope's alone: a search's own sessions are marked in a copy.
    const allowed = only === undefined ? visible.slice() : new Uint8Array(visible.length);
    for (const id of only ?? []) {
      const index = this.#sessionIndex.get(id);
      if (index !== undefined) allowed[index] = visible[index]!;
    }
    for (const id of excluded) {
      const index = this.#sessionIndex.get(id);
      if (index !== undefined) allowed[index] = 0;
    }
    return allowed;
  }
}

const byConnection = new WeakMap<Database.Database, EventKeys>();

/** The connection's event keys, read anew when rows were deleted (`deletions` is the index's count now), then brought up to date. */
export function eventKeys(db: Database.Database, deletions: number): EventKeys {
  let keys = byConnection.get(db);
  if (keys === undefined || keys.deletions !== deletions) byConnection.set(db, (keys = new EventKeys(deletions)));
  keys.load(db);
  return keys;
}
