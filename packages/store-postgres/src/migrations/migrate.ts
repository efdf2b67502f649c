import { createHash } from "node:crypto";
import { EngramError } from "@engram/core";
import type { Database } from "../database.js";
import type { SqlExecutor } from "../driver/sql-driver.js";
import type { Tables } from "../tables.js";
import type { Migration } from "./migration.js";
import { v1Tables } from "./v1-tables.js";
import { v2ScopeStatistics } from "./v2-scope-statistics.js";
import { v3ImpactBands } from "./v3-impact-bands.js";
import { v4MessagePostings } from "./v4-message-postings.js";
import { v5RecordPostings } from "./v5-record-postings.js";
import { v6EventsWithoutTsvector } from "./v6-events-without-tsvector.js";
import { v7PostingsVacuumedEarly } from "./v7-postings-vacuumed-early.js";
import { v8PairPostings } from "./v8-pair-postings.js";

/** The store's schema, in version order. A new version is appended here, never edited in place. */
export const storeMigrations: readonly Migration[] = [
  v1Tables,
  v2ScopeStatistics,
  v3ImpactBands,
  v4MessagePostings,
  v5RecordPostings,
  v6EventsWithoutTsvector,
  v7PostingsVacuumedEarly,
  v8PairPostings,
];

/** The newest version this package writes. */
export const latestSchemaVersion = storeMigrations.at(-1)!.version;

/**
 * The key of the transaction-level advisory lock that serializes schema changes of one store schema
 * (migrations, the vector index): a signed 64-bit number from the schema's name.
 */
export function schemaLockKey(tables: Tables, purpose: string): string {
  return createHash("sha256").update(`engram:${purpose}:${tables.schema}`).digest().readBigInt64BE(0).toString();
}

/** The version the schema holds: 0 when it has no version table yet. */
export async function readSchemaVersion(tx: SqlExecutor, tables: Tables): Promise<number> {
  const exists = await tx.query<{ found: string | null }>("SELECT to_regclass($1)::text AS found", [tables.schemaVersion]);
  if (exists.rows[0]?.found === null || exists.rows[0]?.found === undefined) return 0;
  const version = await tx.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${tables.schemaVersion}`);
  return version.rows[0]?.version ?? 0;
}

function newerSchema(tables: Tables, found: number, known: number): EngramError {
  return new EngramError(
    "STORE_UNAVAILABLE",
    `The schema ${tables.schema} was written by a newer @engram/store-postgres (schema version ${found}; this package knows up to ${known}): upgrade the package.`,
    { details: { schema: tables.schema, found, known } },
  );
}

/**
 * Brings the schema up to the newest version. Each pending migration runs in its own transaction that
 * first takes a transaction-level advisory lock (`pg_advisory_xact_lock`: released at COMMIT, so it
 * also works through a pooler in transaction mode) and reads the version again, so processes starting
 * at once apply each migration exactly once; a failing migration leaves the schema at the version
 * before it. A schema newer than this package is refused (STORE_UNAVAILABLE). Returns the version.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = storeMigrations): Promise<number> {
  const { tables } = db;
  const latest = migrations.at(-1)?.version ?? 0;
  const current = await db.read("reading the schema version", (tx) => readSchemaVersion(tx, tables));
  if (current > latest) throw newerSchema(tables, current, latest);
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    const what = `schema migration ${migration.version} (${migration.name})`;
    await db
      .write(what, async (tx) => {
        // Migrations may rewrite large tables: no statement timeout here.
        await tx.query("SET LOCAL statement_timeout = 0");
        await tx.query("SELECT pg_advisory_xact_lock($1::bigint)", [schemaLockKey(tables, "migrate")]);
        const schema = tables.schema.slice(1, -1);
        const namespace = await tx.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
        if (namespace.rows.length === 0) await tx.query(`CREATE SCHEMA ${tables.schema}`);
        await tx.query(
          `CREATE TABLE IF NOT EXISTS ${tables.schemaVersion} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
        );
        const now = await readSchemaVersion(tx, tables);
        if (now > latest) throw newerSchema(tables, now, latest);
        if (now >= migration.version) return;
        await migration.up(tx, tables);
        await tx.query(`INSERT INTO ${tables.schemaVersion} (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
      })
      .catch((error: unknown) => {
        if (error instanceof EngramError) throw error;
        throw new EngramError(
          "STORE_UNAVAILABLE",
          `${what} of ${tables.schema} failed, so the schema stays at the version before it: ${error instanceof Error ? error.message : String(error)}. ` +
            "Fix the cause (often a missing privilege: the store's role must be able to create tables in its schema) and open the store again.",
          { cause: error, details: { schema: tables.schema, version: migration.version } },
        );
      });
  }
  return Math.max(current, latest);
}
