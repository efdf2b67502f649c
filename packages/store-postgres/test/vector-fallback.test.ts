import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import type { SearchHit } from "@engram/core/store";
import pg from "pg";
import { expect, it } from "vitest";
import { Database } from "../src/database.js";
import { PgDriver } from "../src/driver/pg-driver.js";
import type { SqlDriver, SqlExecutor, TransactionMode } from "../src/driver/sql-driver.js";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { migrate } from "../src/migrations/migrate.js";
import { PostgresMemoryStore } from "../src/postgres-memory-store.js";
import { resolveRetry } from "../src/retry.js";
import { Tables } from "../src/tables.js";
import { setupVectorIndex } from "../src/vector-index.js";
import { describeWithPostgres, freshSchema, usePostgresServer, watchedPglite } from "./postgres-fixture.js";

// The server's other refusal, pgvector not installed at all ("the pgvector extension is not available on this
// server"), is options.test.ts's ("keeps a schema's vector dimensions…") and the server conformance run's.

const refused = 'CREATE EXTENSION vector failed: permission denied to create extension "vector"';

/** Four entries whose cosine similarities to [1, 0, 0] are 1, 0.8, 0.6 and 1/√3: one exact order, no ties. */
const fixture: [string, number[]][] = [
  ["third", [3, 4, 0]],
  ["first", [2, 0, 0]],
  ["fourth", [1, 1, 1]],
  ["second", [4, 3, 0]],
];

/** An open store reports the exact search with the refusal as its reason, and ranks the fixture exactly. */
async function expectExactSearch(store: PostgresStore): Promise<void> {
  expect((await store.stats()).vectors).toEqual({ search: "exact", dimensions: 3, reason: refused });
  for (const [id, vector] of fixture) {
    await store.put({
      kind: "entry",
      id,
      key: id,
      content: `entry ${id}`,
      type: "fact",
      scope: { workspace: "w" },
      importance: 0.5,
      confidence: 0.5,
      source: "manual",
      provenance: { trust: "user" },
      vector,
      createdAt: "2026-03-01T09:00:00.000Z",
      updatedAt: "2026-03-01T09:00:00.000Z",
    });
  }
  const hits = await store.search({ vector: [1, 0, 0], scope: { workspace: "w" }, targets: ["entry"] });
  expect(hits.map((hit: SearchHit) => (hit.target === "record" ? [hit.record.id, hit.vectorScore] : []))).toEqual([
    ["first", 1],
    ["second", 0.8],
    ["third", 0.6],
    ["fourth", 1 / Math.sqrt(3)],
  ]);
}

it("opens on PGlite whose role may not create the pgvector extension (42501), reports why and searches vectors exactly", async () => {
  const db = await PGlite.create("memory://", { extensions: { vector } });
  try {
    // pgvector is available to CREATE EXTENSION, but the store's role is no superuser (pgvector is not a trusted
    // extension: only a superuser may create it); it owns the schema it is given and nothing else.
    await db.exec("CREATE ROLE engram_app; CREATE SCHEMA fallback AUTHORIZATION engram_app; SET ROLE engram_app");
    const available = await db.query("SELECT name FROM pg_available_extensions WHERE name = 'vector' AND installed_version IS NULL");
    expect(available.rows).toEqual([{ name: "vector" }]);
    const failed: { text: string; code: unknown }[] = [];
    const recording = watchedPglite(db, (text, params, tx) =>
      tx.query(text, params).catch((error: unknown) => {
        failed.push({ text, code: (error as { code?: unknown }).code });
        throw error;
      }),
    );
    const store = await openPostgresStore({ pglite: recording, schema: "fallback", vectorDimensions: 3 });
    expect(failed).toEqual([{ text: "CREATE EXTENSION IF NOT EXISTS vector", code: "42501" }]);
    await expectExactSearch(store);
    // Nothing of pgvector's was left behind: no extension, no generated column, no HNSW index.
    const left = await db.query(
      "SELECT (SELECT count(*)::int FROM pg_extension WHERE extname = 'vector') AS extensions, (SELECT count(*)::int FROM pg_attribute WHERE attrelid = 'fallback.records'::regclass AND attname = 'embedding_v') AS columns",
    );
    expect(left.rows).toEqual([{ extensions: 0, columns: 0 }]);
    await store.close();
  } finally {
    await db.close();
  }
}, 120_000);

/**
 * A server with pgvector installed whose CREATE EXTENSION the role may not run. Debian's test server has no pgvector,
 * so this driver says it is available and has the server raise, in the store's transaction, what PostgreSQL raises
 * for a role that is no superuser (as PGlite does above): insufficient_privilege (42501), its message and hint.
 */
class RefusingExtensionDriver implements SqlDriver {
  readonly kind = "pg" as const;
  /** The statements the server refused, with their SQLSTATE. */
  readonly failed: { text: string; code: unknown }[] = [];

  constructor(private readonly inner: PgDriver) {}

  transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inner.transaction(mode, (tx) =>
      work({
        query: <R>(text: string, params?: readonly unknown[]) => {
          if (text === "SELECT 1 FROM pg_available_extensions WHERE name = 'vector'") return tx.query<R>("SELECT 1");
          if (text === "CREATE EXTENSION IF NOT EXISTS vector") {
            return tx
              .query<R>(
                `DO $$ BEGIN RAISE insufficient_privilege USING MESSAGE = 'permission denied to create extension "vector"',
                   HINT = 'Must be superuser to create this extension.'; END $$`,
              )
              .catch((error: unknown) => {
                this.failed.push({ text, code: (error as { code?: unknown }).code });
                throw error;
              });
          }
          return tx.query<R>(text, params);
        },
      }),
    );
  }

  runOutsideTransaction(text: string): Promise<void> {
    return this.inner.runOutsideTransaction(text);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

describeWithPostgres("a server whose role may not create the pgvector extension", () => {
  const server = usePostgresServer();

  it("opens, reports the exact search and why, and searches vectors exactly", async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 2 });
    pool.on("error", () => undefined);
    const driver = new RefusingExtensionDriver(new PgDriver({ pool, ownsPool: true, statementTimeoutMs: 0, preparedStatements: false }));
    const db = new Database(driver, new Tables(freshSchema("fallback")), resolveRetry({}));
    // What openPostgresStore does, on this driver.
    const version = await migrate(db);
    const store = new PostgresMemoryStore(db, await setupVectorIndex(db, 3, true), version);
    try {
      expect(driver.failed).toEqual([{ text: "CREATE EXTENSION IF NOT EXISTS vector", code: "42501" }]);
      await expectExactSearch(store);
    } finally {
      await store.close();
    }
  }, 120_000);
});
