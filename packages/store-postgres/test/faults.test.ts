import { describe, expect, it } from "vitest";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { userMessage } from "./message-events.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";

const scope = { workspace: "faults" };
const message = (id: string, text: string) => userMessage(id, text, new Date().toISOString());

/** Resolves once `condition` holds, checked whenever `notify` is called: an event, not a sleep. */
class Progress {
  #waiters: { condition: () => boolean; resolve: () => void }[] = [];
  notify(): void {
    this.#waiters = this.#waiters.filter((waiter) => {
      if (!waiter.condition()) return true;
      waiter.resolve();
      return false;
    });
  }
  until(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ condition, resolve }));
  }
}

interface WriterLog {
  /** seq -> message id, for every append the store acknowledged. */
  readonly appended: Map<number, string>;
  readonly put: string[];
  readonly failed: { id: string; error: unknown }[];
}

/** A writer appending to its own session and putting a note per step until `stop()`. */
function writer(store: PostgresStore, name: string, progress: Progress, running: () => boolean): { log: WriterLog; done: Promise<void> } {
  const log: WriterLog = { appended: new Map(), put: [], failed: [] };
  const done = (async () => {
    for (let i = 0; running(); i++) {
      const id = `${name}-${i}`;
      try {
        const [seqs] = await Promise.all([
          store.appendEvents(`session-${name}`, scope, [message(id, `step ${i} of ${name}`)]),
          store.put({
            kind: "note",
            id,
            key: id,
            scope,
            content: `note ${i} of ${name}`,
            createdAt: new Date(0).toISOString(),
            updatedAt: new Date(0).toISOString(),
          }),
        ]);
        log.appended.set(seqs[0]!, id);
        log.put.push(id);
      } catch (error) {
        log.failed.push({ id, error });
      }
      progress.notify();
    }
  })();
  return { log, done };
}

describeWithPostgres("a PostgreSQL server that stops and comes back", () => {
  const fixture = usePostgresServer();

  for (const mode of ["fast", "immediate"] as const) {
    it(`keeps every acknowledged write when the server restarts (${mode} shutdown) under four writers, and works again without reopening`, async () => {
      const store = await openPostgresStore({
        connectionString: fixture.url,
        schema: freshSchema("faults"),
        poolSize: 8,
        retry: { retries: 40, minDelayMs: 20, maxDelayMs: 400 },
      });
      const progress = new Progress();
      let running = true;
      const writers = ["a", "b", "c", "d"].map((name) => writer(store, name, progress, () => running));
      const acknowledged = (): number => writers.reduce((sum, { log }) => sum + log.appended.size, 0);
      try {
        await progress.until(() => acknowledged() >= 40);
        await fixture.server.halt(mode);
        const atRestart = acknowledged();
        await fixture.server.resume();
        // Writes acknowledged after the restart: the same store (its pool's broken connections replaced) works again.
        await progress.until(() => acknowledged() >= atRestart + 40);
      } finally {
        running = false;
        await Promise.all(writers.map(({ done }) => done));
      }
      try {
        for (const [index, { log }] of writers.entries()) {
          const name = ["a", "b", "c", "d"][index]!;
          const events = await store.readEvents(`session-${name}`);
          // Gapless, and every acknowledged append is there, under the seq it was acknowledged with.
          expect(events.map((event) => event.seq)).toEqual(Array.from({ length: events.length }, (_, i) => i + 1));
          const stored = new Map(events.map((event) => [event.seq, event.type === "message" ? event.message.id : ""]));
          for (const [seq, id] of log.appended) expect(stored.get(seq), `${id} at seq ${seq}`).toBe(id);
          // With retries enough to outlast the restart, no write failed, and nothing was appended twice.
          expect(log.failed).toEqual([]);
          expect([...stored.values()].sort()).toEqual([...log.appended.values()].sort());
          for (const id of log.put) expect(await store.get("note", id), id).toMatchObject({ id, content: expect.stringContaining(`of ${name}`) });
        }
        const hits = await store.search({ text: "step", scope, targets: ["message"], limit: 10 });
        expect(hits).toHaveLength(10);
      } finally {
        await store.close();
      }
    }, 180_000);
  }

  it("answers STORE_UNAVAILABLE once its retries are spent while the server is down, and the same store works once it is back", async () => {
    const store = await openPostgresStore({
      connectionString: fixture.url,
      schema: freshSchema("down"),
      retry: { retries: 2, minDelayMs: 10, maxDelayMs: 20 },
    });
    try {
      await store.put({
        kind: "note",
        id: "before",
        key: "before",
        scope,
        content: "written before",
        createdAt: new Date(0).toISOString(),
        updatedAt: new Date(0).toISOString(),
      });
      await fixture.server.halt("fast");
      let caught: unknown;
      try {
        await store.get("note", "before");
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ name: "EngramError", code: "STORE_UNAVAILABLE", details: { attempts: 3 } });
      expect((caught as Error).message).toContain("after 3 attempts");
      await fixture.server.resume();
      expect(await store.get("note", "before")).toMatchObject({ content: "written before" });
      expect(await store.appendEvents("after", scope, [message("m1", "after the outage")])).toEqual([1]);
    } finally {
      await store.close();
    }
  }, 120_000);
});

describe("a PostgreSQL server that is not there", () => {
  it("fails to open with STORE_UNAVAILABLE naming the problem, after its retries", async () => {
    const { freePort } = await import("../src/testing/postgres-server.js");
    const port = await freePort();
    const error = await openPostgresStore({
      connectionString: `postgres://nobody@127.0.0.1:${port}/nothing`,
      retry: { retries: 1, minDelayMs: 1, maxDelayMs: 1 },
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: "EngramError", code: "STORE_UNAVAILABLE", details: { attempts: 2 } });
    expect((error as Error).message).toContain("ECONNREFUSED");
  });
});
