import { setTimeout as delay } from "node:timers/promises";
import { EngramError } from "@engram/core";
import type { Connection } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { takeLock } from "./locks.js";

/** A layout migration: the marker key that records it is done, the value it holds then, and its lock. */
export interface LayoutStep {
  /** For messages: what the migration brings data to. */
  readonly what: string;
  readonly marker: string;
  readonly value: string;
  readonly lockName: string;
}

const lockTtlMs = 120_000;
const pollMs = 50;

/**
 * Runs `migrate` once per store: not at all when the marker already holds the value; for a store
 * without any registered scope the marker is set at once. Otherwise under a lease, so one of several
 * processes opening at once migrates while the others wait for the marker (STORE_UNAVAILABLE when the
 * lease is held past `waitMs`); the marker is set only after `migrate` finished, so a crash leaves it
 * for the next open to finish (every step must be safe to repeat).
 */
export async function migrateOnce<T>(
  connection: Connection,
  keys: KeyLayout,
  step: LayoutStep,
  migrate: () => Promise<T>,
  waitMs = lockTtlMs,
): Promise<T | undefined> {
  const done = async (): Promise<boolean> => (await connection.command(`read the ${step.what} marker`, ["GET", step.marker])) === step.value;
  const mark = (): Promise<unknown> => connection.command(`mark the ${step.what} done`, ["SET", step.marker, step.value]);
  if (await done()) return undefined;
  if ((await connection.command("count scopes", ["HLEN", keys.scopeRegistry()])) === 0) {
    await mark();
    return undefined;
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const lease = await takeLock(connection, keys, step.lockName, lockTtlMs);
    if (lease) {
      try {
        if (await done()) return undefined;
        const result = await migrate();
        await mark();
        return result;
      } finally {
        await lease.release();
      }
    }
    if (await done()) return undefined;
    if (Date.now() > deadline) {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Another process has held the ${step.what} lock of prefix "${keys.prefix}" for over ${waitMs} ms: open the store again once it is done.`,
      );
    }
    await delay(pollMs);
  }
}
