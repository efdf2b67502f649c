import type Database from "better-sqlite3";
import { BoundedCache, isVisibleIn, scopeLabel, scopePrecedence } from "@engram/core/store-kit";
import type { Scope } from "@engram/core/store";
import { scopeOfColumns } from "./scope-columns.js";
import { cachedStatement, unplannedParam } from "./statements.js";

/** How many scopes' visibility arrays a connection keeps. */
const visibleScopes = 64;

type KeyRow = [
  rid: number,
  sessionId: string,
  seq: number,
  at: string,
  workspace: string | null,
  user: string | null,
  agent: string | null,
  session: string | null,
];

/** A session the keys name: its id, scope and that scope's precedence. */
export interface KeySession {
  readonly id: string;
  readonly scope: Scope;
  readonly precedence: number;
}

const grown = <T extends Float64Array<ArrayBuffer> | Int32Array<ArrayBuffer>>(old: T, size: number, make: (n: number) => T): T => {
  if (size <= old.length) return old;
  const next = make(Math.max(size, old.length * 2, 1024));
  next.set(old);
  return next;
};

/**
 * The session, seq and time of every message event in the events' term index, by rowid, per
 * connection: what the message search filters and orders its candidates by, without SQL. Rows past
 * the largest rowid seen are read at each search (appends only add rows, in rowid order, one writer at
 * a time). A rowid can come back after a delete, so the keys are read anew whenever the index's count
 * of deleted rows (kept by a trigger, schema v6) moved.
 */
export class EventKeys {
  #deletions: number;
  #maxRid = 0;
  /** Session index + 1 per rowid; 0 for a rowid not in the index. */
  #session = new Int32Array(0);
  #seq = new Float64Array(0);
  #atMs = new Float64Array(0);
  readonly #sessions: KeySession[] = [];
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

  /** Reads the rows indexed since the last call. */
  load(db: Database.Database): void {
    const rows = cachedStatement(
      db,
      `SELECT t.eid, e.session_id, e.seq, e.at, s.scope_workspace, s.scope_user, s.scope_agent, s.scope_session
       FROM events_tokens t CROSS JOIN events e ON e.eid = t.eid CROSS JOIN sessions s ON s.id = e.session_id
       WHERE t.eid > ${unplannedParam} ORDER BY t.eid`,
    )
      .raw()
      .all(this.#maxRid) as KeyRow[];
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]![0] + 1;
    this.#session = grown(this.#session, last, (n) => new Int32Array(n));
    this.#seq = grown(this.#seq, last, (n) => new Float64Array(n));
    this.#atMs = grown(this.#atMs, last, (n) => new Float64Array(n));
    for (const [rid, sessionId, seq, at, workspace, user, agent, session] of rows) {
      let index = this.#sessionIndex.get(sessionId);
      if (index === undefined) {
        index = this.#sessions.length;
        const scope = scopeOfColumns({ scope_workspace: workspace, scope_user: user, scope_agent: agent, scope_session: session });
        this.#sessions.push({ id: sessionId, scope, precedence: scopePrecedence(scope) });
        this.#sessionIndex.set(sessionId, index);
      }
      this.#session[rid] = index + 1;
      this.#seq[rid] = seq;
      this.#atMs[rid] = Date.parse(at);
    }
    this.#maxRid = last - 1;
  }

  /** Index of the session of `rid` (-1 when the rowid is not indexed). */
  sessionOf(rid: number): number {
    return (this.#session[rid] ?? 0) - 1;
  }

  session(index: number): KeySession {
    return this.#sessions[index]!;
  }

  seq(rid: number): number {
    return this.#seq[rid]!;
  }

  atMs(rid: number): number {
    return this.#atMs[rid]!;
  }

  /** 1 for each session (by index) whose events a search in `scope` may return, 0 for the others. */
  allowed(scope: Scope, excluded: readonly string[]): Uint8Array {
    const label = scopeLabel(scope);
    let visible = this.#visible.get(label);
    if (visible === undefined || visible.length < this.#sessions.length) {
      const next = new Uint8Array(this.#sessions.length);
      if (visible !== undefined) next.set(visible);
      for (let i = visible?.length ?? 0; i < next.length; i++) next[i] = isVisibleIn(this.#sessions[i]!.scope, scope) ? 1 : 0;
      this.#visible.set(label, (visible = next));
    }
    if (excluded.length === 0) return visible;
    const allowed = visible.slice();
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
