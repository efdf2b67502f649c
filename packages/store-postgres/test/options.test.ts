import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "../src/index.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";

const note = (id: string, content = `note ${id}`) => ({
  kind: "note" as const,
  id,
  key: id,
  scope: { workspace: "w" },
  content,
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-01T09:00:00.000Z",
});

/** Schema names an attacker (or a typo) would pass: each must be refused before any SQL runs. */
const hostileSchemas = [
  'engram"; DROP TABLE users; --',
  "engram; drop schema public cascade",
  "Engram",
  "pg_catalog",
  "pg_temp",
  "",
  "a".repeat(64),
  "ünïcode",
  "a b",
  "a-b",
  "1abc",
  "public.x",
  'x"y',
  "x\u0000",
  42,
];

describeWithPostgres("openPostgresStore's options, on a PostgreSQL server", () => {
  const fixture = usePostgresServer();

  it("refuses hostile or malformed schema names with INVALID_OPTIONS, creating nothing", async () => {
    const before = await fixture.admin.query("SELECT count(*)::int AS n FROM pg_namespace");
    for (const schema of hostileSchemas) {
      await expect(openPostgresStore({ connectionString: fixture.url, schema: schema as string }), JSON.stringify(schema)).rejects.toMatchObject({
        name: "EngramError",
        code: "INVALID_OPTIONS",
      });
    }
    const after = await fixture.admin.query("SELECT count(*)::int AS n FROM pg_namespace");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const message = await openPostgresStore({ connectionString: fixture.url, schema: "Bad Name" }).catch((error: Error) => error.message);
    expect(message).toContain('Invalid schema name "Bad Name"');
  });

  it("takes exactly one of connectionString, pool and pglite", async () => {
    const pool = new pg.Pool({ connectionString: fixture.url, max: 1 });
    pool.on("error", () => undefined);
    try {
      for (const options of [{}, { connectionString: fixture.url, pool }, { connectionString: "postgres://x", pglite: "memory://" }]) {
        await expect(openPostgresStore(options), JSON.stringify(Object.keys(options))).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
      }
      await expect(openPostgresStore({ connectionString: fixture.url, poolSize: 0 })).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
      await expect(openPostgresStore({ connectionString: fixture.url, unknownOption: true } as never)).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
    } finally {
      await pool.end();
    }
  });

  it("borrows the application's pool without ending it, and keeps nothing on its connections: no named statement, no session setting", async () => {
    // One connection: every statement of the store runs on the one the test then inspects.
    const pool = new pg.Pool({ connectionString: fixture.url, max: 1 });
    pool.on("error", () => undefined);
    try {
      const store = await openPostgresStore({ pool, schema: freshSchema("pooled"), vectorDimensions: 3 });
      await store.put({ ...note("n1"), vector: [1, 0, 0] });
      await store.appendEvents("s1", { workspace: "w" }, [{ at: "2026-03-01T09:00:00.000Z", type: "title", title: "t" }]);
      expect(await store.search({ text: "note", vector: [1, 0, 0], scope: { workspace: "w" }, targets: ["note"] })).toHaveLength(1);
      await store.close();
      const session = await pool.query(
        "SELECT (SELECT count(*)::int FROM pg_prepared_statements) AS prepared, current_setting('statement_timeout') AS timeout, current_setting('transaction_isolation') AS isolation, current_setting('search_path') AS path, current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers",
      );
      expect(session.rows[0]).toEqual({ prepared: 0, timeout: "0", isolation: "read committed", path: '"$user", public', jit: "on", workers: "2" });
    } finally {
      await pool.end();
    }
  });

  it("turns JIT and parallel workers off inside each of its transactions only", async () => {
    // Every statement text the store sends opening a transaction, and what the planner settings are inside it.
    const begins: string[] = [];
    const seen: unknown[] = [];
    class RecordingClient extends pg.Client {
      override query(...args: unknown[]): never {
        const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
        if (text?.startsWith("BEGIN")) {
          begins.push(text);
          const opened = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
          return opened.then(async (result) => {
            seen.push((await super.query("SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers")).rows[0]);
            return result;
          }) as never;
        }
        return (super.query as (...a: unknown[]) => never)(...args);
      }
    }
    const pool = new pg.Pool({ connectionString: fixture.url, max: 1, Client: RecordingClient });
    pool.on("error", () => undefined);
    try {
      const store = await openPostgresStore({ pool, schema: freshSchema("planner") });
      begins.length = 0;
      seen.length = 0;
      await store.put(note("n1"));
      expect(await store.search({ text: "note", scope: { workspace: "w" }, targets: ["note"] })).toHaveLength(1);
      await store.close();
      expect(begins).toHaveLength(2);
      expect(seen).toEqual([
        { jit: "off", workers: "0" },
        { jit: "off", workers: "0" },
      ]);
      const after = await pool.query("SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers");
      expect(after.rows[0]).toEqual({ jit: "on", workers: "2" });
    } finally {
      await pool.end();
    }
  });

  it("uses named prepared statements only when asked to", async () => {
    const pool = new pg.Pool({ connectionString: fixture.url, max: 1 });
    pool.on("error", () => undefined);
    try {
      const store = await openPostgresStore({ pool, schema: freshSchema("prepared"), preparedStatements: true });
      await store.put(note("n1"));
      await store.get("note", "n1");
      await store.close();
      const prepared = await pool.query("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'engram_%'");
      expect(prepared.rows[0].n).toBeGreaterThan(3);
    } finally {
      await pool.end();
    }
  });

  it("ends the pool it made itself when closed (no connection of it stays open)", async () => {
    const store = await openPostgresStore({ connectionString: fixture.url, schema: freshSchema("owned"), poolSize: 3 });
    await Promise.all([store.put(note("a")), store.put(note("b")), store.get("note", "a")]);
    const open = async (): Promise<number> =>
      (await fixture.admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'engram'")).rows[0].n as number;
    expect(await open()).toBeGreaterThan(0);
    await store.close();
    await expect.poll(open, { timeout: 10_000 }).toBe(0);
  });

  it("reports a statement that outlasts statementTimeoutMs as STORE_UNAVAILABLE, and the store goes on", async () => {
    const schema = freshSchema("timeout");
    // Long enough that an unblocked put finishes within it on a busy machine (a fresh schema's first put planned at
    // load 7 outlasted 200 ms), short enough that the blocked one is cut off quickly: the lock is held until ROLLBACK.
    const store = await openPostgresStore({ connectionString: fixture.url, schema, statementTimeoutMs: 1_500 });
    const blocker = await fixture.admin.connect();
    try {
      await store.put(note("held"));
      await blocker.query("BEGIN");
      await blocker.query(`SELECT 1 FROM "${schema}".records WHERE kind = 'note' AND id = 'held' FOR UPDATE`);
      const error = await store.put(note("held", "changed")).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: "EngramError", code: "STORE_UNAVAILABLE", details: { sqlState: "57014", attempts: 1 } });
      expect((error as Error).message).toContain("statement timeout");
      await blocker.query("ROLLBACK");
      expect(await store.put(note("held", "changed"))).toMatchObject({ content: "changed" });
    } finally {
      blocker.release();
      await store.close();
    }
  });

  it("keeps a schema's vector dimensions: reopening with others is INVALID_OPTIONS, without any it takes the stored ones", async () => {
    const schema = freshSchema("dims");
    const first = await openPostgresStore({ connectionString: fixture.url, schema, vectorDimensions: 4 });
    await expect(first.put({ ...note("v"), vector: [1, 2, 3] })).rejects.toMatchObject({ code: "INVALID_RECORD" });
    await first.close();
    await expect(openPostgresStore({ connectionString: fixture.url, schema, vectorDimensions: 5 })).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
    const again = await openPostgresStore({ connectionString: fixture.url, schema });
    expect(again.capabilities.vectorSearch).toBe(true);
    expect((await again.stats()).vectors).toEqual({
      search: "exact",
      dimensions: 4,
      reason: "the pgvector extension is not available on this server",
    });
    await again.close();
    const none = await openPostgresStore({ connectionString: fixture.url, schema: freshSchema("novectors") });
    expect(none.capabilities.vectorSearch).toBe(false);
    expect((await none.stats()).vectors).toEqual({ search: "off" });
    await none.close();
  });

  it("treats hostile strings in lookups, filters, cursors and search text as data: they find nothing and break nothing", async () => {
    const store = await openPostgresStore({ connectionString: fixture.url, schema: freshSchema("hostile") });
    try {
      await store.put({ ...note("s\uFFFD"), tags: ["ops"] });
      await store.appendEvents("sess", { workspace: "w" }, [
        {
          at: "2026-03-01T09:00:00.000Z",
          type: "message",
          message: { id: "m1", role: "user", parts: [{ type: "text", text: "o'neil said \\ & ! | :* (x) <-> y" }], createdAt: "2026-03-01T09:00:00.000Z" },
        },
      ]);
      // A lone surrogate would reach the server as U+FFFD and find another id; NUL cannot be stored at all.
      for (const id of ["s\uD800", "s\u0000", "' OR '1'='1"]) {
        expect(await store.get("note", id), JSON.stringify(id)).toBeUndefined();
        expect(await store.delete("note", id)).toBe(false);
        expect(await store.readEvents(id)).toEqual([]);
        expect(await store.getSession(id)).toBeUndefined();
        expect(await store.deleteSession(id)).toBe(false);
      }
      expect(await store.get("note", "s\uFFFD")).toMatchObject({ id: "s\uFFFD" });
      expect((await store.query({ kind: "note", tags: ["ops\u0000"] })).records).toEqual([]);
      expect(await store.count({ kind: "note", key: "k\uD800" })).toBe(0);
      expect((await store.query({ kind: "note", fromDate: "2026\u0000" })).records).toEqual([]);
      expect(await store.search({ text: "ops", tags: ["\u0000"], scope: { workspace: "w" }, targets: ["note"] })).toEqual([]);
      await expect(store.query({ kind: "note", cursor: "c1.WyJ1cGRhdGVkLWRlc2MiLDFlMzA4LCJ4Il0" })).rejects.toMatchObject({ code: "INVALID_OPTIONS" });
      // tsquery syntax in a query is only separators: the words are searched, nothing is parsed.
      const texts: [string, string[]][] = [
        ["o'neil", ["sess"]],
        ["said \\ & ! | :*", ["sess"]],
        ["(x) <-> y", ["sess"]],
        ["'; DROP TABLE records; --", []],
        ["\\'\\", []],
      ];
      for (const [text, sessions] of texts) {
        const hits = await store.search({ text, scope: { workspace: "w" }, targets: ["message"], excludeSessionIds: ["\u0000", "x\uD800"] });
        expect(
          hits.map((hit) => (hit.target === "message" ? hit.sessionId : "")),
          text,
        ).toEqual(sessions);
      }
      expect(await store.search({ text: "'\\", scope: { workspace: "w" }, targets: ["message"] })).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("reports the driver, schema, version and the server's durability settings", async () => {
    const schema = freshSchema("stats");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    expect(await store.stats()).toEqual({
      driver: "pg",
      schema,
      schemaVersion: 8,
      vectors: { search: "off" },
      server: { version: expect.stringMatching(/^1[5-9]/), fsync: "off", synchronousCommit: "on" },
    });
    expect(store.specificationVersion).toBe(1);
    await store.close();
  });
});

describe("openPostgresStore on PGlite", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "engram-pglite-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps its data in a folder across close and reopen, with pgvector loaded from @electric-sql/pglite-pgvector, or exact with pgvector: false", async () => {
    const path = join(dir, "memory");
    const store = await openPostgresStore({ pglite: path, vectorDimensions: 2 });
    expect((await store.stats()).vectors).toMatchObject({ search: "pgvector", dimensions: 2 });
    await store.put({ ...note("kept", "kept across reopen"), vector: [0, 1] });
    expect((await store.search({ vector: [0, 2], scope: { workspace: "w" }, targets: ["note"] })).map((hit) => hit.score)).toEqual([1]);
    await store.close();
    const reopened = await openPostgresStore({ pglite: path, pgvector: false });
    expect(await reopened.get("note", "kept")).toMatchObject({ content: "kept across reopen" });
    expect(await reopened.stats()).toMatchObject({
      driver: "pglite",
      vectors: { search: "exact", dimensions: 2, reason: "pgvector is turned off (pgvector: false)" },
    });
    const [hit] = await reopened.search({ vector: [3, 4], scope: { workspace: "w" }, targets: ["note"] });
    expect(hit?.target === "record" ? hit.vectorScore : undefined).toBe(0.8);
    await reopened.close();
  }, 120_000);
});
