import type { Pool, PoolClient } from "pg";
import { isConnectionFailure } from "../failures.js";
import { connectGuarded, giveBackUnused, onPooledClient } from "./client-lease.js";
import type { SqlExecutor } from "./sql-driver.js";

/**
 * `beside`: whether a read transaction may run work on a second connection in its snapshot (decision 0252).
 * Tests turn it off to compare the pages with those of one connection.
 */
export const sharedSnapshotTuning = { beside: true };

/** How many `beside` calls ran on a second connection and how many on their own transaction (tests read them). */
export const sharedSnapshotCounts = { shared: 0, onOne: 0 };

/** A snapshot's name as `pg_export_snapshot()` gives it ("00000003-0000001B-1"); nothing else is written into SQL. */
const snapshotName = /^[0-9A-F]{1,16}-[0-9A-F]{1,16}-[0-9]{1,10}$/;

/**
 * The server refused to export the read transaction's snapshot (a role without EXECUTE on
 * `pg_export_snapshot`, a server or pooler that does not offer it): that transaction is aborted. The driver
 * runs the read again on one connection, and no later read asks again.
 */
export class SnapshotExportRefused extends Error {
  constructor(options: { cause: unknown }) {
    super("The server refused to export the read transaction's snapshot", options);
    this.name = "SnapshotExportRefused";
  }
}

/** What `besideIn` needs of the driver. */
export interface SnapshotSharing {
  readonly pool: Pool;
  /** False once the server refused to export a snapshot: `work` then always runs on the transaction itself. */
  readonly shares: boolean;
  /**
   * Set when the server refused to export the snapshot: the transaction is aborted, and whatever its own
   * statements then fail with, the read is to be run again on one connection.
   */
  refused?: SnapshotExportRefused;
  /** The statements that open a read transaction on the second connection, given the SET TRANSACTION SNAPSHOT to put first. */
  readonly begin: (importSnapshot: string) => string;
  readonly executor: (client: PoolClient) => SqlExecutor;
}

/**
 * `tx.beside` for the read transaction on `client`: runs `work` on an idle connection of the pool, in a
 * transaction that imports this one's snapshot (so it reads exactly the rows this one reads), while this
 * one goes on with its own statements. When the pool has no idle connection that no one waits for, `work`
 * runs on this transaction instead, after what was asked of it before: a read never waits for a second
 * connection while it holds one (two reads doing so could each hold the connection the other waits for),
 * nor for one to be made (it asks the pool to make one for the next read).
 * This transaction must stay open until the returned promise settles (the import needs its exporter).
 */
export function besideIn(client: PoolClient, sharing: SnapshotSharing): <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T> {
  const own = sharing.executor(client);
  return async (work) => {
    const { pool } = sharing;
    // connect() hands idle connections to the waiting requests in order, on the next tick: with more idle than
    // waiting, this request gets one without waiting for any connection to be released.
    // An application's pool that is not a pg.Pool (only `connect` is required of one) tells no counts: never share.
    const counted = typeof pool.idleCount === "number" && typeof pool.waitingCount === "number" && typeof pool.totalCount === "number";
    const shares = sharing.shares && sharedSnapshotTuning.beside && counted;
    if (!shares || pool.idleCount <= pool.waitingCount) {
      // None to spare: read here. When the pool may grow, it makes one for the next read (not waited for; a
      // failure to connect only leaves the pool as it was). A pool used one read at a time keeps a single
      // connection otherwise, and its reads would never share.
      if (shares && pool.waitingCount === 0 && pool.ending !== true && pool.totalCount < (pool.options?.max ?? 10)) {
        void pool.connect().then(
          (made) => made.release(),
          () => undefined,
        );
      }
      sharedSnapshotCounts.onOne += 1;
      return work(own);
    }
    sharedSnapshotCounts.shared += 1;
    // Guarded from the moment it is taken: the server may end its session while this one exports the snapshot.
    const connecting = connectGuarded(pool);
    // Awaited or given back below whatever happens; this handler only keeps a refusal to connect, met while the
    // export is on its way, from being reported as unhandled (which ends the process).
    connecting.catch(() => undefined);
    let name: string;
    try {
      name = await exportSnapshot(client);
    } catch (error) {
      if (error instanceof SnapshotExportRefused) sharing.refused = error;
      void connecting.then(giveBackUnused, () => undefined);
      throw error;
    }
    const guarded = await connecting;
    const helper = guarded.client;
    return onPooledClient(
      helper,
      async (broke) => {
        await helper.query(sharing.begin(`SET TRANSACTION SNAPSHOT '${name}'`));
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work(sharing.executor(helper));
        } catch (error) {
          if (!isConnectionFailure(error)) await helper.query("ROLLBACK").catch(broke);
          throw error;
        }
        // Read-only: a COMMIT that fails leaves nothing to undo; a broken connection is not pooled again.
        await helper.query("COMMIT");
        return result;
      },
      guarded,
    );
  };
}

/** Exports the snapshot of the read transaction on `client`; SnapshotExportRefused when the server refuses (the transaction is then aborted). */
async function exportSnapshot(client: PoolClient): Promise<string> {
  let name: unknown;
  try {
    const result = await client.query<{ name: unknown }>("SELECT pg_export_snapshot() AS name");
    name = result.rows[0]?.name;
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    throw new SnapshotExportRefused({ cause: error });
  }
  if (typeof name !== "string" || !snapshotName.test(name)) {
    throw new SnapshotExportRefused({ cause: new Error(`pg_export_snapshot() answered ${JSON.stringify(name)}, not a snapshot name`) });
  }
  return name;
}
