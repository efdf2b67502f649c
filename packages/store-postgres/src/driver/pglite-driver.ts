import { EngramError } from "@engram/core";
import type { SqlDriver, SqlExecutor, SqlResult, TransactionMode } from "./sql-driver.js";

interface PgliteResults<R> {
  rows: R[];
  affectedRows?: number;
  rowCount?: number;
}

/** What the store uses of a PGlite transaction. */
export interface PgliteTransaction {
  query<R>(query: string, params?: unknown[]): Promise<PgliteResults<R>>;
}

/**
 * What the store uses of a PGlite instance (`@electric-sql/pglite`): an instance the application made
 * (with the pgvector extension loaded, to search vectors with HNSW) satisfies it as it is.
 */
export interface PgliteInstance {
  query<R>(query: string, params?: unknown[]): Promise<PgliteResults<R>>;
  exec(query: string): Promise<unknown>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function result<R>(results: PgliteResults<R>): SqlResult<R> {
  return { rows: results.rows, rowCount: results.rowCount ?? results.affectedRows ?? results.rows.length };
}

/** PGlite: one embedded connection; it runs one transaction at a time, the others wait their turn. */
export class PgliteDriver implements SqlDriver {
  readonly kind = "pglite" as const;

  constructor(
    readonly db: PgliteInstance,
    private readonly ownsDb: boolean,
  ) {}

  transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      if (mode === "read") await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
      return work({
        query: async <R>(text: string, params: readonly unknown[] = []) => result(await tx.query<R>(text, params as unknown[])),
      });
    });
  }

  async runOutsideTransaction(text: string): Promise<void> {
    await this.db.exec(text);
  }

  async close(): Promise<void> {
    if (this.ownsDb) await this.db.close();
  }
}

/**
 * Opens a PGlite database in `dataDir` (a folder, or "memory://"), with pgvector when
 * `@electric-sql/pglite-pgvector` is installed. Both packages are optional peers: loaded only here.
 */
export async function openPglite(dataDir: string): Promise<PgliteInstance> {
  let module: { PGlite: { create(dataDir: string, options: { extensions?: Record<string, unknown> }): Promise<PgliteInstance> } };
  try {
    module = (await import("@electric-sql/pglite")) as unknown as typeof module;
  } catch (error) {
    throw new EngramError("INVALID_OPTIONS", "openPostgresStore({ pglite }) needs the package @electric-sql/pglite: npm i @electric-sql/pglite.", {
      cause: error,
    });
  }
  const vector = await import("@electric-sql/pglite-pgvector").then(
    (loaded: { vector: unknown }) => loaded.vector,
    () => undefined,
  );
  try {
    return await module.PGlite.create(dataDir, vector === undefined ? {} : { extensions: { vector } });
  } catch (error) {
    throw new EngramError("STORE_UNAVAILABLE", `PGlite could not open "${dataDir}": ${error instanceof Error ? error.message : String(error)}.`, {
      cause: error,
      details: { dataDir },
    });
  }
}
