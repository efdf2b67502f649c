import { randomUUID } from "node:crypto";
import { assertKey, assertTtl, type Lease } from "@engram/core/store-kit";
import type { Connection } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { releaseLockScript, renewLockScript } from "./lua/lock-scripts.js";

/**
 * A lease is a key set with NX and a TTL: it lapses on its own when a holder dies. The lock name and
 * ttls are checked as core's `assertKey` and `assertTtl` define (INVALID_KEY, INVALID_OPTIONS).
 */
export async function takeLock(connection: Connection, keys: KeyLayout, name: string, ttlMs: number): Promise<Lease | undefined> {
  assertKey("lock name", name);
  assertTtl(ttlMs);
  const key = keys.lock(name);
  const token = randomUUID();
  const taken = await connection.command("take lock", ["SET", key, token, "NX", "PX", String(ttlMs)]);
  if (taken !== "OK") return undefined;
  let expiresAt = new Date(Date.now() + ttlMs).toISOString();
  return {
    name,
    token,
    get expiresAt() {
      return expiresAt;
    },
    async renew(nextTtlMs: number): Promise<boolean> {
      connection.assertOpen("renew a lease");
      assertTtl(nextTtlMs);
      const renewed = await connection.script(renewLockScript, [key], [token, String(nextTtlMs)]);
      if (renewed === 1) expiresAt = new Date(Date.now() + nextTtlMs).toISOString();
      return renewed === 1;
    },
    async release(): Promise<void> {
      connection.assertOpen("release a lease");
      await connection.script(releaseLockScript, [key], [token]);
    },
  };
}
