import { describe, expect, it } from "vitest";
import { openTemp, track } from "./helpers.js";
import { openSqliteStore } from "../src/index.js";

describe("locks", () => {
  it("is exclusive while live, across connections, until released", async () => {
    const { store, path } = await openTemp();
    const other = track(await openSqliteStore({ path }));
    const lease = await store.lock("consolidate", 60_000);
    expect(lease?.name).toBe("consolidate");
    expect(await other.lock("consolidate", 60_000)).toBeUndefined();
    expect(await store.lock("consolidate", 60_000)).toBeUndefined();
    expect(await other.lock("another", 60_000)).toMatchObject({ name: "another" });
    await lease?.release();
    const next = await other.lock("consolidate", 60_000);
    expect(next?.name).toBe("consolidate");
    expect(next?.token).not.toBe(lease?.token);
  });

  it("renews a live lease, and a lapsed lease may be taken, after which the old holder cannot renew", async () => {
    const { store } = await openTemp();
    const lease = await store.lock("job", 60_000);
    if (!lease) throw new Error("expected the lock");
    const before = Date.parse(lease.expiresAt);
    expect(await lease.renew(120_000)).toBe(true);
    expect(Date.parse(lease.expiresAt)).toBeGreaterThan(before);
    // A lease whose ttl is 1 ms lapses; poll the clock instead of sleeping a guessed time.
    const short = await store.lock("short", 1);
    if (!short) throw new Error("expected the lock");
    const until = Date.parse(short.expiresAt);
    while (Date.now() <= until) await new Promise((resolve) => setImmediate(resolve));
    const taker = await store.lock("short", 60_000);
    expect(taker?.name).toBe("short");
    expect(await short.renew(60_000)).toBe(false);
    await short.release();
    expect(await store.lock("short", 60_000)).toBeUndefined();
  });
});
