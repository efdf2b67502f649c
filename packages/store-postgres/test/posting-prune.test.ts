import { PGlite } from "@electric-sql/pglite";
import { createInMemoryStore, type MemoryStore } from "@engram/core";
import type { SearchHit, SearchQuery } from "@engram/core/store";
import { expect, it } from "vitest";
import { pruneTuning } from "../src/posting-prune.js";
import { postingTopSql, postingTuning, sortsDiscouraged } from "../src/posting-top.js";
import { searchStore } from "../src/search.js";
import { visibleLabels } from "../src/scope-labels.js";
import { SqlFilter } from "../src/sql-filter.js";
import { Tables } from "../src/tables.js";
import { textQuery } from "../src/text-document.js";
import { textScoring } from "../src/text-search.js";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";
import { userMessage } from "./message-events.js";

const at = (minute: number) => new Date(Date.parse("2026-03-01T09:00:00.000Z") + minute * 60_000).toISOString();
const message = (i: number, text: string) => userMessage(`m${i}`, text, at(i % 50));

// 600 messages holding only the common words, 40 holding the rare ones too (a few with the phrase), in 16 sessions of 40.
const texts = [
  ...Array.from({ length: 600 }, (_, i) => `deploy the build ${i % 3 === 0 ? "server" : "worker"} again and again ${"later ".repeat(i % 5)}`),
  ...Array.from({ length: 40 }, (_, i) => (i % 8 === 0 ? "zephyr quasar deploy build server" : `quasar ${"zephyr ".repeat(1 + (i % 3))}deploy server build`)),
];
const sessions = Array.from({ length: 16 }, (_, s) => ({
  id: `s${String(s).padStart(2, "0")}`,
  events: texts.slice(s * 40, s * 40 + 40).map((text, i) => message(s * 40 + i, text)),
}));

const pruneScope = { workspace: "prune" };
const shape = (hits: readonly SearchHit[]) => hits.map((hit) => [hit.target === "message" ? `${hit.sessionId}#${hit.event.seq}` : "", hit.score]);

interface PlanNode {
  readonly "Subplan Name"?: string;
  readonly "Actual Rows"?: number;
  readonly Plans?: PlanNode[];
}

/** The rows the statement's CTE `c` (the documents it scores) held, from EXPLAIN ANALYZE. */
function scoredRows(plan: PlanNode): number | undefined {
  if (plan["Subplan Name"] === "CTE c") return plan["Actual Rows"];
  for (const child of plan.Plans ?? []) {
    const rows = scoredRows(child);
    if (rows !== undefined) return rows;
  }
  return undefined;
}

describeWithPostgres("posting pruning (MaxScore): fewer documents scored, the same page", () => {
  const fixture = usePostgresServer();

  /** How many documents the message statement for `text` scores in `schema` (its CTE `c`), from EXPLAIN ANALYZE. */
  const scoredIn = async (schema: string, scope: { workspace: string }, text: string, limit: number) => {
    const tables = new Tables(schema);
    const labels = visibleLabels(scope);
    const scoring = await textScoring(fixture.admin, tables, textQuery(text), labels);
    if (scoring === undefined) throw new Error(`nothing holds ${text}`);
    const filter = new SqlFilter();
    const sql = postingTopSql(
      { postings: tables.messagePostings, documents: tables.events, keys: ["session_id", "seq"], time: "at_ms", prunable: true, last: true },
      { labels, conditions: () => "" },
      scoring,
      limit,
      filter,
    );
    const explained = await fixture.admin.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, filter.params);
    return scoredRows(explained.rows[0]!["QUERY PLAN"][0].Plan);
  };

  /**
   * A store in a fresh schema and core's reference store, both holding the 16 sessions, in `scope`; the pruning's
   * tuning restored and the store closed after `body`.
   */
  const withSessions = async (prefix: string, body: (at: { schema: string; store: PostgresStore; reference: MemoryStore }) => Promise<void>) => {
    const schema = freshSchema(prefix);
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    const reference = createInMemoryStore();
    const saved = { ...pruneTuning };
    try {
      for (const target of [store, reference]) for (const session of sessions) await target.appendEvents(session.id, pruneScope, session.events);
      await body({ schema, store, reference });
    } finally {
      Object.assign(pruneTuning, saved);
      await store.close();
    }
  };

  it("scores only the documents that can reach the page, and returns what scoring all of them returns", async () => {
    await withSessions("prune", async ({ schema, store, reference }) => {
      const scope = pruneScope;
      const scored = (text: string, limit: number) => scoredIn(schema, scope, text, limit);
      for (const [text, limit, pruned] of [
        ["zephyr quasar deploy build server", 5, 40],
        ["zephyr quasar deploy build server", 30, 40],
        ["deploy build quasar", 10, 40],
      ] as const) {
        Object.assign(pruneTuning, { fromTerms: 2, fromPostings: Number.POSITIVE_INFINITY });
        const query: SearchQuery = { text, scope, targets: ["message"], limit };
        const full = shape(await store.search(query));
        // Scoring all of them: every message holds a query term.
        expect(await scored(text, limit)).toBe(640);
        Object.assign(pruneTuning, { fromTerms: 2, fromPostings: 0 });
        // Pruned: only messages holding a rare term can reach the page's floor.
        expect(await scored(text, limit)).toBe(pruned);
        const prunedHits = shape(await store.search(query));
        expect(prunedHits).toEqual(full);
        expect(prunedHits).toEqual(shape(await reference.search(query)));
        expect(prunedHits).toHaveLength(limit);
      }
      // A page larger than the messages holding a rare term: the seed cannot fill it, nothing is pruned, and the page is the same.
      const query: SearchQuery = { text: "zephyr deploy build", scope, targets: ["message"], limit: 60 };
      expect(await scored(query.text!, 60)).toBe(640);
      expect(shape(await store.search(query))).toEqual(shape(await reference.search(query)));
    });
  }, 120_000);

  it("a seed message whose row another program changed behind the postings' triggers: the floor only falls, the page stays the full statement's", async () => {
    await withSessions("prune_crafted", async ({ schema, store, reference }) => {
      const scope = pruneScope;
      const events = `"${schema}".events`;
      // The postings stay as they were: the other program bypassed the triggers that derive them from doc_tf and doc_len.
      const behindTriggers = async (update: string) => {
        await fixture.admin.query(`ALTER TABLE ${events} DISABLE TRIGGER message_postings_update`);
        await fixture.admin.query(update);
        await fixture.admin.query(`ALTER TABLE ${events} ENABLE TRIGGER message_postings_update`);
      };
      Object.assign(pruneTuning, { fromTerms: 2, fromPostings: 0 });
      const text = "zephyr quasar deploy build server";
      const page = async (limit: number) => {
        const query: SearchQuery = { text, scope, targets: ["message"], limit };
        const hits = shape(await store.search(query));
        expect(hits).toEqual(shape(await reference.search(query)));
        return hits.length;
      };
      // The 40 messages holding the rare terms are session s15's: a page of 30 takes its seed among them and scores only them.
      expect(await scoredIn(schema, scope, text, 30)).toBe(40);
      // A count that is not a number: that term counts as absent in the seed's score (a lower floor), and the search does not fail.
      await behindTriggers(`UPDATE ${events} SET doc_tf = jsonb_set(doc_tf, '{zephyr}', '"many"') WHERE session_id = 's15' AND seq = 2`);
      expect(await page(5)).toBe(5);
      expect(await page(30)).toBe(30);
      // Rows without a length weigh nothing in the seed: any seed of 30 of the 40 holds one of these 11, so the floor is
      // 0 and nothing is pruned (every message scored), and the page is the same.
      await behindTriggers(`UPDATE ${events} SET doc_len = NULL WHERE session_id = 's15' AND seq BETWEEN 1 AND 11`);
      expect(await scoredIn(schema, scope, text, 30)).toBe(640);
      expect(await page(30)).toBe(30);
    });
  }, 120_000);

  it("discourages sorts for the pruned statement and a pair's join only, as its transaction's last statement", async () => {
    const schema = freshSchema("prune_hashed");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    const scope = { workspace: "prune" };
    const saved = { ...pruneTuning };
    const client = await fixture.admin.connect();
    try {
      for (const session of sessions) await store.appendEvents(session.id, scope, session.events);
      for (let i = 0; i < 5; i++) {
        const when = at(i);
        await store.put({
          kind: "entry",
          id: `e${i}`,
          key: `deploy-${i}`,
          content: `deploy the build server ${i}`,
          type: "fact",
          tags: [],
          scope,
          importance: 0.5,
          confidence: 0.5,
          source: "manual",
          provenance: { trust: "user" },
          createdAt: when,
          updatedAt: when,
        });
      }
      Object.assign(pruneTuning, { fromTerms: 3, fromPostings: 0 });
      const statements = async (text: string, targets: SearchQuery["targets"]) => {
        const sent: string[] = [];
        const tx = {
          query: async <R>(sql: string, params: readonly unknown[] = []) => {
            sent.push(sql.startsWith("SET") ? sql : sql.slice(0, 12));
            const result = await client.query(sql, params as unknown[]);
            return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
          },
        };
        await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
        try {
          const hits = await searchStore(tx, new Tables(schema), { text, scope, targets, limit: 5 }, undefined);
          expect(hits).toHaveLength(5);
          // Gone with the transaction: nothing outlives it on the connection.
          expect((await client.query("SHOW enable_sort")).rows[0].enable_sort).toBe(sent.includes(sortsDiscouraged) ? "off" : "on");
        } finally {
          await client.query("COMMIT");
        }
        expect((await client.query("SHOW enable_sort")).rows[0].enable_sort).toBe("on");
        return sent;
      };
      // Three terms, pruned: the setting right before the message statement, the last one; records read before it.
      const pruned = await statements("zephyr quasar deploy", ["entry", "message"]);
      expect(pruned.slice(-2)).toEqual([sortsDiscouraged, "WITH q AS (S"]);
      expect(pruned.filter((sql) => sql === sortsDiscouraged)).toHaveLength(1);
      // Two terms: their postings joined (joinedPairSql), the setting before it; records searched alone get none.
      expect((await statements("zephyr quasar", ["entry", "message"])).slice(-2)).toEqual([sortsDiscouraged, "WITH hits AS"]);
      expect(await statements("deploy build", ["entry"])).not.toContain(sortsDiscouraged);
      postingTuning.joinedPairs = false;
      expect(await statements("zephyr quasar", ["message"])).not.toContain(sortsDiscouraged);
      postingTuning.prunedHashed = false;
      expect(await statements("zephyr quasar deploy", ["message"])).not.toContain(sortsDiscouraged);
    } finally {
      postingTuning.prunedHashed = true;
      postingTuning.joinedPairs = true;
      Object.assign(pruneTuning, saved);
      client.release();
      await store.close();
    }
  }, 60_000);

  it("ranks the same on PGlite when every search of several terms is pruned", async () => {
    const db = new PGlite();
    const store = await openPostgresStore({ pglite: db, schema: "prune" });
    const reference = createInMemoryStore();
    const scope = { workspace: "prune" };
    const saved = { ...pruneTuning };
    try {
      for (const target of [store, reference]) for (const session of sessions) await target.appendEvents(session.id, scope, session.events);
      Object.assign(pruneTuning, { fromTerms: 2, fromPostings: 0 });
      for (const text of ["zephyr quasar deploy build server", "deploy build quasar", "server zephyr", "again later deploy"]) {
        for (const limit of [1, 5, 30, 200]) {
          const query: SearchQuery = { text, scope, targets: ["message"], limit };
          expect(shape(await store.search(query)), `${text} / ${limit}`).toEqual(shape(await reference.search(query)));
        }
      }
    } finally {
      Object.assign(pruneTuning, saved);
      await store.close();
      await db.close();
    }
  }, 120_000);

  it("binds every term of a hostile query: quotes, braces, backslashes, SQL and a 1,200-byte token, pruned, rank as the reference", async () => {
    const schema = freshSchema("prune_hostile");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    const reference = createInMemoryStore();
    const scope = { workspace: "hostile" };
    const long = "x".repeat(1_200);
    const hostile = [`o'brien {a,b} "quoted" back\\slash`, `drop'); DROP TABLE events; -- ${long}`, `$1 ::text[] NULL {} \\N`];
    const saved = { ...pruneTuning };
    try {
      for (const target of [store, reference]) {
        await target.appendEvents(
          "h",
          scope,
          [...hostile, ...hostile.map((text) => `${text} again`), "plain words only"].map((text, i) => message(i, text)),
        );
      }
      Object.assign(pruneTuning, { fromTerms: 2, fromPostings: 0 });
      let found = 0;
      for (const text of [...hostile, `${hostile[0]} ${hostile[1]}`]) {
        for (const limit of [1, 3, 20]) {
          const query: SearchQuery = { text, scope, targets: ["message"], limit };
          const expected = shape(await reference.search(query));
          expect(shape(await store.search(query)), `${text} / ${limit}`).toEqual(expected);
          found += expected.length;
        }
      }
      expect(found).toBeGreaterThan(20);
      // Nothing was run as SQL: the events are all there.
      expect((await store.readEvents("h")).length).toBe(7);
    } finally {
      Object.assign(pruneTuning, saved);
      await store.close();
    }
  }, 60_000);
});
