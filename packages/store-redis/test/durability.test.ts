import { isEngramError } from "@engram/core";
import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { pollUntil } from "../src/testing/redis-process.js";
import { type RedisProcess, startRedisServer } from "../src/testing/redis-server.js";
import { entry, message } from "./fixtures.js";
import { describeWithRedis } from "./redis-server.js";

const scope = { workspace: "acme" };

describeWithRedis('durability "replica": a write is acknowledged once a replica has it (WAIT)', () => {
  let primary: RedisProcess;
  let replica: RedisProcess;
  let replicaAdmin: RedisClientType;

  beforeAll(async () => {
    primary = await startRedisServer();
    replica = await startRedisServer();
    replicaAdmin = createClient({ url: replica.url });
    await replicaAdmin.connect();
    // The replica loads its primary's data from the socket, not through a dump.rdb in the working directory.
    await replicaAdmin.sendCommand(["CONFIG", "SET", "repl-diskless-load", "swapdb"]);
    await replicaAdmin.sendCommand(["REPLICAOF", "127.0.0.1", String(primary.port)]);
    await pollUntil(
      async () => (/master_link_status:up/.test(String(await replicaAdmin.sendCommand(["INFO", "replication"]))) ? true : undefined),
      Date.now() + 30_000,
      () => true,
      () => new Error("The replica did not connect to its primary."),
    );
  });
  afterAll(async () => {
    await replicaAdmin?.close();
    await replica?.stop();
    await primary?.stop();
  });

  it("acknowledges writes a replica has, and refuses to acknowledge one while no replica confirms it", async () => {
    const store = await openRedisStore({ url: primary.url, prefix: "durable", durability: "replica", replicaTimeoutMs: 2000, onWarning: () => undefined });
    try {
      await store.put(entry("e1", "kept on two servers", scope));
      expect(await store.appendEvents("s1", scope, [message("m1", "also on two")])).toEqual([1]);
      expect(await replicaAdmin.hGet("durable:{workspace=acme}:r:entry", "e1")).toContain("kept on two servers");

      process.kill(replica.pid, "SIGSTOP");
      try {
        const error: unknown = await store.put(entry("e2", "only on the primary", scope)).catch((caught: unknown) => caught);
        expect(isEngramError(error, "STORE_UNAVAILABLE")).toBe(true);
        expect((error as { details: Record<string, unknown> }).details).toMatchObject({ replicated: false, acknowledged: 0, required: 1 });
        // Reads need no replica.
        expect((await store.get("entry", "e1"))?.id).toBe("e1");
      } finally {
        process.kill(replica.pid, "SIGCONT");
      }
      // Once the replica answers again, the same put is acknowledged, and the replica has it.
      await store.put(entry("e2", "only on the primary", scope));
      expect(await replicaAdmin.hGet("durable:{workspace=acme}:r:entry", "e2")).toContain("only on the primary");
    } finally {
      await store.close();
    }
  });

  it("is refused with a proxy, which cannot WAIT on the connection that wrote", async () => {
    const error: unknown = await openRedisStore({ url: primary.url, prefix: "durable", durability: "replica", cluster: "proxy" }).catch(
      (caught: unknown) => caught,
    );
    expect(isEngramError(error, "INVALID_OPTIONS")).toBe(true);
  });
});
