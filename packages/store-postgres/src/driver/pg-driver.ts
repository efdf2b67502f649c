import { createHash } from "node:crypto";
import type { Pool, PoolClient } from "pg";
import { isConnectionFailure } from "../failures.js";
import { onPooledClient } from "./client-lease.js";
import { besideIn, SnapshotExportRefused, type SnapshotSharing } from "./shared-snapshot.js";
import { CommitUncertainError, type SqlDriver, type SqlExecutor, type SqlResult, type TransactionMode } from "./sql-driver.js";

export interface PgDriverOptions {
  readonly pool: Pool;
  /** Whether `close` ends the pool (true when the store made it). */
  readonly ownsPool: boolean;
  /** Milliseconds per statement (SET LOCAL in each transaction); 0: none. */
  readonly statementTimeoutMs: number;
  /** Named prepared statements (one per SQL text, per connection); off by default, for poolers in transaction mode. */
  readonly preparedStatements: boolean;
}

const begin: Record<TransactionMode, string> = {
  read: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
  write: "BEGIN",
};

/**
 * Set in every transaction (SET LOCAL, so nothing outlives it and a pooler in transaction mode sees no
 * session state): no JIT compilation and no parallel workers. The store's statements read few rows
 * through indexes, but the planner cannot estimate how many rows a term's statistics or postings hold (their
 * text columns keep no statistics: see v1-tables.ts), so it planned the band counts of a common word
 * (942 rows, 2 ms) for 192,000 rows: two parallel workers and JIT, 170 ms (measured at 1,000,000
 * messages, the bench's postgres-scale suite). Decision 0226.
 */
export const plannerSettings = "SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0";

/** The name of a prepared statement: the same SQL text always gets the same name. */
function statementName(text: string): string {
  return `engram_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
}

/** node-postgres: each transaction takes a client from the pool and gives it back (discarded when its connection broke). */
export class PgDriver implements SqlDriver {
  readonly kind = "pg" as const;
  readonly #options: PgDriverOptions;
  /** Whether read transactions may share their snapshot with a second connection (until the server refuses to export one). */
  #sharesSnapshots = true;

  constructor(options: PgDriverOptions) {
    this.#options = options;
  }

  /** BEGIN, the planner settings and the statement timeout, in one round trip; `first` goes right after BEGIN. */
  #begin(mode: TransactionMode, first?: string): string {
    const timeout = this.#options.statementTimeoutMs;
    return `${begin[mode]}; ${first === undefined ? "" : `${first}; `}${plannerSettings}${timeout > 0 ? `; SET LOCAL statement_timeout = ${timeout}` : ""}`;
  }

  #executor(client: PoolClient): SqlExecutor {
    const prepared = this.#options.preparedStatements;
    return {
      async query<R>(text: string, params: readonly unknown[] = []): Promise<SqlResult<R>> {
        const result = await client.query({ text, values: params as unknown[], ...(prepared ? { name: statementName(text) } : {}) });
        return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
      },
    };
  }

  async transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    try {
      return await this.#transaction(mode, work, this.#sharesSnapshots);
    } catch (error) {
      if (!(error instanceof SnapshotExportRefused)) throw error;
      // Rolled back before anything was returned: read again on one connection, and never ask again.
      this.#sharesSnapshots = false;
      return this.#transaction(mode, work, false);
    }
  }

  async #transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>, sharing: boolean): Promise<T> {
    const client = await this.#options.pool.connect();
    return onPooledClient(client, async (broke) => {
      // One round trip: the simple protocol runs every statement; SET LOCAL ends with the transaction.
      await client.query(this.#begin(mode));
      const executor = this.#executor(client);
      const snapshots: SnapshotSharing | undefined =
        mode === "read"
          ? { pool: this.#options.pool, shares: sharing, begin: (first) => this.#begin("read", first), executor: (other) => this.#executor(other) }
          : undefined;
      let result: T;
      try {
        result = await work(snapshots === undefined ? executor : { query: executor.query, beside: besideIn(client, snapshots) });
      } catch (error) {
        if (isConnectionFailure(error)) broke(error);
        else await client.query("ROLLBACK").catch(broke);
        // Refused, the export aborted the transaction: its own statements then failed for that reason.
        throw snapshots?.refused ?? error;
      }
      try {
        await client.query("COMMIT");
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        broke(error);
        throw new CommitUncertainError((client as PoolClient & { processID?: number }).processID, { cause: error });
      }
      return result;
    });
  }

  async runOutsideTransaction(text: string): Promise<void> {
    const client = await this.#options.pool.connect();
    await onPooledClient(client, async () => {
      await client.query(text);
    });
  }

  async close(): Promise<void> {
    if (this.#options.ownsPool) await this.#options.pool.end();
  }
}
