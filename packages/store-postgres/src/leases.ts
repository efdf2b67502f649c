import { randomUUID } from "node:crypto";
import type { Lease } from "@engram/core/store-kit";
import { assertKey, assertTtl } from "@engram/core/store-kit";
import type { Database } from "./database.js";

/** The server's clock in epoch milliseconds: every process sharing the store agrees on when a lease lapses. */
const serverNow = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint";

/**
 * Takes the named lock when it is free or lapsed, in one statement (an upsert that only replaces a
 * lapsed row), timed by the server's clock. Renew and release match the token, so a holder whose lease
 * lapsed and was retaken cannot touch the new one.
 */
export async function takeLease(db: Database, name: string, ttlMs: number): Promise<Lease | undefined> {
  assertKey("lock name", name);
  assertTtl(ttlMs);
  const { locks } = db.tables;
  const token = randomUUID();
  const taken = await db.write(
    `taking the lock "${name}"`,
    async (tx) => {
      const rows = await tx.query<{ expires_ms: unknown }>(
        `INSERT INTO ${locks} (name, token, expires_ms) VALUES ($1, $2, ${serverNow} + $3)
         ON CONFLICT (name) DO UPDATE SET token = excluded.token, expires_ms = excluded.expires_ms WHERE ${locks}.expires_ms <= ${serverNow}
         RETURNING expires_ms`,
        [name, token, ttlMs],
      );
      const row = rows.rows[0];
      return row === undefined ? null : Number(row.expires_ms);
    },
    { receipt: true },
  );
  if (taken === null) return undefined;
  let expiresAt = taken;
  return {
    name,
    token,
    get expiresAt() {
      return new Date(expiresAt).toISOString();
    },
    async renew(ttl: number): Promise<boolean> {
      db.assertOpen("renew a lease");
      assertTtl(ttl);
      const renewed = await db.write(
        `renewing the lock "${name}"`,
        async (tx) => {
          const rows = await tx.query<{ expires_ms: unknown }>(
            `UPDATE ${locks} SET expires_ms = ${serverNow} + $3 WHERE name = $1 AND token = $2 AND expires_ms > ${serverNow} RETURNING expires_ms`,
            [name, token, ttl],
          );
          const row = rows.rows[0];
          return row === undefined ? null : Number(row.expires_ms);
        },
        { receipt: true },
      );
      if (renewed === null) return false;
      expiresAt = renewed;
      return true;
    },
    async release(): Promise<void> {
      db.assertOpen("release a lease");
      await db.write(`releasing the lock "${name}"`, async (tx) => {
        await tx.query(`DELETE FROM ${locks} WHERE name = $1 AND token = $2`, [name, token]);
      });
    },
  };
}
