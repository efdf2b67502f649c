import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { PgliteInstance, PgliteTransaction } from "../src/driver/pglite-driver.js";
import { hasPostgresServer, type PostgresServer, postgresBinDir, startPostgresServer } from "../src/testing/postgres-server.js";

export const postgresAvailable = hasPostgresServer();

/**
 * Runs `body` when PostgreSQL's initdb and pg_ctl exist. Without them, warns loudly and adds one test
 * that fails under CI=true, so a missing server is never a silent skip there.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  if (postgresAvailable) {
    describe(name, body);
    return;
  }
  console.warn(`\n*** ${name}: SKIPPED, initdb/pg_ctl not found in ${postgresBinDir} (apt-get install postgresql) ***\n`);
  describe(name, () => {
    it("needs PostgreSQL's initdb and pg_ctl (fails on CI)", () => {
      if (process.env["CI"] === "true") throw new Error(`PostgreSQL not found in ${postgresBinDir}; CI must install it (apt-get install postgresql)`);
    });
  });
}

/** The server of one test file and an admin pool on it. */
export interface PostgresFixture {
  readonly server: PostgresServer;
  readonly url: string;
  readonly admin: pg.Pool;
}

/**
 * Starts a server before the block's tests and an admin pool on it; ends both after them. Register it
 * before the block's own hooks, so theirs run while the server is up.
 */
export function usePostgresServer(settings?: Record<string, string>): PostgresFixture {
  let server: PostgresServer | undefined;
  let admin: pg.Pool | undefined;
  beforeAll(async () => {
    server = await startPostgresServer(settings === undefined ? {} : { settings });
    admin = new pg.Pool({ connectionString: server.url, max: 4 });
    admin.on("error", () => undefined);
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
  }, 120_000);
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("usePostgresServer: the server starts in beforeAll; use it inside hooks and tests.");
    return value;
  };
  return {
    get server() {
      return need(server);
    },
    get url() {
      return need(server).url;
    },
    get admin() {
      return need(admin);
    },
  };
}

/** A schema name no other test uses. */
export function freshSchema(prefix = "t"): string {
  return `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
}

export async function dropSchema(admin: { query(text: string): Promise<unknown> }, schema: string): Promise<void> {
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}

/** Every row of every table of `schema`, as text: what the store keeps there. */
export async function readSchemaRows(
  db: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> },
  schema: string,
): Promise<string> {
  const tables = await db.query("SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename", [schema]);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await db.query(`SELECT t::text AS row FROM "${schema}"."${String(tablename)}" AS t`);
    parts.push(`-- ${String(tablename)}`, ...rows.rows.map((row) => String(row["row"])));
  }
  return parts.join("\n");
}

/**
 * The bytes of every file of `schema`'s relations on the server's disk (tables, their TOAST tables and
 * every index), after a CHECKPOINT so what is in memory is on disk, plus the planner statistics kept
 * about them (pg_stats): where a deleted text could linger below the rows.
 */
export async function readSchemaFiles(server: PostgresServer, admin: pg.Pool, schema: string): Promise<Uint8Array> {
  await admin.query("CHECKPOINT");
  const files = await admin.query<{ path: string }>(
    `SELECT pg_relation_filepath(c.oid) AS path FROM pg_class AS c
     WHERE c.relnamespace = $1::regnamespace
        OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = $1::regnamespace)
        OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = $1::regnamespace))`,
    [schema],
  );
  const stats = await admin.query("SELECT s::text AS row FROM pg_stats AS s WHERE schemaname = $1", [schema]);
  const chunks: Uint8Array[] = [Buffer.from(stats.rows.map((row) => String(row["row"])).join("\n"))];
  for (const { path } of files.rows) {
    if (path === null) continue;
    try {
      chunks.push(readFileSync(join(server.dir, "data", path)));
    } catch (error) {
      // A relation with no file yet (never written) holds nothing.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return Buffer.concat(chunks);
}

/**
 * SQL for a row's tsvector moved to another scope (`label` is an SQL expression): its scope lexeme
 * ("~s" and the base64url SHA-256 of the label, as text-document.ts writes it) replaced. Tests that
 * copy rows into other tenants by SQL use it, so each copy is found in its own tenant only.
 */
export function tsvectorInScope(column: string, label: string): string {
  const lexeme = `'~s' || left(translate(encode(sha256(convert_to(${label}, 'UTF8')), 'base64'), '+/', '-_'), 22)`;
  return `CASE WHEN ${column} IS NULL THEN NULL ELSE ts_delete(${column}, ARRAY(SELECT l FROM unnest(tsvector_to_array(${column})) AS l WHERE l LIKE '~s%')) || array_to_tsvector(ARRAY[${lexeme}]) END`;
}

/**
 * An in-memory PGlite for the tests of the enclosing describe (with pgvector when `vector`), made before
 * them and closed after; the returned function gives it once made.
 */
export function usePglite(options: { vector?: boolean } = {}): () => PGlite {
  let db: PGlite | undefined;
  beforeAll(async () => {
    db = await PGlite.create("memory://", options.vector === true ? { extensions: { vector } } : {});
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (db === undefined) throw new Error("usePglite: the database is made before the tests run");
    return db;
  };
}

/**
 * The application's PGlite instance as the store gets it (`openPostgresStore({ pglite })`), each statement
 * the store runs in a transaction handed to `statement` with the transaction, which runs it (or records,
 * explains or fails it first).
 */
export function watchedPglite(
  db: PGlite,
  statement: (text: string, params: unknown[] | undefined, tx: PgliteTransaction) => ReturnType<PgliteTransaction["query"]>,
): PgliteInstance {
  // Each statement's rows are the transaction's own, of whatever type the store asked for.
  const query = (tx: PgliteTransaction) => ((text: string, params?: unknown[]) => statement(text, params, tx)) as PgliteTransaction["query"];
  return {
    query: (text, params) => db.query(text, params),
    exec: (text) => db.exec(text),
    close: () => db.close(),
    transaction: (work) => db.transaction((tx) => work({ query: query(tx) })),
  };
}
