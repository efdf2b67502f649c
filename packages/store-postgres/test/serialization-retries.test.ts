import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { Database } from "../src/database.js";
import { PgDriver } from "../src/driver/pg-driver.js";
import type { SqlDriver, SqlExecutor, TransactionMode } from "../src/driver/sql-driver.js";
import { migrate } from "../src/migrations/migrate.js";
import { PostgresMemoryStore } from "../src/postgres-memory-store.js";
import { resolveRetry } from "../src/retry.js";
import { Tables } from "../src/tables.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";
import { userMessage as message } from "./message-events.js";

/** The server raises them (a real error from PostgreSQL, with its SQLSTATE), as it would for a conflict or a deadlock. */
const raise = {
  "40001": "DO $$ BEGIN RAISE EXCEPTION 'could not serialize access due to concurrent update' USING ERRCODE = '40001'; END $$",
  "40P01": "DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$",
} as const;
type Conflict = keyof typeof raise;

/**
 * A driver whose next write transactions lose to another transaction: each runs all its work (the
 * receipt included) and then fails with the next SQLSTATE of `plan`, so it rolls back, as PostgreSQL does
 * with a serialization failure (40001) or a deadlock's victim (40P01). `writes` counts the attempts.
 */
class LosingToConflicts implements SqlDriver {
  readonly kind = "pg" as const;
  plan: Conflict[] = [];
  writes = 0;

  constructor(private readonly inner: PgDriver) {}

  transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    if (mode === "read") return this.inner.transaction(mode, work);
    this.writes += 1;
    const conflict = this.plan.shift();
    return this.inner.transaction(mode, async (tx) => {
      const result = await work(tx);
      if (conflict !== undefined) await tx.query(raise[conflict]);
      return result;
    });
  }

  runOutsideTransaction(text: string): Promise<void> {
    return this.inner.runOutsideTransaction(text);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

const retries = 3;
const at = "2026-03-01T09:00:00.000Z";
const note = (id: string, content: string) => ({ kind: "note" as const, id, key: id, scope: { workspace: "acme" }, content, createdAt: at, updatedAt: at });

describeWithPostgres("serialization failures and deadlocks", () => {
  const fixture = usePostgresServer();
  const opened: Database[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  async function open(): Promise<{ store: PostgresMemoryStore; driver: LosingToConflicts; schema: string }> {
    const pool = new pg.Pool({ connectionString: fixture.url, max: 2 });
    pool.on("error", () => undefined);
    const driver = new LosingToConflicts(new PgDriver({ pool, ownsPool: true, statementTimeoutMs: 0, preparedStatements: false }));
    const schema = freshSchema("conflicts");
    const db = new Database(driver, new Tables(schema), resolveRetry({ retries, minDelayMs: 1, maxDelayMs: 1 }));
    opened.push(db);
    const store = new PostgresMemoryStore(db, undefined, await migrate(db));
    driver.writes = 0;
    return { store, driver, schema };
  }

  /** What the schema holds of what a write leaves behind: events, sessions' counts, receipts, notes and the scope's statistics. */
  async function stored(schema: string) {
    const { rows } = await fixture.admin.query(
      `SELECT (SELECT json_agg(json_build_array(session_id, seq) ORDER BY session_id, seq) FROM "${schema}".events) AS events,
         (SELECT json_agg(json_build_array(id, event_count) ORDER BY id) FROM "${schema}".sessions) AS sessions,
         (SELECT json_agg(result ORDER BY result) FROM "${schema}".receipts) AS receipts,
         (SELECT json_agg(id ORDER BY id) FROM "${schema}".records) AS records,
         (SELECT sum(docs)::int FROM "${schema}".text_stats) AS docs,
         (SELECT sum(df)::int FROM "${schema}".term_stats WHERE term = 'twice') AS twice`,
    );
    return rows[0];
  }

  it("retries a write that lost to a serialization failure or a deadlock, up to the retry budget, and applies it once", async () => {
    const { store, driver, schema } = await open();
    driver.plan = ["40001", "40P01", "40001"];
    expect(await store.appendEvents("s1", { workspace: "acme" }, [message("m1", "written twice?"), message("m2", "no, once")])).toEqual([1, 2]);
    expect(driver.writes).toBe(retries + 1);
    driver.plan = ["40P01", "40001", "40P01"];
    const base = await store.put(note("n1", "twice or once"));
    expect(driver.writes).toBe(2 * (retries + 1));
    // A compare-and-set run again after a rollback still wins: the lost attempt wrote nothing it could find.
    driver.plan = ["40001", "40001", "40P01"];
    expect(await store.putIf({ ...base, content: "once, not twice" }, base)).toMatchObject({ content: "once, not twice" });
    expect(driver.writes).toBe(3 * (retries + 1));
    expect(driver.plan).toEqual([]);
    expect((await store.readEvents("s1")).map((event) => (event.type === "message" ? event.message.id : ""))).toEqual(["m1", "m2"]);
    expect(await store.get("note", "n1")).toMatchObject({ content: "once, not twice" });
    expect(await stored(schema)).toEqual({
      events: [
        ["s1", 1],
        ["s1", 2],
      ],
      sessions: [["s1", 2]],
      // One receipt per receipted call (the append's seqs, the compare-and-set's win): the lost attempts' rolled back.
      receipts: ["[1,2]", "true"],
      records: ["n1"],
      docs: 3,
      twice: 2,
    });
  });

  it("gives up after the retry budget with STORE_UNAVAILABLE carrying the SQLSTATE and retries + 1 attempts, writing nothing", async () => {
    const { store, driver, schema } = await open();
    driver.plan = Array.from({ length: retries + 1 }, () => "40001" as const);
    const append = await store.appendEvents("s1", { workspace: "acme" }, [message("m1", "never written")]).catch((error: unknown) => error);
    expect(append).toMatchObject({ name: "EngramError", code: "STORE_UNAVAILABLE", cause: { code: "40001" } });
    expect((append as { details: unknown }).details).toEqual({ operation: 'appending to session "s1"', attempts: retries + 1, sqlState: "40001" });
    expect((append as Error).message).toBe(
      `PostgreSQL did not complete appending to session "s1" after ${retries + 1} attempts: could not serialize access due to concurrent update; check that the server is up and reachable, then call again.`,
    );
    expect(driver.writes).toBe(retries + 1);
    driver.plan = Array.from({ length: retries + 1 }, () => "40P01" as const);
    const put = await store.put(note("n1", "never written")).catch((error: unknown) => error);
    expect(put).toMatchObject({ name: "EngramError", code: "STORE_UNAVAILABLE", cause: { code: "40P01" } });
    expect((put as { details: unknown }).details).toEqual({ operation: 'putting note "n1"', attempts: retries + 1, sqlState: "40P01" });
    expect(driver.writes).toBe(2 * (retries + 1));
    expect(driver.plan).toEqual([]);
    expect(await store.readEvents("s1")).toEqual([]);
    expect(await store.get("note", "n1")).toBeUndefined();
    expect(await stored(schema)).toEqual({ events: null, sessions: null, receipts: null, records: null, docs: null, twice: null });
    // The next write, with no conflict, goes through on its first attempt.
    expect(await store.appendEvents("s1", { workspace: "acme" }, [message("m1", "now written")])).toEqual([1]);
    expect(driver.writes).toBe(2 * (retries + 1) + 1);
  });
});
