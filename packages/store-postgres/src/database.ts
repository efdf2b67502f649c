import { randomUUID } from "node:crypto";
import { EngramError } from "@engram/core";
import { CommitUncertainError, type SqlDriver, type SqlExecutor } from "./driver/sql-driver.js";
import { classifyFailure, unavailable } from "./failures.js";
import { backoffDelay, type ResolvedRetry } from "@engram/core/store-kit";
import { PgliteUpkeep } from "./pglite-upkeep.js";
import { pause } from "./retry.js";
import type { Tables } from "./tables.js";

/** Receipts older than this are deleted (by a write now and then): long past any retry. */
const receiptLifetimeMs = 60 * 60_000;
/** Every how many receipted writes of one store the old receipts are deleted. */
const receiptSweepEvery = 500;
/** How long to wait for the server process of an uncertain commit to end before looking for its receipt. */
const backendExitWaitMs = 10_000;

/**
 * The store's access to PostgreSQL: every call is one transaction, retried on transient failures
 * (a lost connection, a server restarting, a deadlock or serialization failure) with backoff, then
 * STORE_UNAVAILABLE. A write whose COMMIT was cut off is not guessed at: it wrote a receipt (a random
 * id, with its result) in its transaction, and the store looks for it once the connection is back, so
 * a write is never applied twice nor reported failed when it committed.
 */
export class Database {
  #closed = false;
  #receipted = 0;
  /** On PGlite, which runs no autovacuum: the analyze it would run (pglite-upkeep.ts). */
  readonly #upkeep: PgliteUpkeep | undefined;

  constructor(
    readonly driver: SqlDriver,
    readonly tables: Tables,
    readonly retry: ResolvedRetry,
  ) {
    this.#upkeep = driver.kind === "pglite" ? new PgliteUpkeep(driver, tables.schemaName) : undefined;
  }

  get closed(): boolean {
    return this.#closed;
  }

  assertOpen(what: string): void {
    if (this.#closed) throw new EngramError("STORE_CLOSED", `This PostgreSQL store is closed; open it again to ${what}.`);
  }

  /** Runs `work` in one read-only snapshot (REPEATABLE READ), retried on transient failures. */
  read<T>(what: string, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.#attempts(what, async () => {
      try {
        return await this.driver.transaction("read", work);
      } catch (error) {
        // A read-only transaction changes nothing: one whose COMMIT reply was lost is a failed read, read again.
        throw error instanceof CommitUncertainError ? error.cause : error;
      }
    });
  }

  /**
   * Runs `work` in one write transaction. With `receipt`, the transaction also records its result under a
   * fresh id, so a commit whose reply was lost is looked up instead of repeated (use it for every write
   * that is not idempotent); the result must survive JSON. On PGlite, every `upkeepEveryWrites`th write
   * then analyzes the tables that grew, before it returns.
   */
  async write<T>(what: string, work: (tx: SqlExecutor) => Promise<T>, options: { receipt?: boolean } = {}): Promise<T> {
    const value = await this.#write(what, work, options);
    // The write committed whatever becomes of the upkeep: a failed ANALYZE (the store closed meanwhile)
    // leaves statistics as they were, and the next upkeep tries again.
    await this.#upkeep?.afterWrite().catch(() => []);
    return value;
  }

  #write<T>(what: string, work: (tx: SqlExecutor) => Promise<T>, options: { receipt?: boolean }): Promise<T> {
    const receipt = options.receipt === true ? randomUUID() : undefined;
    const sweep = receipt !== undefined && ++this.#receipted % receiptSweepEvery === 0;
    return this.#attempts(what, async () => {
      try {
        return await this.driver.transaction("write", async (tx) => {
          const value = await work(tx);
          if (receipt !== undefined) {
            const now = Date.now();
            if (sweep) await tx.query(`DELETE FROM ${this.tables.receipts} WHERE at_ms < $1`, [now - receiptLifetimeMs]);
            await tx.query(`INSERT INTO ${this.tables.receipts} (id, result, at_ms) VALUES ($1, $2, $3)`, [receipt, JSON.stringify(value ?? null), now]);
          }
          return value;
        });
      } catch (error) {
        if (!(error instanceof CommitUncertainError)) throw error;
        if (receipt === undefined) throw error.cause;
        const committed = await this.#findReceipt(what, receipt, error);
        if (committed === undefined) throw error.cause;
        return committed.value as T;
      }
    });
  }

  /** A statement outside any transaction (VACUUM), retried like the rest. */
  outsideTransaction(what: string, text: string): Promise<void> {
    return this.#attempts(what, () => this.driver.runOutsideTransaction(text));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.driver.close();
  }

  async #attempts<T>(what: string, attempt: () => Promise<T>): Promise<T> {
    for (let failures = 0; ; failures++) {
      this.assertOpen(what);
      try {
        return await attempt();
      } catch (error) {
        this.assertOpen(what);
        if (error instanceof EngramError) throw error;
        const kind = classifyFailure(error);
        if (kind === "other") throw error;
        if (kind === "unavailable" || failures >= this.retry.retries) throw unavailable(what, error, failures + 1);
        await pause(backoffDelay(this.retry, failures, Math.random));
      }
    }
  }

  /**
   * Whether the transaction behind an uncertain commit committed: waits until its server process has
   * ended or gone idle (either way its transaction is over), then reads its receipt. Undefined: it did
   * not commit, so it may run again. Retried like any read; STORE_UNAVAILABLE when the answer cannot be had.
   */
  async #findReceipt(what: string, receipt: string, uncertain: CommitUncertainError): Promise<{ value: unknown } | undefined> {
    const pid = uncertain.backendPid;
    const deadline = Date.now() + backendExitWaitMs;
    return this.#attempts(`${what} (checking whether it committed)`, async () => {
      for (;;) {
        const found = await this.driver.transaction("read", async (tx) => {
          if (pid !== undefined) {
            const busy = await tx.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state IS DISTINCT FROM 'idle'", [pid]);
            if (busy.rows.length > 0) return "busy" as const;
          }
          const rows = await tx.query<{ result: string }>(`SELECT result FROM ${this.tables.receipts} WHERE id = $1`, [receipt]);
          const row = rows.rows[0];
          return row === undefined ? undefined : { value: JSON.parse(row.result) as unknown };
        });
        if (found !== "busy") return found;
        if (Date.now() > deadline) {
          throw new EngramError(
            "STORE_UNAVAILABLE",
            `The connection broke while ${what} was committing, and its server process (${pid}) is still working on it: it may or may not be applied. Check with a read before repeating it.`,
            { cause: uncertain.cause, details: { operation: what, backendPid: pid } },
          );
        }
        await pause(50);
      }
    });
  }
}
