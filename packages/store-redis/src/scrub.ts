import { setTimeout as delay } from "node:timers/promises";
import { EngramError } from "@engram/core";
import type { Connection, ServerConnection } from "./connection.js";
import { readServerPersistence } from "./persistence.js";

/** How long scrub waits for the server's rewrite of its files (a large data set takes a while). */
const rewriteTimeoutMs = 5 * 60_000;
const pollMs = 20;

/** A field of `INFO persistence`, as text. */
async function persistenceField(server: ServerConnection, field: string): Promise<string | undefined> {
  const info = await server.command("INFO persistence", ["INFO", "persistence"]);
  return typeof info === "string" ? new RegExp(`^${field}:(.*)$`, "m").exec(info)?.[1]?.trim() : undefined;
}

/** Waits until none of `fields` reads 1 (a background rewrite or save is done). */
async function waitUntilIdle(server: ServerConnection, fields: readonly string[], what: string): Promise<void> {
  const deadline = Date.now() + rewriteTimeoutMs;
  for (;;) {
    const values = await Promise.all(fields.map((field) => persistenceField(server, field)));
    if (values.every((value) => value !== "1")) return;
    if (Date.now() > deadline) {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Redis at ${server.address} did not finish ${what} within ${rewriteTimeoutMs / 60_000} minutes; run scrub again once it has.`,
      );
    }
    await delay(pollMs);
  }
}

/** Rewrites one server's files (see `scrubServers`). */
async function scrubServer(server: ServerConnection): Promise<void> {
  const persistence = await readServerPersistence(server);
  if (persistence.aof === "unknown" || persistence.rdb === "unknown") {
    throw new EngramError(
      "STORE_UNAVAILABLE",
      `The Redis server at ${server.address} does not say whether it persists to disk (CONFIG or INFO refused), so old values may remain in its files; ` +
        "ask its operator to rewrite the append-only file and the snapshot (BGREWRITEAOF, BGSAVE).",
    );
  }
  if (persistence.aof) {
    await waitUntilIdle(server, ["aof_rewrite_in_progress", "aof_rewrite_scheduled", "rdb_bgsave_in_progress"], "a running save");
    await server.command("rewrite the append-only file", ["BGREWRITEAOF"], false);
    await waitUntilIdle(server, ["aof_rewrite_in_progress", "aof_rewrite_scheduled"], "rewriting the append-only file");
    const status = await persistenceField(server, "aof_last_bgrewrite_status");
    if (status !== "ok") {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Redis at ${server.address} failed to rewrite its append-only file (status ${status ?? "unknown"}); see its log.`,
      );
    }
  }
  if (persistence.rdb) {
    await waitUntilIdle(server, ["aof_rewrite_in_progress", "aof_rewrite_scheduled", "rdb_bgsave_in_progress"], "a running save");
    await server.command("save a snapshot", ["BGSAVE"], false);
    await waitUntilIdle(server, ["rdb_bgsave_in_progress"], "saving a snapshot");
    const status = await persistenceField(server, "rdb_last_bgsave_status");
    if (status !== "ok") {
      throw new EngramError("STORE_UNAVAILABLE", `Redis at ${server.address} failed to save its snapshot (status ${status ?? "unknown"}); see its log.`);
    }
  }
}

/**
 * Redis frees a deleted key's memory at once; what keeps old values is on disk. With the append-only
 * file on, BGREWRITEAOF replaces its history (every write ever logged) with the current data; with RDB
 * snapshots on, a new snapshot replaces the old one. Both are waited for, on every server holding data
 * (each master of a cluster). Persistence a server will not report (CONFIG and INFO refused, as some
 * managed services do) is STORE_UNAVAILABLE: the caller cannot know the old values are gone. Replicas
 * rewrite their own files; see the README.
 */
export async function scrubServers(connection: Connection): Promise<void> {
  for (const server of await connection.servers()) await scrubServer(server);
}
