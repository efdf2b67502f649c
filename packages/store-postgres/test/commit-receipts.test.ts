import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../src/database.js";
import { PgliteDriver } from "../src/driver/pglite-driver.js";
import { CommitUncertainError, type SqlDriver, type SqlExecutor, type TransactionMode } from "../src/driver/sql-driver.js";
import { migrate } from "../src/migrations/migrate.js";
import { PostgresMemoryStore } from "../src/postgres-memory-store.js";
import { resolveRetry } from "../src/retry.js";
import { Tables } from "../src/tables.js";
import { freshSchema } from "./postgres-fixture.js";

/**
 * A driver whose next write transactions lose their COMMIT reply: "committed" ones commit and then
 * report the connection broken, "rolled-back" ones roll back and report the same. Exactly what a caller
 * sees when the server or the network fails at COMMIT. `reads` loses the replies of that many next read
 * transactions the same way.
 */
class LosingCommits implements SqlDriver {
  readonly kind = "pglite" as const;
  plan: ("committed" | "rolled-back")[] = [];
  reads = 0;

  constructor(private readonly inner: PgliteDriver) {}

  async transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const next = mode === "write" ? this.plan.shift() : undefined;
    const lost = new Error("Connection terminated unexpectedly");
    if (next === "rolled-back") {
      await this.inner
        .transaction(mode, async (tx) => {
          await work(tx);
          throw lost;
        })
        .catch((error: unknown) => {
          if (error !== lost) throw error;
        });
      throw new CommitUncertainError(undefined, { cause: lost });
    }
    const result = await this.inner.transaction(mode, work);
    if (next === "committed") throw new CommitUncertainError(undefined, { cause: lost });
    if (mode === "read" && this.reads > 0) {
      this.reads -= 1;
      throw new CommitUncertainError(undefined, { cause: lost });
    }
    return result;
  }

  runOutsideTransaction(text: string): Promise<void> {
    return this.inner.runOutsideTransaction(text);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

describe("a write whose COMMIT reply was lost", () => {
  let pglite: PGlite | undefined;
  beforeAll(async () => {
    pglite = await PGlite.create("memory://");
  }, 120_000);
  afterAll(async () => {
    await pglite?.close();
  });

  async function open(): Promise<{ store: PostgresMemoryStore; driver: LosingCommits }> {
    const driver = new LosingCommits(new PgliteDriver(pglite!, false));
    const db = new Database(driver, new Tables(freshSchema("receipts")), resolveRetry({ retries: 3, minDelayMs: 1, maxDelayMs: 1 }));
    return { store: new PostgresMemoryStore(db, undefined, await migrate(db)), driver };
  }

  const event = (id: string) => ({
    at: "2026-03-01T09:00:00.000Z",
    type: "message" as const,
    message: { id, role: "user" as const, parts: [{ type: "text" as const, text: `event ${id}` }], createdAt: "2026-03-01T09:00:00.000Z" },
  });

  it("returns what the committed transaction returned, found by its receipt, and applies it once", async () => {
    const { store, driver } = await open();
    driver.plan = ["committed"];
    expect(await store.appendEvents("s1", {}, [event("m1"), event("m2")])).toEqual([1, 2]);
    expect((await store.readEvents("s1")).map((stored) => stored.seq)).toEqual([1, 2]);
    driver.plan = ["committed"];
    const base = await store.put({
      kind: "note",
      id: "n",
      key: "n",
      scope: {},
      content: "base",
      createdAt: "2026-03-01T09:00:00.000Z",
      updatedAt: "2026-03-01T09:00:00.000Z",
    });
    driver.plan = ["committed"];
    // Retried blindly, this compare-and-set would find its own write and report a conflict.
    expect(await store.putIf({ ...base, content: "next" }, base)).toMatchObject({ content: "next" });
    driver.plan = ["committed"];
    expect(await store.markUsed(["missing"], "2026-03-01T10:00:00.000Z")).toBe(0);
    driver.plan = ["committed"];
    expect(await store.delete("note", "n")).toBe(true);
    expect(await store.get("note", "n")).toBeUndefined();
  });

  it("runs a transaction that did not commit again, once", async () => {
    const { store, driver } = await open();
    driver.plan = ["rolled-back"];
    expect(await store.appendEvents("s1", {}, [event("m1")])).toEqual([1]);
    driver.plan = ["rolled-back", "rolled-back"];
    expect(await store.appendEvents("s1", {}, [event("m2")])).toEqual([2]);
    expect((await store.readEvents("s1")).map((stored) => (stored.type === "message" ? stored.message.id : ""))).toEqual(["m1", "m2"]);
    expect(driver.plan).toEqual([]);
  });

  it("reads again when a read's COMMIT reply was lost, and gives up with STORE_UNAVAILABLE, never the driver's own error", async () => {
    const { store, driver } = await open();
    expect(await store.appendEvents("s1", {}, [event("m1")])).toEqual([1]);
    driver.reads = 2;
    expect((await store.readEvents("s1")).map((stored) => stored.seq)).toEqual([1]);
    expect(driver.reads).toBe(0);
    driver.reads = 4;
    await expect(store.search({ text: "event", scope: {}, targets: ["message"] })).rejects.toMatchObject({
      name: "EngramError",
      code: "STORE_UNAVAILABLE",
      details: { attempts: 4 },
    });
  });

  it("gives up with STORE_UNAVAILABLE when no attempt commits", async () => {
    const { store, driver } = await open();
    driver.plan = ["rolled-back", "rolled-back", "rolled-back", "rolled-back"];
    await expect(store.appendEvents("s1", {}, [event("m1")])).rejects.toMatchObject({
      name: "EngramError",
      code: "STORE_UNAVAILABLE",
      details: { attempts: 4 },
    });
    expect(await store.readEvents("s1")).toEqual([]);
  });
});
