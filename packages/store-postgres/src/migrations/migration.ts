import type { SqlExecutor } from "../driver/sql-driver.js";
import type { Tables } from "../tables.js";

/** One step of the store's schema: applied once, in its own transaction, in version order. */
export interface Migration {
  readonly version: number;
  /** What it does, kept in the version table beside its number. */
  readonly name: string;
  up(tx: SqlExecutor, tables: Tables): Promise<void>;
}

/** Runs the statements one by one (the extended protocol takes one statement per call). */
export async function runStatements(tx: SqlExecutor, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await tx.query(statement);
}
