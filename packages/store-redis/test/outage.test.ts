import { isEngramError, type EngramError } from "@engram/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { freePort } from "../src/testing/redis-server.js";
import { entry } from "./fixtures.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

describeWithRedis("a lost connection", () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await RedisServer.start();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("surfaces STORE_UNAVAILABLE after bounded retries, and the next call works once Redis is back", async () => {
    const store = await openRedisStore({
      url: server.url,
      prefix: "outage-test",
      retry: { retries: 3, minDelayMs: 20, maxDelayMs: 100 },
    });
    try {
      await store.put(entry("o1", "before the outage", { workspace: "o" }));
      await server.stop();
      const error = await store.get("entry", "o1").then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isEngramError(error, "STORE_UNAVAILABLE")).toBe(true);
      expect((error as EngramError).details).toMatchObject({ operation: "find record" });

      await server.start();
      // The server restarted empty (no persistence): the store answers again, with what it now holds.
      expect(await store.get("entry", "o1")).toBeUndefined();
      const stored = await store.put(entry("o2", "after the outage", { workspace: "o" }));
      expect(await store.get("entry", "o2")).toEqual(stored);
    } finally {
      await store.close();
    }
  });

  it("refuses to open against a server that is down, with STORE_UNAVAILABLE", async () => {
    await server.stop();
    const error = await openRedisStore({ url: server.url, prefix: "outage-test", retry: { retries: 2, minDelayMs: 10 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isEngramError(error, "STORE_UNAVAILABLE")).toBe(true);
    await server.start();
  });

  it("refuses to open a cluster none of whose nodes answers, naming the nodes and never the password", async () => {
    const [a, b] = [await freePort(), await freePort()];
    const error = await openRedisStore({
      url: `redis+cluster://ann:hunter2@127.0.0.1:${a},127.0.0.1:${b}`,
      prefix: "outage-test",
      retry: { retries: 1, minDelayMs: 10 },
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isEngramError(error, "STORE_UNAVAILABLE")).toBe(true);
    expect((error as EngramError).message).toContain(`127.0.0.1:${a}, 127.0.0.1:${b}`);
    expect((error as EngramError).message).not.toContain("hunter2");
  });
});
