import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { describeWithPostgres, dropSchema, freshSchema, usePostgresServer } from "./postgres-fixture.js";

// Rows another program wrote into the store's tables (a team shares the database): each read that meets one
// answers with STORE_CORRUPT naming the row, or leaves the bad value out, never with a TypeError or an SQL error.

const at = "2026-03-01T09:00:00.000Z";
const scope = { workspace: "w" };
const message = (id: string, text: string) => ({
  at,
  type: "message" as const,
  message: { id, role: "user" as const, parts: [{ type: "text" as const, text }], createdAt: at },
});
const note = (id: string, content: string) => ({ kind: "note" as const, id, key: `k-${id}`, scope, content, tags: ["ops"], createdAt: at, updatedAt: at });

/** A database to run stores on and SQL in (the other program's writes). */
interface Target {
  readonly open: (schema: string) => Promise<PostgresStore>;
  readonly sql: (text: string) => Promise<unknown>;
}

interface Crafted {
  readonly store: PostgresStore;
  /** The schema's name, quoted for SQL. */
  readonly s: string;
  readonly sql: (text: string) => Promise<unknown>;
}

/** A store in a fresh schema with session s1 (two messages), session s2 and note n1, then closed and dropped. */
async function withStore(target: Target, body: (crafted: Crafted) => Promise<void>): Promise<void> {
  const schema = freshSchema("crafted");
  const store = await target.open(schema);
  try {
    await store.appendEvents("s1", scope, [message("m1", "deploy on tuesday"), message("m2", "deploy staging")]);
    await store.appendEvents("s2", scope, [message("m3", "cache warm")]);
    await store.put(note("n1", "deploy the cache"));
    await body({ store, s: `"${schema}"`, sql: target.sql });
  } finally {
    await store.close();
    await dropSchema({ query: target.sql }, schema);
  }
}

const corruptSession = (id: string) => ({ name: "EngramError", code: "STORE_CORRUPT", details: { table: "sessions", id } });

function craftedRowTests(target: () => Target, timeout: number): void {
  it.each([
    ["not JSON", "'not json'", "has a title_json that is not JSON"],
    ["a number", "'123'", "has a title_json that holds number, not a string"],
    ["JSON null", "'null'", "has a title_json that holds null, not a string"],
  ])(
    "a session whose title_json is %s: STORE_CORRUPT naming the row on reads and appends; deleteSession still removes it",
    async (_, value, problem) => {
      await withStore(target(), async ({ store, s, sql }) => {
        await sql(`UPDATE ${s}.sessions SET title_json = ${value} WHERE id = 's1'`);
        const refused = { ...corruptSession("s1"), message: expect.stringContaining(`The row "s1" of the table sessions ${problem}`) };
        await expect(store.getSession("s1")).rejects.toMatchObject(refused);
        await expect(store.listSessions({ scope })).rejects.toMatchObject(refused);
        await expect(store.appendEvents("s1", scope, [message("m9", "more")])).rejects.toMatchObject(refused);
        expect((await store.getSession("s2"))?.eventCount).toBe(1);
        expect(await store.deleteSession("s1")).toBe(true);
        expect((await store.listSessions({ scope })).sessions.map((session) => session.id)).toEqual(["s2"]);
      });
    },
    timeout,
  );

  it(
    "a session whose scope label does not parse: STORE_CORRUPT naming the row, not INVALID_SCOPE",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        await sql(`UPDATE ${s}.sessions SET scope_label = 'bogus' WHERE id = 's1'`);
        const refused = { ...corruptSession("s1"), message: expect.stringContaining('has the scope label "bogus", which is not a scope label') };
        await expect(store.getSession("s1")).rejects.toMatchObject(refused);
        await expect(store.listSessions()).rejects.toMatchObject(refused);
        // A scoped listing reads the rows of its labels only: the bad row is not among them.
        expect((await store.listSessions({ scope })).sessions.map((session) => session.id)).toEqual(["s2"]);
      });
    },
    timeout,
  );

  it(
    "a session whose updated_at is not a time: STORE_CORRUPT on reads and appends (no NaN reaches SQL)",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        await sql(`UPDATE ${s}.sessions SET updated_at = 'yesterday' WHERE id = 's1'`);
        const refused = { ...corruptSession("s1"), message: expect.stringContaining('has updated_at "yesterday", which is not an ISO time') };
        await expect(store.getSession("s1")).rejects.toMatchObject(refused);
        await expect(store.appendEvents("s1", scope, [message("m9", "more")])).rejects.toMatchObject(refused);
        expect(await store.readEvents("s1")).toHaveLength(2);
      });
    },
    timeout,
  );

  it(
    "a session whose event_count is not a count, or is behind its events: STORE_CORRUPT naming the fix, never a unique violation",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        await sql(`UPDATE ${s}.sessions SET event_count = -3 WHERE id = 's1'`);
        await expect(store.getSession("s1")).rejects.toMatchObject({
          ...corruptSession("s1"),
          message: expect.stringContaining('has event_count "-3", not a count of events'),
        });
        // Behind its two events: the next append would number its event 2 again.
        await sql(`UPDATE ${s}.sessions SET event_count = 1 WHERE id = 's1'`);
        await expect(store.appendEvents("s1", scope, [message("m9", "more")])).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          message: expect.stringContaining('The events of session "s1" already hold seq 2 or later, past the 1 its row'),
          details: { table: "events", sessionId: "s1", counted: 1 },
        });
        // Events left behind by a session row another program deleted: the same, and deleteSession clears them.
        await sql(`DELETE FROM ${s}.sessions WHERE id = 's2'`);
        await expect(store.appendEvents("s2", scope, [message("m8", "again")])).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          details: { sessionId: "s2", counted: 0 },
        });
        await store.deleteSession("s2");
        expect(await store.appendEvents("s2", scope, [message("m8", "again")])).toEqual([1]);
        expect(await store.readEvents("s1")).toHaveLength(2);
      });
    },
    timeout,
  );

  it(
    "an events row typed message whose body is a title event: search answers STORE_CORRUPT naming the event",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        await sql(`UPDATE ${s}.events SET body = '{"type":"title","title":"t","at":"${at}"}' WHERE session_id = 's1' AND seq = 1`);
        await expect(store.search({ scope, text: "tuesday", targets: ["message"] })).rejects.toMatchObject({
          name: "EngramError",
          code: "STORE_CORRUPT",
          message: "The event s1#1 of the table events is indexed as a message but holds a title event. Restore it from a backup or delete its session.",
          details: { table: "events", sessionId: "s1", seq: 1, type: "title" },
        });
        // Searches that do not reach it answer as before.
        const hits = await store.search({ scope, text: "staging", targets: ["message"] });
        expect(hits.map((hit) => (hit.target === "message" ? [hit.sessionId, hit.event.seq] : []))).toEqual([["s1", 2]]);
      });
    },
    timeout,
  );

  it(
    "a records row whose doc_tf is JSON null: delete and put over it work, the text statistics unchanged",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        const copy = `INSERT INTO ${s}.records (kind, id, scope_label, precedence, type, key, day, tags, created_ms, updated_ms, body, doc_len, doc_tokens, doc_tf, doc_tsv)
          SELECT kind, 'n2', scope_label, precedence, type, 'k-n2', day, tags, created_ms, updated_ms, jsonb_set(jsonb_set(body::jsonb, '{id}', '"n2"'), '{key}', '"k-n2"')::text,
            0, '', 'null'::jsonb, ''::tsvector FROM ${s}.records WHERE id = 'n1'`;
        const stats = `SELECT (SELECT sum(docs)::int FROM ${s}.text_stats) AS docs, (SELECT sum(tokens)::int FROM ${s}.text_stats) AS tokens,
          (SELECT sum(df)::int FROM ${s}.term_stats) AS df`;
        const before = await sql(stats);
        await sql(copy);
        expect(await store.delete("note", "n2")).toBe(true);
        expect(await store.get("note", "n2")).toBeUndefined();
        expect(await sql(stats)).toEqual(before);
        await sql(copy);
        await store.put(note("n2", "zephyr"));
        const [hit] = await store.search({ scope, text: "zephyr", targets: ["note"] });
        expect(hit?.target === "record" ? hit.record.id : undefined).toBe("n2");
      });
    },
    timeout,
  );

  it(
    "a records row whose doc_tf holds text for a term: a filtered search leaves the term out of its score",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        const query = { scope, text: "deploy", tags: ["ops"], targets: ["note" as const] };
        const [expected] = await store.search(query);
        // doc_len 0: the postings trigger leaves the row alone, but its tsvector still holds "deploy".
        // n2 holds text for the term, n3 a number too large for a float8: a cast of either fails the statement.
        for (const [id, tf] of [
          ["n2", '{"deploy":"x","cache":"1.5"}'],
          ["n3", '{"deploy":1e400}'],
        ]) {
          await sql(`INSERT INTO ${s}.records (kind, id, scope_label, precedence, type, key, day, tags, created_ms, updated_ms, body, doc_len, doc_tokens, doc_tf, doc_tsv)
            SELECT kind, '${id}', scope_label, precedence, type, 'k-${id}', day, tags, created_ms, updated_ms, jsonb_set(jsonb_set(body::jsonb, '{id}', '"${id}"'), '{key}', '"k-${id}"')::text,
              0, doc_tokens, '${tf}'::jsonb, doc_tsv FROM ${s}.records WHERE id = 'n1'`);
        }
        const hits = await store.search(query);
        expect(hits.map((hit) => (hit.target === "record" ? [hit.record.id, hit.textScore] : []))).toEqual([["n1", expected?.textScore]]);
      });
    },
    timeout,
  );

  it(
    "a negative token total and a posting with tf 0: search answers STORE_CORRUPT naming the tables, not PostgreSQL's division by zero",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        // An average length of -6 with s1#1's length 2: the divisor tf + k1·(1 - b + b·len/avgdl) is exactly 0.
        await sql(`UPDATE ${s}.text_stats SET docs = 0, tokens = 0`);
        await sql(`UPDATE ${s}.text_stats SET docs = 1, tokens = -6 WHERE (scope_label, shard) IN (SELECT scope_label, shard FROM ${s}.text_stats LIMIT 1)`);
        await sql(`UPDATE ${s}.message_postings SET tf = 0 WHERE session_id = 's1' AND seq = 1`);
        await expect(store.search({ scope, text: "tuesday", targets: ["message"] })).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          message: expect.stringContaining("A search met term counts this store never writes (a BM25 divisor of zero)"),
        });
        // The other words still answer.
        expect((await store.search({ scope, text: "staging", targets: ["message"] })).length).toBe(1);
      });
    },
    timeout,
  );
}

describe("rows another program wrote, on PGlite", () => {
  let db: PGlite | undefined;
  beforeAll(async () => {
    db = await PGlite.create("memory://");
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  craftedRowTests(
    () => ({
      open: (schema) => openPostgresStore({ pglite: db!, schema }),
      sql: async (text) => (await db!.query(text)).rows,
    }),
    120_000,
  );
});

describeWithPostgres("rows another program wrote, on a PostgreSQL server", () => {
  const fixture = usePostgresServer();
  craftedRowTests(
    () => ({
      open: (schema) => openPostgresStore({ connectionString: fixture.url, schema, poolSize: 2 }),
      sql: async (text) => (await fixture.admin.query(text)).rows,
    }),
    60_000,
  );
});
