import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { EngramError } from "@engram/core/store";
import { assertKey, type Lease } from "@engram/core/store-kit";

/** Runs a write transaction (the store wraps it with its closed check and busy retry). */
export type RunWrite = <T>(work: () => T) => Promise<T>;

function checkTtl(ttlMs: number): void {
  if (!Number.isInteger(ttlMs) || ttlMs <= 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid lease ttl ${String(ttlMs)}: expected a positive integer of milliseconds.`);
  }
}

/**
 * Takes the named lock in one IMMEDIATE transaction: free, or the holder's lease has lapsed, then
 * this caller's fresh token replaces it. The token guards renew and release, so a holder whose
 * lease lapsed and was taken can neither extend nor drop the new holder's lock.
 */
export async function takeLock(db: Database.Database, write: RunWrite, name: string, ttlMs: number): Promise<Lease | undefined> {
  checkTtl(ttlMs);
  assertKey("lock name", name);
  const token = randomUUID();
  const expiresMs = await write(() => {
    const now = Date.now();
    const held = cachedStatement(db, "SELECT expires_ms FROM locks WHERE name = ?").get(name) as { expires_ms: number } | undefined;
    if (held !== undefined && held.expires_ms > now) return undefined;
    const expires = now + ttlMs;
    cachedStatement(
      db,
      "INSERT INTO locks (name, token, expires_ms) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET token = excluded.token, expires_ms = excluded.expires_ms",
    ).run(name, token, expires);
    return expires;
  });
  if (expiresMs === undefined) return undefined;
  let expiresAt = new Date(expiresMs).toISOString();
  return {
    name,
    token,
    get expiresAt() {
      return expiresAt;
    },
    async renew(ttl: number): Promise<boolean> {
      checkTtl(ttl);
      const renewed = await write(() => {
        const now = Date.now();
        const expires = now + ttl;
        const changes = cachedStatement(db, "UPDATE locks SET expires_ms = ? WHERE name = ? AND token = ? AND expires_ms > ?").run(
          expires,
          name,
          token,
          now,
        ).changes;
        return changes === 1 ? expires : undefined;
      });
      if (renewed === undefined) return false;
      expiresAt = new Date(renewed).toISOString();
      return true;
    },
    async release(): Promise<void> {
      await write(() => cachedStatement(db, "DELETE FROM locks WHERE name = ? AND token = ?").run(name, token));
    },
  };
}
