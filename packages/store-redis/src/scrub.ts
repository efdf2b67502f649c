import { setTimeout as delay } from "node:timers/promises";
import { EngramError } from "@engram/core";
import type { Connection } from "./connection.js";
import { readPersistence } from "./persistence.js";

/** How long scrub waits for the server's rewrite of its files (a large data set takes a while). */
const rewriteTimeoutMs = 5 * 60_000;
const pollMs = 20;

/** A field of `INFO persistence`, as text. */
async function persistenceField(connection: Connection, field: string): Promise<string | undefined> {
  const info = await connection.command("INFO persistence", ["INFO", "persistence"]);
  return typeof info === "string" ? new RegExp(`^${field}:(.*)$`, "m").exec(info)?.[1]?.trim() : undefined;
}

/** Waits until none of `fields` reads 1 (a background rewrite or save is done). */
async function waitUntilIdle(connection: Connection, fields: readonly string[], what: string): Promise<void> {
  const deadline = Date.now() + rewriteTimeoutMs;
  for (;;) {
    const values = await Promise.all(fields.map((field) => persistenceField(connection, field)));
    if (values.every((value) => value !== "1")) return;
    if (Date.now() > deadline) {
      throw new EngramError("STORE_UNAVAILABLE", `Redis did not finish ${what} within ${rewriteTimeoutMs / 60_000} minutes; run scrub again once it has.`);
    }
    await delay(pollMs);
  }
}

/**
 * Redis frees a deleted key's memory at once; what keeps old values is on disk. With the append-only
 * file on, BGREWRITEAOF replaces its history (every write ever logged) with the current data; with RDB
 * snapshots on, a new snapshot replaces the old one. Both are waited for. Persistence the server will
 * not report (CONFIG and INFO refused, as some managed services do) is STORE_UNAVAILABLE: the caller
 * cannot know the old values are gone. Replicas rewrite their own files; see the README.
 */
export async function scrubServer(connection: Connection): Promise<void> {
  const persistence = await readPersistence(connection);
  if (persistence.aof === "unknown" || persistence.rdb === "unknown") {
    throw new EngramError(
      "STORE_UNAVAILABLE",
      "The Redis server does not say whether it persists to disk (CONFIG or INFO refused), so old values may remain in its files; " +
        "ask its operator to rewrite the append-only file and the snapshot (BGREWRITEAOF, BGSAVE).",
    );
  }
  if (persistence.aof) {
    await waitUntilIdle(connection, ["aof_rewrite_in_progress", "aof_rewrite_scheduled", "rdb_bgsave_in_progress"], "a running save");
    await connection.command("rewrite the append-only file", ["BGREWRITEAOF"], false);
    await waitUntilIdle(connection, ["aof_rewrite_in_progress", "aof_rewrite_scheduled"], "rewriting the append-only file");
    const status = await persistenceField(connection, "aof_last_bgrewrite_status");
    if (status !== "ok")
      throw new EngramError("STORE_UNAVAILABLE", `Redis failed to rewrite its append-only file (status ${status ?? "unknown"}); see the server's log.`);
  }
  if (persistence.rdb) {
    await waitUntilIdle(connection, ["aof_rewrite_in_progress", "aof_rewrite_scheduled", "rdb_bgsave_in_progress"], "a running save");
    await connection.command("save a snapshot", ["BGSAVE"], false);
    await waitUntilIdle(connection, ["rdb_bgsave_in_progress"], "saving a snapshot");
    const status = await persistenceField(connection, "rdb_last_bgsave_status");
    if (status !== "ok") throw new EngramError("STORE_UNAVAILABLE", `Redis failed to save its snapshot (status ${status ?? "unknown"}); see the server's log.`);
  }
}
