/** The rows of one statement and how many rows it returned or changed. */
export interface SqlResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

/** Runs one statement with `$1`-style parameters. */
export interface SqlExecutor {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
  /**
   * A read transaction's statements on a second connection, in the same snapshot, while this one runs its
   * own (shared-snapshot.ts); on this transaction, after what was asked of it before, when no connection is
   * idle or the server will not share snapshots. Absent where there is one connection (PGlite) and in write
   * transactions.
   */
  beside?<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

/**
 * How a transaction runs: "write" is READ COMMITTED (rows are locked explicitly), "read" is one
 * REPEATABLE READ READ ONLY snapshot (a search reads statistics and candidates from the same data).
 */
export type TransactionMode = "read" | "write";

/**
 * The small query interface the store runs on, which node-postgres (a pool) and PGlite (one embedded
 * connection) both satisfy. Each call of `transaction` is BEGIN, the work, COMMIT on one connection;
 * nothing is kept on a connection between calls (no session variables, no named statements unless
 * the pg driver was asked for them).
 */
export interface SqlDriver {
  readonly kind: "pg" | "pglite";
  transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** One statement outside any transaction (VACUUM cannot run inside one). */
  runOutsideTransaction(text: string): Promise<void>;
  /** Closes what the driver owns; a pool or PGlite instance the application passed in stays open. */
  close(): Promise<void>;
}

/**
 * The connection broke while COMMIT was on its way: the transaction may or may not have committed.
 * `backendPid` is the server process that ran it (when known), so a caller can wait for it to end
 * before looking for what the transaction wrote.
 */
export class CommitUncertainError extends Error {
  constructor(
    readonly backendPid: number | undefined,
    options: { cause: unknown },
  ) {
    super("The connection broke while the transaction was committing", options);
    this.name = "CommitUncertainError";
  }
}
