import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Database } from "../src/database.js";
import { PgDriver } from "../src/driver/pg-driver.js";
import { impactWalkCounts, impactWalkTuning } from "../src/impact-walk.js";
import { pruneTuning } from "../src/posting-prune.js";
import { postingTuning } from "../src/posting-top.js";
import type { SqlDriver, SqlExecutor, TransactionMode } from "../src/driver/sql-driver.js";
import { migrate } from "../src/migrations/migrate.js";
import { PostgresMemoryStore } from "../src/postgres-memory-store.js";
import { resolveRetry } from "../src/retry.js";
import { Tables } from "../src/tables.js";
import { setupVectorIndex } from "../src/vector-index.js";
import { describeWithPostgres, freshSchema, tsvectorInScope, usePostgresServer } from "./postgres-fixture.js";

interface PlanNode {
  "Node Type": string;
  /** A ModifyTable node's: Insert, Update or Delete. */
  Operation?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan tree. */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * Runs the store on a real driver, and EXPLAINs (same text, same parameters, without ANALYZE: nothing runs twice)
 * every statement that reads or writes rows first.
 */
class ExplainingDriver implements SqlDriver {
  readonly kind = "pg" as const;
  plans: { sql: string; params: readonly unknown[] | undefined; plan: PlanNode }[] = [];

  constructor(private readonly inner: PgDriver) {}

  transaction<T>(mode: TransactionMode, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.inner.transaction(mode, (tx) =>
      work({
        query: async (text, params) => {
          if (/^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(text) && !text.includes("pg_advisory_xact_lock")) {
            const explained = await tx.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
            this.plans.push({ sql: text, params, plan: explained.rows[0]!["QUERY PLAN"][0]!.Plan });
          }
          return tx.query(text, params);
        },
      }),
    );
  }

  runOutsideTransaction(text: string): Promise<void> {
    return this.inner.runOutsideTransaction(text);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

const big = ["records", "events", "sessions", "message_postings", "record_postings", "term_stats", "text_stats"];

/** Runs `call` with every text search walking the impact bands from a seed of one document. */
async function walking<T>(call: () => Promise<T>): Promise<T> {
  const saved = { ...impactWalkTuning };
  Object.assign(impactWalkTuning, { fromPostings: 0, seedDocuments: 1, scoreAllFromShare: 100, multiTerm: true });
  // Records walk the bands only where their postings are not used (searches filtering by type or tag): off here, all do.
  postingTuning.records = false;
  try {
    return await call();
  } finally {
    Object.assign(impactWalkTuning, saved);
    postingTuning.records = true;
  }
}

/** Runs `call` with every text search of two terms or more pruned first (posting-prune.ts). */
async function pruning<T>(call: () => Promise<T>): Promise<T> {
  const saved = { ...pruneTuning };
  Object.assign(pruneTuning, { fromTerms: 2, fromPostings: 0 });
  try {
    return await call();
  } finally {
    Object.assign(pruneTuning, saved);
  }
}

describeWithPostgres("tenant-filtered statements on large tables", () => {
  const fixture = usePostgresServer();
  const schema = freshSchema("plans");
  let driver: ExplainingDriver;
  let store: PostgresMemoryStore;
  const tenant = { workspace: "small", user: "ann" };
  const at = (minute: number) => new Date(Date.parse("2026-03-01T09:00:00.000Z") + minute * 60_000).toISOString();

  beforeAll(async () => {
    const pool = new pg.Pool({ connectionString: fixture.url, max: 2 });
    pool.on("error", () => undefined);
    driver = new ExplainingDriver(new PgDriver({ pool, ownsPool: true, statementTimeoutMs: 0, preparedStatements: false }));
    const db = new Database(driver, new Tables(schema), resolveRetry({}));
    const version = await migrate(db);
    store = new PostgresMemoryStore(db, await setupVectorIndex(db, 4, true), version);
    // A seed tenant written through the store, copied by SQL into 200 other tenants: ~10,000 records, ~10,000 message events, 2,000 sessions.
    const seed = { workspace: "seed" };
    for (let i = 0; i < 50; i++) {
      await store.put({
        kind: "entry",
        id: `e${i}`,
        key: `key-${i % 10}`,
        content: `deploy pipeline note ${i} about caching and staging servers`,
        type: i % 2 === 0 ? "fact" : "decision",
        tags: ["ops"],
        scope: seed,
        importance: 0.5,
        confidence: 0.5,
        source: "manual",
        provenance: { trust: "user" },
        vector: [i % 3, 1, i % 5, 2],
        createdAt: at(i),
        updatedAt: at(i),
      });
    }
    for (let s = 0; s < 10; s++) {
      await store.appendEvents(
        `s${s}`,
        seed,
        Array.from({ length: 5 }, (_, i) => ({
          at: at(s * 10 + i),
          type: "message" as const,
          message: {
            id: `m${i}`,
            role: "user" as const,
            parts: [{ type: "text" as const, text: `staging deploy question ${i} in session ${s}` }],
            createdAt: at(i),
          },
        })),
      );
    }
    const copies = "generate_series(1, 200) AS g";
    await fixture.admin.query(
      `INSERT INTO "${schema}".records SELECT kind, id || '-' || g, 'workspace=tenant' || g, precedence, type, key, day, tags, created_ms, updated_ms,
         jsonb_set(jsonb_set(body::jsonb, '{id}', to_jsonb(id || '-' || g)), '{scope}', jsonb_build_object('workspace', 'tenant' || g))::text,
         embedding, embedding_norm, doc_len, doc_tokens, doc_tf, ${tsvectorInScope("doc_tsv", "'workspace=tenant' || g")} FROM "${schema}".records, ${copies}`,
    );
    await fixture.admin.query(
      `INSERT INTO "${schema}".events SELECT session_id || '-' || g, seq, type, at_ms, body, 'workspace=tenant' || g, precedence, doc_len, doc_tokens, doc_tf
         FROM "${schema}".events, ${copies}`,
    );
    await fixture.admin.query(
      `INSERT INTO "${schema}".sessions SELECT id || '-' || g, 'workspace=tenant' || g, precedence, created_at, updated_at, updated_ms, event_count, title_json
       FROM "${schema}".sessions, ${copies}`,
    );
    // The copies' text statistics, as the store would have counted them, so searches in a copied tenant score its rows.
    await fixture.admin.query(
      `INSERT INTO "${schema}".text_stats SELECT 'workspace=tenant' || g, shard, docs, tokens FROM "${schema}".text_stats, ${copies} WHERE scope_label = 'workspace=seed'`,
    );
    await fixture.admin.query(
      `INSERT INTO "${schema}".term_stats SELECT term, 'workspace=tenant' || g, shard, df FROM "${schema}".term_stats, ${copies} WHERE scope_label = 'workspace=seed'`,
    );
    // The tenant whose statements are explained: a few rows of its own among the thousands.
    for (let i = 0; i < 5; i++) {
      await store.put({ kind: "note", id: `n${i}`, key: `todo-${i}`, scope: tenant, content: `staging checklist ${i}`, createdAt: at(i), updatedAt: at(i) });
    }
    // Notes of many lengths holding one or both of two words, so a walk over their bands needs its threshold statement.
    for (let i = 0; i < 16; i++) {
      const content = `${i % 2 === 0 ? "orbit " : ""}${"filler ".repeat(i)}comet${i % 3 === 0 ? " comet" : ""}`;
      await store.put({ kind: "note", id: `w${i}`, key: `walk-${i}`, scope: tenant, content, createdAt: at(i), updatedAt: at(i) });
    }
    await store.appendEvents("mine", tenant, [
      { at: at(1), type: "message", message: { id: "m1", role: "user", parts: [{ type: "text", text: "staging deploy" }], createdAt: at(1) } },
    ]);
    for (const table of big) await fixture.admin.query(`ANALYZE "${schema}".${table}`);
    const sizes = await fixture.admin.query(`SELECT relname, reltuples::int AS n FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'r'`, [
      schema,
    ]);
    const count = Object.fromEntries(sizes.rows.map((row) => [row.relname, row.n]));
    expect(count).toMatchObject({ records: expect.any(Number), events: expect.any(Number), sessions: expect.any(Number) });
    expect(count["records"]).toBeGreaterThan(10_000);
    expect(count["events"]).toBeGreaterThan(10_000);
    expect(count["sessions"]).toBeGreaterThan(2_000);
    expect(count["message_postings"]).toBeGreaterThan(10_000);
    expect(count["record_postings"]).toBeGreaterThan(10_000);
    // The text statistics were copied with the rows: every copied tenant holds the seed's counters under its own label.
    const statistics = await fixture.admin.query<{ table: string; seed: number; copied: number; total: number }>(
      ["term_stats", "text_stats"]
        .map(
          (table) => `SELECT '${table}' AS table, count(*) FILTER (WHERE scope_label = 'workspace=seed')::int AS seed,
             count(*) FILTER (WHERE scope_label LIKE 'workspace=tenant%')::int AS copied, count(*)::int AS total FROM "${schema}".${table}`,
        )
        .join(" UNION ALL "),
    );
    const [terms, texts] = statistics.rows;
    expect(terms).toMatchObject({ table: "term_stats", copied: terms!.seed * 200 });
    expect(texts).toMatchObject({ table: "text_stats", seed: 16, copied: 3_200 });
    expect(terms!.total).toBeGreaterThan(100_000);
    expect(count["term_stats"]).toBeGreaterThan(100_000);
    expect(count["text_stats"]).toBeGreaterThan(3_000);
  }, 180_000);

  afterAll(async () => {
    await store?.close();
  });

  const calls: [string, () => Promise<unknown>][] = [
    ["query (newest first)", () => store.query({ kind: "note", scope: tenant })],
    ["query (oldest first, exact scope)", () => store.query({ kind: "note", scope: tenant, scopeMode: "exact", order: "created-asc" })],
    ["query by key", () => store.query({ kind: "note", scope: tenant, key: "todo-1" })],
    [
      "query with a filter and a cursor",
      async () => {
        const first = await store.query({ kind: "entry", scope: { workspace: "tenant7" }, types: ["fact"], limit: 3 });
        return store.query({ kind: "entry", scope: { workspace: "tenant7" }, types: ["fact"], limit: 3, cursor: first.nextCursor! });
      },
    ],
    ["count", () => store.count({ kind: "entry", scope: tenant, tags: ["ops"] })],
    ["get", () => store.get("entry", "e1-17")],
    ["listSessions", () => store.listSessions({ scope: tenant })],
    // Consolidation's session gate: a project's sessions, through the range of labels inside it (decision 0243).
    ["listSessions within a workspace", () => store.listSessions({ within: { workspace: "tenant9" } })],
    [
      "listSessions within a workspace and user, the next page",
      async () => {
        const first = await store.listSessions({ within: { workspace: "tenant9" }, limit: 3 });
        expect(first.sessions.map((session) => session.id)).toEqual(["s9-9", "s8-9", "s7-9"]);
        const next = await store.listSessions({ within: { workspace: "tenant9" }, limit: 3, cursor: first.nextCursor! });
        expect(next.sessions.map((session) => session.id)).toEqual(["s6-9", "s5-9", "s4-9"]);
        return store.listSessions({ within: { workspace: "small", user: "ann" } });
      },
    ],
    ["readEvents", () => store.readEvents("s3-42", { afterSeq: 2 })],
    ["getSession", () => store.getSession("s3-42")],
    ["text search of records and messages", () => store.search({ text: "staging deploy", scope: tenant, targets: ["entry", "note", "message"] })],
    [
      "text search of records and messages, pruned (MaxScore)",
      () => pruning(() => store.search({ text: "staging deploy question", scope: { workspace: "tenant9" }, targets: ["entry", "message"], limit: 3 })),
    ],
    [
      "text search of messages in a large tenant, a phrase",
      () => store.search({ text: "staging deploy", scope: { workspace: "tenant9" }, targets: ["message"], limit: 3 }),
    ],
    [
      "text search of messages, one word, a session excluded",
      () => store.search({ text: "deploy", scope: { workspace: "tenant9" }, targets: ["message"], excludeSessionIds: ["s1-9"] }),
    ],
    ["vector search (exact)", () => store.search({ vector: [1, 1, 1, 1], scope: { workspace: "tenant9" } })],
    ["text and vector search in a large tenant", () => store.search({ text: "caching", vector: [1, 1, 1, 1], scope: { workspace: "tenant9" }, limit: 5 })],
    // The impact walk (impact-walk.ts), forced: band counts, seed statements and the threshold statement, records and messages.
    [
      "text search through the impact bands",
      () => walking(() => store.search({ text: "staging deploy question", scope: { workspace: "tenant9" }, targets: ["entry", "message"], limit: 2 })),
    ],
    [
      "text search through the impact bands, threshold statement",
      () => walking(() => store.search({ text: "orbit comet", scope: tenant, targets: ["note"], limit: 2 })),
    ],
    ["text search through the impact bands, one word", () => walking(() => store.search({ text: "staging", scope: { workspace: "tenant9" }, limit: 3 }))],
    [
      "text search of a long question in a small tenant, every scope key set (16 visible labels)",
      () =>
        store.search({
          text: "what did we decide about the staging checklist before the deploy pipeline runs on tuesday and who reviews caching servers orbit comet filler notes tomorrow morning release train hotfix rollback plan owner",
          scope: { ...tenant, agent: "claude", session: "mine" },
        }),
    ],
    [
      "text search through the impact bands, every scope key set (16 visible labels)",
      () =>
        walking(() =>
          store.search({
            text: "staging deploy question",
            scope: { workspace: "tenant9", user: "ann", agent: "claude", session: "mine" },
            targets: ["entry", "message"],
            limit: 2,
          }),
        ),
    ],
  ];

  it("the impact walk's statements all ran in those searches", async () => {
    const before = { ...impactWalkCounts };
    await walking(() => store.search({ text: "staging deploy question", scope: { workspace: "tenant9" }, targets: ["entry", "message"], limit: 2 }));
    await walking(() => store.search({ text: "staging", scope: { workspace: "tenant9" }, limit: 3 }));
    await walking(() => store.search({ text: "orbit comet", scope: tenant, targets: ["note"], limit: 2 }));
    expect(impactWalkCounts.seedStatements).toBeGreaterThan(before.seedStatements);
    expect(impactWalkCounts.thresholdPass).toBeGreaterThan(before.thresholdPass);
  });

  it("a phrase is looked for in the pair postings: the messages it cannot be in have no token stream read", async () => {
    /** The rows a statement read from `events`, by EXPLAIN ANALYZE of the search's message statement. */
    const eventsRead = async (text: string): Promise<{ rows: number; hits: unknown[] }> => {
      driver.plans = [];
      const hits = await store.search({ text, scope: { workspace: "tenant9" }, targets: ["message"], limit: 3 });
      const statement = driver.plans.find(({ sql }) => sql.includes("FROM page JOIN"));
      const explained = await fixture.admin.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement!.sql}`, [
        ...(statement!.params ?? []),
      ]);
      const read = nodes(explained.rows[0]!["QUERY PLAN"][0]!.Plan).filter((node) => node["Relation Name"] === "events");
      return { rows: read.reduce((sum, node) => sum + node["Actual Rows"]! * node["Actual Loops"]!, 0), hits };
    };
    // Tenant 9's 50 messages all read "staging deploy question <i> in session <s>": every one holds both words of
    // each query, and the first phrase, so only the page's 3 rows are read; without pairs, the token streams of all 50.
    const cases = [
      ["staging deploy", 3, 15],
      ["deploy staging", 3, 53],
      ["question staging deploy", 3, 53],
    ] as const;
    for (const [text, paired, unpaired] of cases) {
      const withPairs = await eventsRead(text);
      postingTuning.pairs = false;
      try {
        const withoutPairs = await eventsRead(text);
        expect([text, withPairs.rows, withoutPairs.rows]).toEqual([text, paired, unpaired]);
        expect(withPairs.hits).toEqual(withoutPairs.hits);
        expect(withPairs.hits).toHaveLength(3);
      } finally {
        postingTuning.pairs = true;
      }
    }
  });

  /**
   * Every statement read or wrote the large tables through an index entered by the tenant's scope or a
   * primary key: no sequential scan of any of them. A ModifyTable node names the table it writes; the rows
   * an UPDATE or DELETE changes are found by the scan below it.
   */
  function expectIndexedStatements(): void {
    for (const { sql, plan } of driver.plans) {
      const scans = nodes(plan).filter((node) => node["Node Type"] === "Seq Scan" && big.includes(node["Relation Name"] ?? ""));
      expect(
        scans.map((node) => node["Relation Name"]),
        sql,
      ).toEqual([]);
      const touched = nodes(plan).filter((node) => node["Node Type"] !== "ModifyTable" && big.includes(node["Relation Name"] ?? ""));
      // A Tid Scan re-reads a row an index already found (by its ctid).
      for (const node of touched) expect(node["Node Type"], sql).toMatch(/Index|Bitmap Heap Scan|Tid Scan/);
      // Each index is entered by the tenant's scope: its labels, the scope lexemes in a text index's tsquery
      // ("~s…", one per visible scope, ANDed with the terms: PostgreSQL prints "… & '~s…'" or "… & ( '~s…' | …"),
      // or a primary key. No other tenant's rows are read.
      for (const node of nodes(plan).filter((each) => new RegExp(`^(${big.join("|")})_`).test(each["Index Name"] ?? ""))) {
        const condition = node["Index Cond"] ?? "";
        // The postings' primary key is (term, scope_key, …): entered by the terms and the visible scopes' keys (one
        // term each side of a joined pair), or (a pruned search's per-term ranges and its probes of documents found)
        // by a term and the scope key of a posting already read in those scopes.
        if (/_postings_pkey$/.test(node["Index Name"]!)) {
          expect(condition, sql).toMatch(/term = (ANY .*|'(?:[^']|'')*'::text\)?|\(?\w+\.term\)?(::text)?\)?) AND \(?scope_key = (ANY |\w+\.scope_key)/);
          continue;
        }
        // The statistics' primary keys are (term, scope_label, shard) and (scope_label, shard): entered by the visible
        // labels too (all of them, or one per probe), never by the terms alone.
        if (/_stats_pkey$/.test(node["Index Name"]!)) {
          expect(condition, sql).toMatch(/scope_label = (ANY \('\{|\(unnest\('\{)/);
          continue;
        }
        const entry = node["Index Name"]!.endsWith("_pkey")
          ? "primary key"
          : condition.includes("scope_label")
            ? "scope"
            : /_text$/.test(node["Index Name"]!) && / & (\( )?'~s/.test(condition.replaceAll("''", "'"))
              ? "scope"
              : condition;
        expect(entry, `${node["Index Name"]} in ${sql}`).toMatch(/^(primary key|scope)$/);
      }
    }
  }

  for (const [name, call] of calls) {
    it(`${name}: uses an index, no sequential scan of a large table`, async () => {
      driver.plans = [];
      await call();
      expect(driver.plans.length).toBeGreaterThan(0);
      // A message search reads its terms' postings through their primary key, and so does a record search without type or tag filters.
      const entered = new Set(driver.plans.flatMap(({ plan }) => nodes(plan)).map((node) => node["Index Name"]));
      if (name.includes("messages")) expect(entered.has("message_postings_pkey"), name).toBe(true);
      if (name.startsWith("text search of records and messages")) expect(entered.has("record_postings_pkey"), name).toBe(true);
      // Every text search reads its terms' counts in its scopes (a walk also its bands' counts), and its scopes' document counts.
      if (name.includes("text search")) expect([entered.has("term_stats_pkey"), entered.has("text_stats_pkey")], name).toEqual([true, true]);
      // The pruned statement ran (its seed's floor), for the messages (records are never pruned).
      if (name.includes("pruned")) expect(driver.plans.filter(({ sql }) => sql.includes("seed_floor AS"))).toHaveLength(1);
      expectIndexedStatements();
    });
  }

  // Writes in a copied tenant (after the reads above, which read tenant 9 and "small"): what each changes, found by
  // the statements the store sends, as their ModifyTable nodes name them ("Insert" includes the upserts).
  const copied = { workspace: "tenant42" };
  const writes: [string, () => Promise<unknown>, unknown, string[]][] = [
    ["markUsed", () => store.markUsed(["e1-42", "e3-42", "e999-42"], at(90)), 2, ["Insert receipts", "Update records"]],
    [
      "putIf over the stored entry",
      async () => {
        const current = await store.get("entry", "e5-42");
        if (current?.kind !== "entry") throw new Error("e5-42 was copied as an entry");
        return (await store.putIf({ ...current, content: "deploy pipeline rewritten", updatedAt: at(91) }, current))?.content;
      },
      "deploy pipeline rewritten",
      ["Insert receipts", "Insert records", "Insert term_stats", "Insert text_stats"],
    ],
    ["delete", () => store.delete("entry", "e7-42"), true, ["Delete records", "Insert receipts", "Insert term_stats", "Insert text_stats"]],
    [
      "appendEvents",
      () =>
        store.appendEvents("s2-42", copied, [
          { at: at(92), type: "message", message: { id: "m9", role: "user", parts: [{ type: "text", text: "staging again" }], createdAt: at(92) } },
        ]),
      [6],
      ["Insert events", "Insert receipts", "Insert sessions", "Insert term_stats", "Insert text_stats"],
    ],
    [
      "redactEvents (what a purge rewrites)",
      async () => {
        const [event] = await store.readEvents("s3-42", { afterSeq: 1, limit: 1 });
        if (event?.type !== "message") throw new Error("s3-42 holds messages");
        return store.redactEvents("s3-42", [{ ...event, message: { ...event.message, parts: [{ type: "text", text: "[redacted]" }] } }]);
      },
      1,
      ["Insert receipts", "Insert term_stats", "Insert text_stats", "Update events"],
    ],
    [
      "deleteSession",
      () => store.deleteSession("s4-42"),
      true,
      ["Delete events", "Delete sessions", "Insert receipts", "Insert term_stats", "Insert text_stats"],
    ],
  ];

  for (const [name, call, result, written] of writes) {
    it(`${name}: finds the rows it changes by an index, no sequential scan of a large table`, async () => {
      driver.plans = [];
      expect(await call()).toEqual(result);
      const modified = driver.plans.flatMap(({ plan }) => nodes(plan)).filter((node) => node["Node Type"] === "ModifyTable");
      expect([...new Set(modified.map((node) => `${node.Operation} ${node["Relation Name"]}`))].sort()).toEqual(written);
      expectIndexedStatements();
    });
  }

  it("the postings triggers' statements, which EXPLAIN does not show, find the postings by their primary key too", async () => {
    // auto_explain (PostgreSQL's contrib module) sends the plan of every statement run, those inside the triggers included, as a notice.
    const logged: PlanNode[] = [];
    const queries: string[] = [];
    const pool = new pg.Pool({ connectionString: fixture.url, max: 1 });
    pool.on("error", () => undefined);
    pool.on("connect", (client) => {
      client.on("notice", (notice) => {
        const text = notice.message ?? "";
        if (!text.includes("{")) return;
        const explained = JSON.parse(text.slice(text.indexOf("{"))) as { "Query Text": string; Plan: PlanNode };
        logged.push(explained.Plan);
        queries.push(explained["Query Text"]);
      });
      void client.query(
        "LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET auto_explain.log_level = notice; SET auto_explain.log_format = json",
      );
    });
    const db = new Database(new PgDriver({ pool, ownsPool: true, statementTimeoutMs: 0, preparedStatements: false }), new Tables(schema), resolveRetry({}));
    const writer = new PostgresMemoryStore(db, await setupVectorIndex(db, 4, true), await migrate(db));
    try {
      const current = await writer.get("entry", "e5-43");
      const changed = await writer.putIf({ ...current!, updatedAt: at(91) }, current!);
      expect(changed).toMatchObject({ kind: "entry", id: "e5-43", updatedAt: at(91), content: current!.content });
      expect(await writer.get("entry", "e5-43")).toEqual(changed);
      // The compare-and-set refuses a write against the record as it was before.
      expect(await writer.putIf({ ...current!, updatedAt: at(92) }, current!)).toBeUndefined();
      expect(await writer.delete("entry", "e7-43")).toBe(true);
      const [event] = await writer.readEvents("s3-43", { afterSeq: 1, limit: 1 });
      if (event?.type !== "message") throw new Error("s3-43 holds messages");
      expect(await writer.redactEvents("s3-43", [{ ...event, message: { ...event.message, parts: [{ type: "text", text: "[redacted]" }] } }])).toBe(1);
      expect(await writer.deleteSession("s4-43")).toBe(true);
    } finally {
      await writer.close();
    }
    const postings = logged.filter((plan) => plan["Node Type"] === "ModifyTable" && /_postings$/.test(plan["Relation Name"] ?? ""));
    expect([...new Set(postings.map((plan) => `${plan.Operation} ${plan["Relation Name"]}`))].sort()).toEqual([
      "Delete message_postings",
      "Delete record_postings",
      "Insert message_postings",
      "Insert record_postings",
    ]);
    logged.forEach((plan, index) => {
      const read = nodes(plan).filter((node) => node["Node Type"] !== "ModifyTable" && big.includes(node["Relation Name"] ?? ""));
      expect(
        read
          .map((node) => `${node["Node Type"]} ${node["Index Name"] ?? node["Relation Name"]}`)
          .filter((scan) => !/^(Index Scan|Index Only Scan|Bitmap Heap Scan|Tid Scan) /.test(scan)),
        queries[index],
      ).toEqual([]);
    });
    // Each trigger's delete entered its postings' primary key by the old rows' terms and scope keys.
    for (const plan of postings.filter((each) => each.Operation === "Delete")) {
      expect(nodes(plan).map((node) => node["Index Name"])).toContain(`${plan["Relation Name"]}_pkey`);
    }
  });
});
