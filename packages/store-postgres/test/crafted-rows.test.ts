import { describe, expect, it } from "vitest";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { describeWithPostgres, dropSchema, freshSchema, usePglite, usePostgresServer } from "./postgres-fixture.js";
import { userMessage as message } from "./message-events.js";

// Rows another program wrote into the store's tables (a team shares the database): each read that meets one
// answers with STORE_CORRUPT naming the row, or leaves the bad value out, never with a TypeError or an SQL error.

const at = "2026-03-01T09:00:00.000Z";
const scope = { workspace: "w" };
const note = (id: string, content: string) => ({ kind: "note" as const, id, key: `k-${id}`, scope, content, tags: ["ops"], createdAt: at, updatedAt: at });

/** A database to run stores on and SQL in (the other program's writes). */
interface Target {
  readonly open: (schema: string, options?: { vectorDimensions?: number }) => Promise<PostgresStore>;
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
    "a session counted at the integer limit, and text counts at bigint's: appends answer STORE_CORRUPT naming them, not PostgreSQL's out of range",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        await sql(`UPDATE ${s}.sessions SET event_count = 2147483647 WHERE id = 's1'`);
        await expect(store.appendEvents("s1", scope, [message("m9", "more")])).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          details: { table: "sessions", sessionId: "s1", counted: 2147483647 },
          message: expect.stringContaining("the most the events' seq column holds"),
        });
        expect((await store.getSession("s1"))?.eventCount).toBe(2147483647);
        expect(await store.appendEvents("s2", scope, [message("m4", "cache cold")])).toEqual([2]);
        await sql(`UPDATE ${s}.text_stats SET tokens = 9223372036854775807`);
        await expect(store.appendEvents("s2", scope, [message("m5", "cache hot again")])).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          details: { table: "text_stats", sessionId: "s2" },
          message: expect.stringContaining("past a bigint"),
        });
        // Nothing of the refused append was kept.
        expect((await store.readEvents("s2")).map((event) => event.seq)).toEqual([1, 2]);
      });
    },
    timeout,
  );

  it(
    "a sessions or records row whose time in ms passes 2^53: the page it ends answers STORE_CORRUPT naming it, not a cursor that points elsewhere",
    async () => {
      await withStore(target(), async ({ store, s, sql }) => {
        await store.put(note("n2", "second note"));
        await sql(`UPDATE ${s}.sessions SET updated_ms = 9007199254740993 WHERE id = 's1'`);
        // s1 sorts first; a page of one ends at it.
        await expect(store.listSessions({ scope, limit: 1 })).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          details: { table: "sessions", id: "s1", column: "updated_ms" },
          message: expect.stringContaining('has updated_ms "9007199254740993", not the epoch milliseconds this store writes'),
        });
        // A page that does not end at it still answers.
        expect((await store.listSessions({ scope, limit: 5 })).sessions.map((session) => session.id)).toEqual(["s1", "s2"]);
        await sql(`UPDATE ${s}.records SET updated_ms = 9007199254740993 WHERE id = 'n1'`);
        await expect(store.query({ kind: "note", limit: 1 })).rejects.toMatchObject({
          code: "STORE_CORRUPT",
          details: { table: "records", id: "note/n1", column: "updated_ms" },
        });
        expect((await store.query({ kind: "note", limit: 5 })).records.map((record) => record.id)).toEqual(["n1", "n2"]);
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

/**
 * Embeddings another program wrote: checked on the exact search (PGlite, the server) and on pgvector's,
 * whose generated column refuses elements a vector cannot hold (`generated`), so only a norm can be wrong there.
 */
function embeddingRowTests(target: () => Target, timeout: number, generated: boolean): void {
  it(
    "records rows whose embedding another program wrote: a NaN or a norm not its elements' leaves the row out, a number past float8's range answers STORE_CORRUPT",
    async () => {
      const schema = freshSchema("vectors");
      const t = target();
      const store = await t.open(schema, { vectorDimensions: 2 });
      const s = `"${schema}"`;
      /** Runs another program's update; false when pgvector's generated column refused it (as it must). */
      const craft = async (set: string): Promise<boolean> => {
        const update = t.sql(`UPDATE ${s}.records SET ${set} WHERE id = 'v3'`);
        if (!generated) return update.then(() => true);
        await expect(update).rejects.toThrow(/not allowed in vector|out of range/);
        return false;
      };
      try {
        await store.put({ ...note("v1", "north"), vector: [1, 0] });
        await store.put({ ...note("v2", "north east"), vector: [1, 1] });
        await store.put({ ...note("v3", "east"), vector: [0, 1] });
        const query = { scope, vector: [1, 0.1], targets: ["note" as const] };
        const ranked = async (limit?: number): Promise<string[]> =>
          (await store.search({ ...query, ...(limit === undefined ? {} : { limit }) })).map((hit) => (hit.target === "record" ? hit.record.id : ""));
        expect(await ranked()).toEqual(["v1", "v2", "v3"]);
        // Before: NaN sorted above every score, so the row led every vector search of its scope.
        if (await craft("embedding = ARRAY['NaN'::float8, 0]")) {
          expect(await ranked()).toEqual(["v1", "v2"]);
          // Left out before the page is cut: a page of two still holds two.
          expect(await ranked(2)).toEqual(["v1", "v2"]);
        }
        // A NaN norm (the elements a vector can hold, so pgvector's column takes them too).
        await t.sql(`UPDATE ${s}.records SET embedding = ARRAY[0, 1]::float8[], embedding_norm = 'NaN' WHERE id = 'v3'`);
        expect(await ranked()).toEqual(["v1", "v2"]);
        // A norm that is not its elements': a similarity past 1 would lead every search.
        await t.sql(`UPDATE ${s}.records SET embedding = ARRAY[5, 0]::float8[], embedding_norm = 1 WHERE id = 'v3'`);
        expect(await ranked()).toEqual(["v1", "v2"]);
        if (await craft("embedding = ARRAY['Infinity'::float8, 0], embedding_norm = 1")) expect(await ranked()).toEqual(["v1", "v2"]);
        // Before: PostgreSQL's "value out of range: overflow" for the whole search (1e300 times the query's 1e15).
        if (await craft("embedding = ARRAY[1e300, 0]::float8[], embedding_norm = 1e300")) {
          await expect(store.search({ ...query, vector: [1e15, 1] })).rejects.toMatchObject({
            code: "STORE_CORRUPT",
            message: expect.stringContaining("A search met numbers out of range"),
          });
        }
        // Written again through the store, the row is scored again.
        await store.put({ ...note("v3", "east"), vector: [0, 1] });
        expect(await ranked()).toEqual(["v1", "v2", "v3"]);
      } finally {
        await store.close();
        await dropSchema({ query: t.sql }, schema);
      }
    },
    timeout,
  );
}

describe("rows another program wrote, on PGlite", () => {
  const db = usePglite();
  const target = (): Target => ({
    open: (schema, options) => openPostgresStore({ pglite: db(), schema, ...options }),
    sql: async (text) => (await db().query(text)).rows,
  });
  craftedRowTests(target, 120_000);
  embeddingRowTests(target, 120_000, false);
});

describe("embeddings another program wrote, on PGlite with pgvector", () => {
  const db = usePglite({ vector: true });
  embeddingRowTests(
    () => ({
      open: async (schema, options) => {
        const store = await openPostgresStore({ pglite: db(), schema, ...options });
        // The HNSW index proposes the candidates here; the similarity still comes from the stored doubles.
        expect((await store.stats()).vectors).toMatchObject({ search: "pgvector" });
        return store;
      },
      sql: async (text) => (await db().query(text)).rows,
    }),
    120_000,
    true,
  );
});

describeWithPostgres("rows another program wrote, on a PostgreSQL server", () => {
  const fixture = usePostgresServer();
  const target = (): Target => ({
    open: (schema, options) => openPostgresStore({ connectionString: fixture.url, schema, poolSize: 2, ...options }),
    sql: async (text) => (await fixture.admin.query(text)).rows,
  });
  craftedRowTests(target, 60_000);
  embeddingRowTests(target, 60_000, false);
});
