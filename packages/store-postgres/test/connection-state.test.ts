import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import type { SearchHit } from "@engram/core/store";
import pg from "pg";
import { expect, it } from "vitest";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { pruneTuning } from "../src/posting-prune.js";
import { describeWithPostgres, freshSchema, usePostgresServer, watchedPglite } from "./postgres-fixture.js";
import { userMessage as message } from "./message-events.js";

/**
 * What a connection keeps between transactions, read on that connection: every setting (and where its value
 * came from), the advisory locks, named statements, temp tables and LISTENs. A store that leaves any of it
 * behind hands the next borrower (another call, another application behind a pooler) a changed connection.
 */
const connectionStateSql = `SELECT pg_backend_pid() AS pid,
  (SELECT json_agg(json_build_array(name, setting, source) ORDER BY name) FROM pg_settings) AS settings,
  (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS advisory_locks,
  (SELECT count(*)::int FROM pg_prepared_statements) AS prepared,
  (SELECT count(*)::int FROM pg_class WHERE relnamespace = pg_my_temp_schema()) AS temp_tables,
  (SELECT count(*)::int FROM pg_listening_channels()) AS listening`;

interface ConnectionState {
  pid: number;
  settings: [string, string, string][];
  advisory_locks: number;
  prepared: number;
  temp_tables: number;
  listening: number;
}

const scope = { workspace: "w" };
const at = "2026-03-01T09:00:00.000Z";
const entry = (id: string, content: string, vector?: number[]) => ({
  kind: "entry" as const,
  id,
  key: id,
  scope,
  content,
  type: "convention" as const,
  importance: 0.5,
  confidence: 0.9,
  source: "manual" as const,
  provenance: { trust: "user" as const },
  createdAt: at,
  updatedAt: at,
  ...(vector === undefined ? {} : { vector }),
});

/**
 * A library lists its settings (at their defaults) once a connection loads it: plpgsql's when the postings
 * triggers first run. Loaded before the first snapshot, so a difference is only what the store set.
 */
const loadPlpgsql = "DO $$ BEGIN END $$";

/** Writes of every kind that takes a document's advisory lock, and a lease taken, renewed and released. */
async function writeAndLease(store: PostgresStore, onLease: () => Promise<void>): Promise<void> {
  await store.appendEvents("s1", scope, [{ at, type: "title", title: "Deploys" }, message("m1", "The staging worker deploys twice a day")]);
  const base = await store.put(entry("e1", "Deploy the staging worker after the standup"));
  expect(await store.putIf({ ...base, content: "Deploy the staging worker before the standup" }, base)).toMatchObject({ id: "e1" });
  expect(await store.markUsed(["e1"], at)).toBe(1);
  const [title, first] = await store.readEvents("s1");
  expect(title?.seq).toBe(1);
  if (first?.type !== "message") throw new Error("the session's second event is its message");
  expect(await store.redactEvents("s1", [{ ...first, message: { ...first.message, parts: [{ type: "text", text: "The staging worker [forgotten]" }] } }])).toBe(
    1,
  );
  await store.put({ kind: "note", id: "n1", key: "n1", scope, content: "gone soon", createdAt: at, updatedAt: at });
  expect(await store.delete("note", "n1")).toBe(true);
  const lease = await store.lock("nightly-consolidation", 60_000);
  expect(lease).toMatchObject({ name: "nightly-consolidation", token: expect.stringMatching(/\S/) });
  expect(Date.parse(lease!.expiresAt)).toBeGreaterThan(Date.now());
  // Held: a second taker is refused while it lasts.
  expect(await store.lock("nightly-consolidation", 60_000)).toBeUndefined();
  await onLease();
  expect(await lease?.renew(60_000)).toBe(true);
  await lease?.release();
  const again = await store.lock("nightly-consolidation", 60_000);
  expect(again?.token).not.toBe(lease?.token);
  await again?.release();
}

describeWithPostgres("nothing kept on a connection across calls, on a PostgreSQL server", () => {
  const fixture = usePostgresServer();

  it("leaves a pool's one connection as it found it (settings, advisory locks, statements) after searches of every path, writes and a lease", async () => {
    // Every statement the store sends, to show which paths ran on the one connection.
    const sent: string[] = [];
    class RecordingClient extends pg.Client {
      override query(...args: unknown[]): never {
        const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
        if (text !== undefined) sent.push(text);
        return (super.query as (...a: unknown[]) => never)(...args);
      }
    }
    // One connection that never idles out: every statement of the store and of this test runs on the same server process.
    const pool = new pg.Pool({ connectionString: fixture.url, max: 1, idleTimeoutMillis: 0, Client: RecordingClient });
    pool.on("error", () => undefined);
    try {
      const state = async () => (await pool.query<ConnectionState>(connectionStateSql)).rows[0]!;
      await pool.query(loadPlpgsql);
      const before = await state();
      expect(before).toMatchObject({ advisory_locks: 0, prepared: 0, temp_tables: 0, listening: 0 });
      expect(before.settings.length).toBeGreaterThan(300);

      const store = await openPostgresStore({ pool, schema: freshSchema("state"), vectorDimensions: 3 });
      // Enough messages holding all three words that a three-word search prunes its postings (posting-prune.ts):
      // their document frequencies summed reach pruneTuning.fromPostings.
      const perTerm = Math.ceil(pruneTuning.fromPostings / 3) + 100;
      for (let batch = 0; batch * 100 < perTerm; batch++) {
        const events = Array.from({ length: 100 }, (_, i) => message(`b${batch}-${i}`, `Deploy the staging worker, run ${batch * 100 + i} of the day`));
        await store.appendEvents(`bulk-${batch}`, scope, events);
      }
      await writeAndLease(store, async () => {
        // A lease is a row: holding one keeps no lock on the connection.
        expect((await state()).advisory_locks).toBe(0);
      });
      await store.put(entry("e2", "Staging runs on port 5433", [1, 0, 0]));
      sent.length = 0;
      // A plain search (one word, records and messages, with a vector), a phrase (two words: pair postings, sorts
      // discouraged) and three words over thousands of postings (pruned, sorts discouraged).
      const plain = await store.search({ text: "staging", vector: [1, 0, 0], scope, targets: ["entry", "message"], limit: 5 });
      expect(plain).toHaveLength(5);
      const phrase = await store.search({ text: "staging worker", scope, targets: ["entry", "message"], limit: 5 });
      expect(phrase).toHaveLength(5);
      const pruned = await store.search({ text: "deploy staging worker", scope, targets: ["message"], limit: 5 });
      expect(pruned.map((hit) => hit.target)).toEqual(["message", "message", "message", "message", "message"]);
      expect(sent.filter((text) => text === "SET LOCAL enable_sort = off")).toHaveLength(2);
      expect(sent.filter((text) => text.includes("seed_floor"))).toHaveLength(1);
      expect(sent.filter((text) => text.startsWith("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") && text.includes("SET LOCAL jit = off"))).toHaveLength(3);
      await store.close();

      const after = await state();
      expect(after).toEqual(before);
    } finally {
      await pool.end();
    }
  }, 120_000);
});

it("leaves PGlite's connection as it found it after an HNSW search (hnsw.iterative_scan), text searches, writes and a lease", async () => {
  const db = await PGlite.create("memory://", { extensions: { vector } });
  try {
    // The application's instance, pgvector's library loaded before the snapshot (its hnsw.* settings listed), and plpgsql's.
    await db.exec(`CREATE EXTENSION IF NOT EXISTS vector; ${loadPlpgsql}`);
    const sent: string[] = [];
    const recording = watchedPglite(db, (text, params, tx) => {
      sent.push(text);
      return tx.query(text, params);
    });
    const state = async () => (await db.query<ConnectionState>(connectionStateSql)).rows[0]!;
    const before = await state();
    expect(before).toMatchObject({ advisory_locks: 0, prepared: 0, temp_tables: 0, listening: 0 });
    expect(before.settings).toContainEqual(["hnsw.iterative_scan", "off", "default"]);

    const store = await openPostgresStore({ pglite: recording, schema: freshSchema("state"), vectorDimensions: 3 });
    expect((await store.stats()).vectors).toMatchObject({ search: "pgvector", pgvectorVersion: "0.8.7" });
    await writeAndLease(store, async () => {
      expect((await state()).advisory_locks).toBe(0);
    });
    await store.put(entry("e2", "Staging runs on port 5433", [1, 0, 0]));
    await store.put(entry("e3", "Production runs on port 5432", [0, 1, 0]));
    sent.length = 0;
    const nearest = await store.search({ vector: [1, 0.1, 0], scope, targets: ["entry"], limit: 1 });
    expect(nearest.map((hit) => (hit.target === "record" ? hit.record.id : ""))).toEqual(["e2"]);
    expect(sent.filter((text) => text === "SET LOCAL hnsw.iterative_scan = relaxed_order")).toHaveLength(1);
    const keys = (hits: readonly SearchHit[]) => hits.map((hit) => (hit.target === "record" ? hit.record.id : `${hit.sessionId}#${hit.event.seq}`));
    // The shortest document first; then the phrase before the word alone.
    expect(keys(await store.search({ text: "staging", scope, targets: ["entry", "message"] }))).toEqual(["s1#2", "e2", "e1"]);
    expect(keys(await store.search({ text: "staging worker", scope, targets: ["entry", "message"] }))).toEqual(["s1#2", "e1", "e2"]);
    await store.close();

    // PGlite begins each transaction itself, so a read sets its isolation with SET TRANSACTION, after which
    // PostgreSQL reports these two settings' source as "session" (their values are back at COMMIT, and the next
    // transaction takes the defaults: checked below). Every other setting must be as it was, source included.
    const transactionSources = (found: ConnectionState) => ({
      ...found,
      settings: found.settings.map(([name, setting, source]) =>
        name === "transaction_isolation" || name === "transaction_read_only" ? [name, setting] : [name, setting, source],
      ),
    });
    expect(transactionSources(await state())).toEqual(transactionSources(before));
    const next = await db.transaction((tx) =>
      tx.query("SELECT current_setting('transaction_isolation') AS isolation, current_setting('transaction_read_only') AS read_only"),
    );
    expect(next.rows).toEqual([{ isolation: "read committed", read_only: "off" }]);
  } finally {
    await db.close();
  }
}, 120_000);
