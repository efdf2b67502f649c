import type Database from "better-sqlite3";

/** Runs `work` inside a transaction of the kind chosen; nested calls become savepoints (better-sqlite3). */
export interface Transactions {
  /** BEGIN (deferred): what a read takes, so all its statements see one snapshot. */
  read<T>(work: () => T): T;
  /** BEGIN IMMEDIATE: the write lock first, so the transaction never has to be upgraded. */
  write<T>(work: () => T): T;
}

const byConnection = new WeakMap<Database.Database, Transactions>();

/**
 * The connection's transaction runners, made once: better-sqlite3's `db.transaction(fn)` builds four
 * wrapper functions and defines five properties on each every time it is called, which cost more than
 * the short statements a model call's reads and appends run. One wrapper that runs the function it is
 * given serves every transaction.
 */
export function transactions(db: Database.Database): Transactions {
  let runners = byConnection.get(db);
  if (runners === undefined) {
    const run = db.transaction((work: () => unknown) => work());
    runners = {
      read: <T>(work: () => T): T => run.deferred(work) as T,
      write: <T>(work: () => T): T => run.immediate(work) as T,
    };
    byConnection.set(db, runners);
  }
  return runners;
}
