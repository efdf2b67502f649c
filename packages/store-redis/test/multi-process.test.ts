import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MemoryStore } from "@engram/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

const writer = fileURLToPath(new URL("./fixtures/writer.mjs", import.meta.url));
/** The writers are plain .mjs processes importing the built package; turbo's test task builds it first. */
const dist = fileURLToPath(new URL("../dist/index.js", import.meta.url));

function runWriter(url: string, prefix: string, worker: string, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = fork(writer, [url, prefix, worker, String(count)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let seqs: number[] | undefined;
    child.on("message", (message) => {
      seqs = (message as { seqs: number[] }).seqs;
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 && seqs !== undefined ? resolve(seqs) : reject(new Error(`writer ${worker} exited with ${code}`))));
  });
}

describeWithRedis("writers in several processes", () => {
  let server: RedisServer;
  let store: MemoryStore;
  const prefix = "multi-process-test";

  beforeAll(async () => {
    server = await RedisServer.start();
    store = await openRedisStore({ url: server.url, prefix });
  });
  afterAll(async () => {
    await store.close();
    await server.stop();
  });

  it("loses no append, put or use mark, and numbers the session's events 1..n without gaps", async () => {
    expect(
      existsSync(dist),
      `${dist} is missing: the writer processes import the built package. Run \`pnpm exec tsc -b\` in packages/store-redis (turbo's test task builds it first).`,
    ).toBe(true);
    const workers = ["w0", "w1", "w2", "w3"];
    const perWorker = 60;
    const at = new Date(0).toISOString();
    const hot = {
      kind: "entry",
      id: "hot",
      key: "hot",
      content: "used by every writer",
      type: "fact",
      scope: { workspace: "counters" },
      createdAt: at,
      updatedAt: at,
      importance: 0.5,
      confidence: 0.5,
      source: "manual",
      provenance: { trust: "agent" },
    } as const;
    await store.put(hot);
    const seqs = (await Promise.all(workers.map((w) => runWriter(server.url, prefix, w, perWorker)))).flat();
    const total = workers.length * perWorker;
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const events = await store.readEvents("shared-session");
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const ids = events.map((event) => (event.type === "message" ? event.message.id : "")).sort();
    const expected = workers.flatMap((w) => Array.from({ length: perWorker }, (_, i) => `${w}-${i}`)).sort();
    expect(ids).toEqual(expected);
    expect(await store.count({ kind: "note", scope: { workspace: "shared" } })).toBe(total);
    expect((await store.getSession("shared-session"))?.eventCount).toBe(total);
    expect(await store.get("entry", "hot")).toMatchObject({ useCount: total, updatedAt: at });
  });
});
