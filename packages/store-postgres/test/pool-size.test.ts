import pg from "pg";
import { expect, it } from "vitest";
import { openPostgresStore } from "../src/index.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";
import { userMessage as message } from "./message-events.js";

const scope = { workspace: "w" };
/** The appends' scope: their documents leave the searches' statistics (per visible scope) and so their order alone. */
const elsewhere = { workspace: "busy" };
const at = "2026-03-01T09:00:00.000Z";

/** The store's own pool names its connections "engram" (open-postgres-store.ts); this file's server has no other client of that name. */
const storeConnectionsSql = `SELECT count(*)::int AS connections, count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting
  FROM pg_stat_activity WHERE application_name = 'engram' AND datname = current_database()`;

describeWithPostgres("the store's own pool", () => {
  const fixture = usePostgresServer();

  it("opens at most poolSize connections: twelve calls at once, four of them blocked on a row lock, share three", async () => {
    const schema = freshSchema("pool");
    const store = await openPostgresStore({ connectionString: fixture.url, schema, poolSize: 3 });
    const sampler = new pg.Client({ connectionString: fixture.url });
    const holder = new pg.Client({ connectionString: fixture.url });
    await sampler.connect();
    await holder.connect();
    const samples: { connections: number; waiting: number }[] = [];
    let sampling = true;
    let sampled: Promise<void> = Promise.resolve();
    try {
      await store.put({
        kind: "entry",
        id: "hot",
        key: "hot",
        scope,
        content: "Deploy the staging worker on Tuesdays",
        type: "convention",
        importance: 0.5,
        confidence: 0.9,
        source: "manual",
        provenance: { trust: "user" },
        createdAt: at,
        updatedAt: at,
      });
      await store.appendEvents("seen", scope, [message("m0", "The staging worker deployed twice")]);

      // Sampled from another connection for as long as the calls run: the store's connections, and how many wait on a lock.
      sampled = (async () => {
        while (sampling) samples.push((await sampler.query<{ connections: number; waiting: number }>(storeConnectionsSql)).rows[0]!);
      })();
      const until = async (condition: () => boolean) => {
        while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
      };

      // Another transaction holds the entry's row: each markUsed holds its connection while it waits for the row (FOR UPDATE).
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "${schema}".records WHERE kind = 'entry' AND id = 'hot' FOR UPDATE`);
      const settled = new Set<string>();
      const track = <T>(name: string, call: Promise<T>) => call.finally(() => settled.add(name));
      const used = Array.from({ length: 4 }, (_, i) => track(`used ${i}`, store.markUsed(["hot"], `2026-03-0${i + 2}T09:00:00.000Z`)));
      const searches = Array.from({ length: 4 }, (_, i) =>
        track(`search ${i}`, store.search({ text: "staging worker", scope, targets: ["entry", "message"] })),
      );
      const appends = Array.from({ length: 4 }, (_, i) =>
        track(`append ${i}`, store.appendEvents(`s${i}`, elsewhere, [message(`m${i}`, `Append ${i} while busy`)])),
      );

      // Three markUsed calls come to hold the three connections, waiting for the row (the other calls ran before them
      // or wait their turn); the fourth waits for a connection, not on a fourth one.
      await until(() => (samples.at(-1)?.waiting ?? 0) >= 3);
      const peak = samples.length;
      await until(() => samples.length >= peak + 20);
      expect(samples.at(-1)).toEqual({ connections: 3, waiting: 3 });
      expect([...settled].filter((name) => name.startsWith("used"))).toEqual([]);

      await holder.query("COMMIT");
      expect(await Promise.all(used)).toEqual([1, 1, 1, 1]);
      const hits = await Promise.all(searches);
      expect(hits.map((page) => page.map((hit) => (hit.target === "record" ? hit.record.id : `${hit.sessionId}#${hit.event.seq}`)))).toEqual(
        // The shorter document first, both holding the phrase.
        Array.from({ length: 4 }, () => ["seen#1", "hot"]),
      );
      expect(await Promise.all(appends)).toEqual([[1], [1], [1], [1]]);
      expect(await store.get("entry", "hot")).toMatchObject({ useCount: 4 });
      sampling = false;
      await sampled;

      expect(samples.length).toBeGreaterThan(10);
      expect(Math.max(...samples.map((sample) => sample.connections))).toBe(3);
      expect(Math.max(...samples.map((sample) => sample.waiting))).toBe(3);
    } finally {
      sampling = false;
      await sampled;
      await holder.query("ROLLBACK").catch(() => undefined);
      await store.close();
      await sampler.end();
      await holder.end();
    }
    // Closing the store ends its pool: none of its connections remains.
    const admin = fixture.admin;
    for (let i = 0; ; i++) {
      const { rows } = await admin.query<{ connections: number }>(storeConnectionsSql);
      if (rows[0]!.connections === 0) break;
      if (i === 200) throw new Error(`${rows[0]!.connections} of the store's connections remain after close()`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }, 60_000);
});
