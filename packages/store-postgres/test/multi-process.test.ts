import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expectOneEntryHoldingAll, expectProcessesLoseNothing, rememberConcurrently } from "@engram/core/testing";
import { expect, it } from "vitest";
import { openPostgresStore } from "../src/index.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";

const writer = fileURLToPath(new URL("./fixtures/writer.mjs", import.meta.url));
/** The writers are plain .mjs processes importing the built package; turbo's test task builds it first. */
const dist = fileURLToPath(new URL("../dist/index.js", import.meta.url));

type WriterMessage = { type: "ready" } | { type: "done"; seqs: number[]; conflicts: number };

/** Starts every writer, waits until all have opened the store, then lets them go at once. */
async function runWriters(url: string, schema: string, workers: readonly string[], count: number): Promise<{ seqs: number[]; conflicts: number }[]> {
  const children = workers.map((worker) => fork(writer, [url, schema, worker, String(count)], { stdio: ["ignore", "inherit", "inherit", "ipc"] }));
  const ready = children.map(
    (child) =>
      new Promise<void>((resolve, reject) => {
        child.once("error", reject);
        child.once("message", () => resolve());
      }),
  );
  const done = children.map(
    (child, i) =>
      new Promise<{ seqs: number[]; conflicts: number }>((resolve, reject) => {
        let result: { seqs: number[]; conflicts: number } | undefined;
        child.on("message", (message: WriterMessage) => {
          if (message.type === "done") result = message;
        });
        child.on("exit", (code) => (code === 0 && result !== undefined ? resolve(result) : reject(new Error(`writer ${workers[i]} exited with ${code}`))));
      }),
  );
  await Promise.all(ready);
  for (const child of children) child.send("go");
  return Promise.all(done);
}

describeWithPostgres("writers in several processes on one PostgreSQL server", () => {
  const fixture = usePostgresServer();

  it("lose no append, put, use mark or compare-and-set increment, and number the session's events 1..n without gaps", async () => {
    expect(existsSync(dist), `${dist} is missing: the writers import the built package (pnpm exec tsc -b; turbo's test task builds it first).`).toBe(true);
    const schema = freshSchema("multi");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    try {
      const at = new Date(0).toISOString();
      await store.put({
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
      });
      await store.put({ kind: "note", id: "counter", key: "counter", content: "0", scope: { workspace: "counters" }, createdAt: at, updatedAt: at });
      const workers = ["w0", "w1", "w2", "w3"];
      const perWorker = 40;
      const results = await runWriters(fixture.url, schema, workers, perWorker);
      const total = workers.length * perWorker;
      const seqs = results.flatMap((result) => result.seqs);
      expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      const events = await store.readEvents("shared-session");
      expect(events.map((event) => event.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      const ids = events.map((event) => (event.type === "message" ? event.message.id : "")).sort();
      expect(ids).toEqual(workers.flatMap((w) => Array.from({ length: perWorker }, (_, i) => `${w}-${i}`)).sort());
      // Each writer's own events keep its order.
      for (const [index, worker] of workers.entries()) {
        const mine = events.filter((event) => event.type === "message" && event.message.id.startsWith(`${worker}-`));
        expect(mine.map((event) => event.seq)).toEqual(results[index]!.seqs);
      }
      expect(await store.count({ kind: "note", scope: { workspace: "shared" } })).toBe(total);
      expect((await store.getSession("shared-session"))?.eventCount).toBe(total);
      expect(await store.get("entry", "hot")).toMatchObject({ useCount: total, updatedAt: at });
      // Every increment read the counter, and exactly one of the writers holding the same value won.
      expect(await store.get("note", "counter")).toMatchObject({ content: String(total) });
      expect(results.reduce((sum, result) => sum + result.conflicts, 0)).toBeGreaterThan(0);
      expect((await store.search({ text: "number", scope: { workspace: "shared" }, targets: ["message"], limit: 200 })).length).toBe(total);
    } finally {
      await store.close();
    }
  }, 180_000);

  it("20 concurrent remember calls in one process leave exactly one entry holding every acknowledged content", async () => {
    const scope = { workspace: "acme", user: "ann" };
    const store = await openPostgresStore({ connectionString: fixture.url, schema: freshSchema("remember") });
    try {
      const contents = await rememberConcurrently(store, { scope, key: "port", count: 20 });
      expect(contents).toHaveLength(20);
      await expectOneEntryHoldingAll(store, scope, "port", contents);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("6 processes remembering 10 contents each under one key lose none of the 60 and leave one entry", async () => {
    const options = { connectionString: fixture.url, schema: freshSchema("remember"), poolSize: 3 };
    await expectProcessesLoseNothing({ storeModule: dist, open: { exportName: "openPostgresStore", options }, scope: { workspace: "acme", user: "ann" } }, () =>
      openPostgresStore(options),
    );
  }, 300_000);
});
