import type { MemoryStore } from "@engram/core";
import type { NewSessionEvent, SessionEvent } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../src/index.js";
import { describeWithPostgres, dropSchema, freshSchema, usePglite, usePostgresServer, watchedPglite } from "./postgres-fixture.js";
import { userMessage as message } from "./message-events.js";

const scope = { workspace: "w" };
const at = "2026-03-01T09:00:00.000Z";
const usage: NewSessionEvent = { at, type: "usage", inputTokens: 10 };

/** Session ids an attacker might pick: quotes, a statement's end, SQL, an array literal's braces and commas, non-Latin text. */
const sessions = ["plain", 'it\'s "quoted"', "x'); DROP TABLE events; --", "{a,b}", "NULL", "日本語 セッション", "back\\slash"];

async function fill(store: MemoryStore): Promise<void> {
  for (const [index, id] of sessions.entries()) {
    const events: NewSessionEvent[] = [];
    for (let n = 0; n < 6 + index; n++) events.push(n % 3 === 2 ? usage : message(`${index}-${n}`, `turn ${n} of ${id}`));
    await store.appendEvents(id, scope, events);
  }
}

/** Reads to make at once: ranges inside, across and past each session, whole sessions, and sessions that do not exist. */
const ranges: { sessionId: string; afterSeq?: number; limit?: number }[] = [
  ...sessions.flatMap((sessionId, index) => [
    { sessionId },
    { sessionId, afterSeq: 2, limit: 3 },
    { sessionId, afterSeq: index, limit: 1 },
    { sessionId, afterSeq: 5 + index },
    { sessionId, afterSeq: 1_000_000_000_000 },
    { sessionId, limit: 1e21 },
  ]),
  { sessionId: "nobody" },
  { sessionId: "nobody", afterSeq: 3, limit: 2 },
];

const options = (range: (typeof ranges)[number]) => ({
  ...(range.afterSeq === undefined ? {} : { afterSeq: range.afterSeq }),
  ...(range.limit === undefined ? {} : { limit: range.limit }),
});

/** The same reads made one after the other (each alone) and all at once (one batch): the same events. */
async function expectBatchEqualsSingles(store: MemoryStore): Promise<void> {
  await fill(store);
  const singles: SessionEvent[][] = [];
  for (const range of ranges) singles.push(await store.readEvents(range.sessionId, options(range)));
  const together = await Promise.all(ranges.map((range) => store.readEvents(range.sessionId, options(range))));
  expect(together).toEqual(singles);
  // Spot checks that the simple path itself reads what was written.
  expect(singles[0]!.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(singles[1]!.map((event) => [event.seq, event.type])).toEqual([
    [3, "usage"],
    [4, "message"],
    [5, "message"],
  ]);
  expect(singles[4]).toEqual([]);
  expect(singles.at(-2)).toEqual([]);
}

describe("readEvents calls made together (PGlite)", () => {
  const db = usePglite();

  it("read the same events as the same calls made one by one, whatever the session ids hold", async () => {
    const store = await openPostgresStore({ pglite: db(), schema: freshSchema("batch") });
    await expectBatchEqualsSingles(store);
    await store.close();
  });

  it("take one transaction and one statement for a batch, and the old statement for a call made alone", async () => {
    const schema = freshSchema("batchcount");
    const statements: string[] = [];
    let transactions = 0;
    // PGlite's read transactions set their isolation first (pglite-driver.ts): not a statement of the read.
    const watched = watchedPglite(db(), (text, params, tx) => {
      if (!text.startsWith("SET TRANSACTION")) statements.push(text);
      return tx.query(text, params);
    });
    const counted = { ...watched, transaction: ((work) => (transactions++, watched.transaction(work))) as typeof watched.transaction };
    const store = await openPostgresStore({ pglite: counted, schema });
    await fill(store);
    statements.length = 0;
    transactions = 0;
    const read = await Promise.all(sessions.map((id) => store.readEvents(id, { afterSeq: 1, limit: 2 })));
    expect(read.map((events) => events.map((event) => event.seq))).toEqual(sessions.map(() => [2, 3]));
    expect(transactions).toBe(1);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("unnest(");
    statements.length = 0;
    transactions = 0;
    expect((await store.readEvents("plain", { afterSeq: 4 })).map((event) => event.seq)).toEqual([5, 6]);
    expect(transactions).toBe(1);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toContain("unnest(");
    await store.close();
  });

  it("fail only the call whose row is corrupt, and only the call whose options are wrong", async () => {
    const schema = freshSchema("batchbad");
    const store = await openPostgresStore({ pglite: db(), schema });
    await fill(store);
    await db().query(`UPDATE "${schema}".events SET body = 'not json' WHERE session_id = $1 AND seq = 2`, ["plain"]);
    const [corrupt, fine, wrong, other] = await Promise.allSettled([
      store.readEvents("plain"),
      store.readEvents("NULL", { limit: 2 }),
      store.readEvents("plain", { afterSeq: -1 }),
      store.readEvents("plain", { afterSeq: 2 }),
    ]);
    expect(corrupt).toMatchObject({ status: "rejected", reason: { code: "STORE_CORRUPT" } });
    expect(fine).toMatchObject({ status: "fulfilled" });
    expect((fine as PromiseFulfilledResult<SessionEvent[]>).value.map((event) => event.seq)).toEqual([1, 2]);
    expect(wrong).toMatchObject({ status: "rejected", reason: { code: "INVALID_OPTIONS" } });
    expect((other as PromiseFulfilledResult<SessionEvent[]>).value.map((event) => event.seq)).toEqual([3, 4, 5, 6]);
    await store.close();
  });
});

describeWithPostgres("readEvents calls made together (a server)", () => {
  const fixture = usePostgresServer();

  it("read the same events as the same calls made one by one, whatever the session ids hold", async () => {
    const schema = freshSchema("batch");
    const store = await openPostgresStore({ connectionString: fixture.url, schema, poolSize: 2 });
    try {
      await expectBatchEqualsSingles(store);
    } finally {
      await store.close();
      await dropSchema(fixture.admin, schema);
    }
  }, 60_000);
});
