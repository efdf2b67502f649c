import { EventEmitter } from "node:events";
import pg from "pg";
import { expect, it } from "vitest";
import { PgDriver } from "../src/driver/pg-driver.js";
import { besideIn, SnapshotExportRefused, type SnapshotSharing, sharedSnapshotCounts } from "../src/driver/shared-snapshot.js";
import type { SqlExecutor } from "../src/driver/sql-driver.js";
import { describeWithPostgres, dropSchema, freshSchema, usePostgresServer } from "./postgres-fixture.js";

/** The rows of `table` and the server process answering, as one transaction's statement sees them. */
async function seen(tx: SqlExecutor, table: string): Promise<{ rows: number; pid: number }> {
  const result = await tx.query<{ rows: number; pid: number }>(`SELECT count(*)::int AS rows, pg_backend_pid() AS pid FROM ${table}`);
  return result.rows[0]!;
}

/** A pool that tells one idle connection of two (so `beside` shares), taken with `connect`. */
const poolWithOneIdle = (connect: () => Promise<unknown>) => ({ idleCount: 1, waitingCount: 0, totalCount: 2, ending: false, options: { max: 2 }, connect });

/** What `besideIn` needs, on `pool` (any object shaped as the test needs), its executors made by `executor`. */
const sharingOn = (
  pool: object,
  executor: SnapshotSharing["executor"] = () => ({ query: async () => ({ rows: [], rowCount: 0 }) as never }),
): SnapshotSharing => ({
  pool: pool as unknown as pg.Pool,
  shares: true,
  begin: (first) => `BEGIN; ${first}`,
  executor,
});

describeWithPostgres("a read transaction's statements beside it on a second connection, in its snapshot", () => {
  const fixture = usePostgresServer();

  /** A fresh schema with table t of one row; `body` gets its quoted name. */
  async function withTable(body: (table: string) => Promise<void>): Promise<void> {
    const schema = freshSchema("beside");
    await fixture.admin.query(`CREATE SCHEMA "${schema}"; CREATE TABLE "${schema}".t (n int); INSERT INTO "${schema}".t VALUES (1)`);
    try {
      await body(`"${schema}".t`);
    } finally {
      await dropSchema(fixture.admin, schema);
    }
  }

  const driverOn = (pool: pg.Pool) => new PgDriver({ pool, ownsPool: false, statementTimeoutMs: 5_000, preparedStatements: false });

  /** A pool of at most 3 on `url`, holding two connections: one for a transaction, one idle for beside. */
  async function poolOfTwo(url: string = fixture.url): Promise<pg.Pool> {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    const held = await Promise.all([pool.connect(), pool.connect()]);
    for (const client of held) client.release();
    return pool;
  }

  it("reads on another server process what the transaction reads, not a row committed since it began", async () => {
    await withTable(async (table) => {
      const pool = await poolOfTwo();
      try {
        const driver = driverOn(pool);
        const before = { ...sharedSnapshotCounts };
        const [own, besides, ownAfter] = await driver.transaction("read", async (tx) => {
          const first = await seen(tx, table);
          // Committed by another session after this transaction's snapshot was taken.
          await fixture.admin.query(`INSERT INTO ${table} VALUES (2)`);
          const other = await tx.beside!((helper) => seen(helper, table));
          return [first, other, await seen(tx, table)];
        });
        expect(sharedSnapshotCounts.shared - before.shared).toBe(1);
        expect(besides.pid).not.toBe(own.pid);
        expect([own.rows, besides.rows, ownAfter.rows]).toEqual([1, 1, 1]);
        // A new transaction sees the row; every connection went back to the pool.
        expect((await driver.transaction("read", (tx) => seen(tx, table))).rows).toBe(2);
        expect([pool.totalCount, pool.idleCount]).toEqual([2, 2]);
      } finally {
        await pool.end();
      }
    });
  }, 60_000);

  it("reads in the transaction itself when no connection is idle, and never waits for one (a pool of one)", async () => {
    await withTable(async (table) => {
      const pool = new pg.Pool({ connectionString: fixture.url, max: 1 });
      try {
        const driver = driverOn(pool);
        const before = { ...sharedSnapshotCounts };
        const [own, besides] = await driver.transaction("read", async (tx) => [await seen(tx, table), await tx.beside!((helper) => seen(helper, table))]);
        expect(besides).toEqual(own);
        expect(sharedSnapshotCounts.onOne - before.onOne).toBe(1);
        expect(sharedSnapshotCounts.shared).toBe(before.shared);
        expect(pool.totalCount).toBe(1);
      } finally {
        await pool.end();
      }
    });
  }, 60_000);

  it("a role that may not export snapshots: the read runs again on one connection, and later reads do not ask", async () => {
    await withTable(async (table) => {
      const role = `engram_noexport_${freshSchema("r").slice(2, 10)}`;
      await fixture.admin.query(`CREATE ROLE ${role} LOGIN; GRANT USAGE ON SCHEMA ${table.split(".")[0]} TO ${role}; GRANT SELECT ON ${table} TO ${role}`);
      const url = new URL(fixture.url);
      url.username = role;
      const pool = await poolOfTwo(url.toString());
      await fixture.admin.query("REVOKE EXECUTE ON FUNCTION pg_export_snapshot() FROM PUBLIC");
      try {
        const driver = driverOn(pool);
        let runs = 0;
        const work = async (tx: SqlExecutor) => {
          runs += 1;
          const besides = tx.beside!((helper) => seen(helper, table));
          // Refused, the export fails this and the statement below fails too: this is awaited only after it.
          besides.catch(() => undefined);
          const own = await seen(tx, table);
          return { own, besides: await besides };
        };
        const first = await driver.transaction("read", work);
        // Refused: the first run's transaction was aborted, the second read on one connection.
        expect(runs).toBe(2);
        expect(first.besides).toEqual(first.own);
        expect(first.own.rows).toBe(1);
        const second = await driver.transaction("read", work);
        expect(runs).toBe(3);
        expect(second.besides).toEqual(second.own);
      } finally {
        await pool.end();
        await fixture.admin.query("GRANT EXECUTE ON FUNCTION pg_export_snapshot() TO PUBLIC");
        await fixture.admin.query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
      }
    });
  }, 60_000);

  it("a statement beside that fails fails the read and gives both connections back, working", async () => {
    await withTable(async (table) => {
      const pool = await poolOfTwo();
      try {
        const driver = driverOn(pool);
        let ownFinished = false;
        const read = driver.transaction("read", async (tx) => {
          const besides = tx.beside!((helper) => helper.query(`SELECT n / 0 FROM ${table}`));
          besides.catch(() => undefined);
          await seen(tx, table);
          ownFinished = true;
          return besides;
        });
        await expect(read).rejects.toMatchObject({ code: "22012" });
        expect(ownFinished).toBe(true);
        expect([pool.totalCount, pool.idleCount]).toEqual([2, 2]);
        // Both connections work afterwards.
        expect(
          (await driver.transaction("read", async (tx) => [await seen(tx, table), await tx.beside!((helper) => seen(helper, table))])).map((each) => each.rows),
        ).toEqual([1, 1]);
      } finally {
        await pool.end();
      }
    });
  }, 60_000);
});

it("never writes into SQL a snapshot name that is not one: the read is run again on one connection", async () => {
  const sent: string[] = [];
  let released = 0;
  const client = (name: unknown) => ({
    query: async (text: string) => {
      sent.push(text);
      return { rows: [{ name }], rowCount: 1 };
    },
    on: () => undefined,
    off: () => undefined,
    release: () => void (released += 1),
  });
  for (const name of ["00000003-0000001B-1'; DROP TABLE t; --", "", 42, null, "0000-00-1 ", "00000003-0000001B-1\n"]) {
    const helper = client("unused");
    const sharing = sharingOn(poolWithOneIdle(async () => helper));
    sent.length = 0;
    const beside = besideIn(client(name) as unknown as pg.PoolClient, sharing);
    await expect(beside(async () => "read")).rejects.toBeInstanceOf(SnapshotExportRefused);
    expect(sharing.refused).toBeInstanceOf(SnapshotExportRefused);
    expect(sent).toEqual(["SELECT pg_export_snapshot() AS name"]);
  }
  // Each helper connection taken was given back.
  await new Promise((resolve) => setImmediate(resolve));
  expect(released).toBe(6);
});

it("never shares through an application's pool that tells no counts (only connect), and never asks it for a connection", async () => {
  let asked = 0;
  const pool = { connect: async () => (asked += 1) };
  const ownRead = { rows: [{ own: true }], rowCount: 1 };
  const sharing = sharingOn(pool, () => ({ query: async <R>() => ownRead as unknown as { rows: R[]; rowCount: number } }));
  const before = { ...sharedSnapshotCounts };
  const beside = besideIn({} as pg.PoolClient, sharing);
  expect(await beside(async (tx) => (await tx.query("SELECT 1")).rows)).toEqual([{ own: true }]);
  expect(asked).toBe(0);
  expect(sharedSnapshotCounts.onOne - before.onOne).toBe(1);
});

it("a second connection whose session the server ends while the first exports the snapshot: no unhandled error, the read fails as a connection failure, and that connection is not pooled again", async () => {
  const ended = new Error("Connection terminated unexpectedly");
  const released: unknown[] = [];
  const helper = Object.assign(new EventEmitter(), {
    query: async () => {
      throw ended;
    },
    release: (error?: unknown) => void released.push(error),
  });
  let taken: () => void = () => undefined;
  const helperTaken = new Promise<void>((resolve) => (taken = resolve));
  const pool = poolWithOneIdle(async () => {
    taken();
    return helper;
  });
  // The event node-postgres emits when the server ends a session (a restart), on a turn of the event loop of its
  // own, while the first connection's export is on its way: with no listener, emit throws (the process would end).
  let unhandled: unknown;
  const main = {
    query: async () => {
      await helperTaken;
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          try {
            helper.emit("error", ended);
          } catch (error) {
            unhandled = error;
          }
          resolve();
        }),
      );
      return { rows: [{ name: "00000003-0000001B-1" }], rowCount: 1 };
    },
  };
  const sharing = sharingOn(pool, (client) => ({ query: () => (client as unknown as typeof helper).query() as never }));
  const beside = besideIn(main as unknown as pg.PoolClient, sharing);
  await expect(beside(async (tx) => tx.query("SELECT 1"))).rejects.toBe(ended);
  expect(unhandled).toBeUndefined();
  // Given back broken (destroyed by the pool, not handed out again), and no listener of the store left on it.
  expect(released).toEqual([ended]);
  expect(helper.listenerCount("error")).toBe(0);
});

it("a pool that refuses the second connection while the first exports the snapshot: no unhandled rejection, the read fails with the refusal", async () => {
  const refused = new Error("timeout exceeded when trying to connect");
  const pool = poolWithOneIdle(async () => Promise.reject(refused));
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    const main = {
      // The refusal settles before the export answers, on a turn of the event loop of its own.
      query: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
        return { rows: [{ name: "00000003-0000001B-1" }], rowCount: 1 };
      },
    };
    const sharing = sharingOn(pool);
    await expect(besideIn(main as unknown as pg.PoolClient, sharing)(async () => "read")).rejects.toBe(refused);
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
});
