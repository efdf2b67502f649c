import { fork } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SearchHit } from "@engram/core/store";
import { phraseBoost } from "@engram/core/store-kit";
import { fullRecords, fullSessionEvents } from "@engram/core/testing";
import pg from "pg";
import { expect, it } from "vitest";
import { Database } from "../src/database.js";
import { impactWalkCounts, impactWalkTuning } from "../src/impact-walk.js";
import { postingTuning } from "../src/posting-top.js";
import { PgDriver } from "../src/driver/pg-driver.js";
import { openPostgresStore } from "../src/index.js";
import type { Migration } from "../src/migrations/migration.js";
import { latestSchemaVersion, migrate, storeMigrations } from "../src/migrations/migrate.js";
import { resolveRetry } from "../src/retry.js";
import { Tables } from "../src/tables.js";
import { pairTerm, scopeKey } from "../src/postings.js";
import { documentBandLexemes } from "../src/term-bands.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";

const migrator = fileURLToPath(new URL("./fixtures/migrator.mjs", import.meta.url));

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

/** Every schema version a released package wrote, as a frozen dump with data in it (schema "engram_v<n>"). */
const earlierVersions = [1, 2, 3, 4, 5, 6, 7].map((version) => ({
  version,
  sql: readFileSync(`${fixtures}schema-v${version}.sql`, "utf8"),
}));

it("has a frozen dump with data of every schema version before the newest, and tests each", () => {
  const everyEarlier = Array.from({ length: latestSchemaVersion - 1 }, (_, i) => i + 1);
  expect(earlierVersions.map(({ version }) => version)).toEqual(everyEarlier);
  const dumped = readdirSync(fixtures)
    .map((name) => /^schema-v(\d+)\.sql$/.exec(name)?.[1])
    .filter((version) => version !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  expect(dumped).toEqual(everyEarlier);
});

/**
 * Loads a dump under a schema name of its own, on a connection that is then discarded (the dump sets
 * session settings). The name is replaced in the dump's text, not renamed afterwards: the postings
 * triggers' functions (version 4 on) name their tables with the schema, as the store creates them.
 */
async function loadDump(admin: pg.Pool, sql: string, from: string, to: string): Promise<void> {
  const client = await admin.connect();
  try {
    await client.query(sql.replace(`CREATE SCHEMA ${from};`, `CREATE SCHEMA ${to};`).replaceAll(`"${from}".`, `"${to}".`).replaceAll(`${from}.`, `${to}.`));
  } finally {
    client.release(true);
  }
}

function database(url: string, schema: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => undefined);
  return new Database(new PgDriver({ pool, ownsPool: true, statementTimeoutMs: 0, preparedStatements: false }), new Tables(schema), resolveRetry({}));
}

/**
 * The text statistics per scope label recounted from the rows (documents with tokens only, search spec
 * section 1), each document's terms and impact band lexemes computed here in JavaScript from its doc_len
 * and doc_tf (as the store's writes compute them; migration 3 computes them in SQL): what the stored
 * counters, summed over their shards, must equal.
 */
async function recountedStatistics(admin: pg.Pool, schema: string) {
  const stored = await admin.query(
    `SELECT (SELECT json_object_agg(scope_label, json_build_array(docs, tokens) ORDER BY scope_label) FROM
         (SELECT scope_label, sum(docs)::int AS docs, sum(tokens)::int AS tokens FROM "${schema}".text_stats GROUP BY scope_label HAVING sum(docs) > 0) AS s) AS scopes,
       (SELECT json_object_agg(scope_label || ' ' || term, df ORDER BY scope_label, term) FROM
         (SELECT scope_label, term, sum(df)::int AS df FROM "${schema}".term_stats GROUP BY scope_label, term HAVING sum(df) > 0) AS t) AS terms`,
  );
  const documents = await admin.query<{ scope_label: string; doc_len: number; doc_tf: Record<string, number> }>(
    `SELECT scope_label, doc_len, doc_tf FROM "${schema}".records WHERE doc_len > 0
     UNION ALL SELECT scope_label, doc_len, doc_tf FROM "${schema}".events WHERE type = 'message' AND doc_len > 0`,
  );
  const scopes = new Map<string, [number, number]>();
  const terms = new Map<string, number>();
  for (const row of documents.rows) {
    const [docs, tokens] = scopes.get(row.scope_label) ?? [0, 0];
    scopes.set(row.scope_label, [docs + 1, tokens + row.doc_len]);
    const entries = Object.entries(row.doc_tf);
    for (const term of [...entries.map(([term]) => term), ...documentBandLexemes(row.doc_len, entries)]) {
      const key = `${row.scope_label} ${term}`;
      terms.set(key, (terms.get(key) ?? 0) + 1);
    }
  }
  const sorted = <T>(map: Map<string, T>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { stored: stored.rows[0], recounted: { scopes: sorted(scopes), terms: sorted(terms) } };
}

/**
 * The postings as stored, and as the rows say they must be (one per document with tokens and distinct
 * term or pair term: its tf, length, scope key, precedence and time), each sorted the same way, for messages and records.
 */
async function recountedPostings(admin: pg.Pool, schema: string) {
  const read = async (postings: string, source: string, [a, b]: [string, string], time: string, only: string) => {
    const stored = await admin.query<{ line: string }>(
      `SELECT concat_ws(' ', term, scope_key, ${a}, ${b}, tf, doc_len, precedence, ${time}) AS line FROM "${schema}".${postings}`,
    );
    const rows = await admin.query<
      Record<string, string | number> & { scope_label: string; doc_len: number; doc_tf: Record<string, number>; doc_tokens: string }
    >(`SELECT ${a}, ${b}, scope_label, doc_len, doc_tf, doc_tokens, precedence, ${time} FROM "${schema}".${source} WHERE ${only}doc_len > 0`);
    const expected = rows.rows.flatMap((row) => {
      // Version 8's pair terms, counted here from the token string as pairTerm names them.
      const lexemes = row.doc_tokens.split(" ");
      const pairs = new Map<string, number>();
      for (let i = 1; i < lexemes.length; i++) {
        const pair = pairTerm(lexemes[i - 1]!, lexemes[i]!);
        pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      }
      return [...Object.entries(row.doc_tf), ...pairs].map(([term, tf]) =>
        [term, scopeKey(row.scope_label), row[a], row[b], tf, row.doc_len, row["precedence"], row[time]].join(" "),
      );
    });
    return { stored: stored.rows.map((row) => row.line).sort(), expected: expected.sort() };
  };
  const messages = await read("message_postings", "events", ["session_id", "seq"], "at_ms", "type = 'message' AND ");
  const records = await read("record_postings", "records", ["kind", "id"], "updated_ms", "");
  return { stored: [...messages.stored, ...records.stored], expected: [...messages.expected, ...records.expected], records: records.stored };
}

describeWithPostgres("schema migrations", () => {
  const fixture = usePostgresServer();

  for (const { version, sql } of earlierVersions) {
    it(`opens a store written at schema version ${version}, with everything it held intact and its statistics consistent`, async () => {
      const schema = freshSchema(`from_v${version}`);
      await loadDump(fixture.admin, sql, `engram_v${version}`, schema);
      const store = await openPostgresStore({ connectionString: fixture.url, schema });
      try {
        expect(await store.stats()).toMatchObject({ schemaVersion: latestSchemaVersion, vectors: { search: "exact", dimensions: 3 } });
        const scope = { workspace: "acme", user: "ann" };
        for (const record of fullRecords(scope)) {
          expect(await store.get(record.kind, record.id)).toEqual(record.vector ? { ...record, vector: [0.5, 0.25, 1] } : record);
        }
        expect(await store.get("entry", "plain")).toMatchObject({ useCount: 1, lastUsedAt: "2026-03-04T09:00:00.000Z" });
        expect(await store.get("note", "gone")).toBeUndefined();
        expect(await store.readEvents("full-session")).toEqual(fullSessionEvents().map((event, i) => ({ ...event, seq: i + 1 })));
        expect(await store.getSession("full-session")).toMatchObject({ scope, eventCount: fullSessionEvents().length, title: "Flaky deploy" });
        const [redacted] = await store.readEvents("second");
        expect(redacted?.type === "message" ? redacted.message.parts : []).toEqual([{ type: "text", text: "The staging database runs on port [forgotten]" }]);
        const hits = await store.search({ text: "deploy tuesdays", vector: [1, 0, 0], scope: { workspace: "acme" } });
        expect(hits[0]).toMatchObject({ target: "record", record: { id: "plain" } });
        expect(await store.search({ text: "5433", scope: { workspace: "acme" }, targets: ["message"] })).toEqual([]);
        const messages = await store.search({ text: "staging database", scope: { workspace: "acme", user: "ann" }, targets: ["message"] });
        expect(messages.map((found) => (found.target === "message" ? `${found.sessionId}#${found.event.seq}` : ""))).toEqual(["second#1"]);
        const messageKeys = (hits: readonly SearchHit[]) => hits.map((each) => (each.target === "message" ? `${each.sessionId}#${each.event.seq}` : ""));
        if (version === 4) {
          // What the version 4 release wrote (its messages' postings kept by its triggers, its entry's filled by version 5).
          const fay = { workspace: "acme", user: "fay" };
          expect(messageKeys(await store.search({ text: "nightly backup", scope: fay, targets: ["message"] }))).toEqual(["v4-session#2", "v4-session#3"]);
          expect(await store.search({ text: "k3yvault99", scope: fay, targets: ["message", "entry"] })).toEqual([]);
          const [redactedByV4] = (await store.readEvents("v4-session")).slice(2);
          expect(redactedByV4?.type === "message" ? redactedByV4.message.parts : []).toEqual([
            { type: "text", text: "The backup disk was full; the archive key is [forgotten]" },
          ]);
          expect(await store.getSession("v4-session")).toMatchObject({ scope: fay, eventCount: 3, title: "Nightly backup" });
          const [entry] = await store.search({ text: "clear disk", scope: fay, targets: ["entry"] });
          expect(entry).toMatchObject({ target: "record", record: { id: "v4-e1", key: "backup-disk", type: "solution", tags: ["backup"] } });
        }
        if (version === 6) {
          // What the version 6 release wrote: messages without a tsvector, a redaction, a note put and deleted.
          const gus = { workspace: "acme", user: "gus" };
          // Both words (and as a phrase) first; then one word each, equal in score, the newer first.
          expect(messageKeys(await store.search({ text: "postings migration", scope: gus, targets: ["message"] }))).toEqual([
            "v6-session#2",
            "v6-session#4",
            "v6-session#3",
          ]);
          expect(messageKeys(await store.search({ text: "half minutes", scope: gus, targets: ["message"] }))).toEqual(["v6-session#3"]);
          expect(await store.search({ text: "s3cr3tpass", scope: gus, targets: ["message", "entry"] })).toEqual([]);
          expect(await store.getSession("v6-session")).toMatchObject({ scope: gus, eventCount: 4, title: "Slow migration" });
          expect(await store.get("note", "v6-gone")).toBeUndefined();
          expect(await store.search({ text: "scratch note", scope: gus, targets: ["note"] })).toEqual([]);
          const [entry] = await store.search({ text: "tsvector dropped", scope: gus, targets: ["entry"] });
          expect(entry).toMatchObject({ target: "record", record: { id: "v6-e1", key: "events-index", type: "decision" } });
        }
        if (version >= 5) {
          // What the version 5 release wrote is found as it was.
          const dan = { workspace: "acme", user: "dan" };
          const found = await store.search({ text: "postings table", scope: dan, targets: ["message"] });
          expect(found.map((each) => (each.target === "message" ? `${each.sessionId}#${each.event.seq}` : ""))).toEqual(["v5-session#3"]);
          expect(await store.get("entry", "v5-e1")).toMatchObject({ key: "postings-decision", scope: dan, type: "decision" });
        }
        if (version >= 7) {
          // What the version 7 release wrote: phrases found through the pair postings version 8 added, boosted as
          // the token streams would have them, pairs with long tokens included (the digest of a 1,200-byte token, a 990-byte one).
          const eve = { workspace: "acme", user: "eve" };
          const keys = (hits: readonly SearchHit[]) => hits.map((each) => (each.target === "message" ? `${each.sessionId}#${each.event.seq}` : ""));
          const phrased = await store.search({ text: "cache port", scope: eve, targets: ["message"] });
          postingTuning.pairs = false;
          try {
            expect(await store.search({ text: "cache port", scope: eve, targets: ["message"] })).toEqual(phrased);
          } finally {
            postingTuning.pairs = true;
          }
          expect(keys(phrased)).toEqual(["v7-session#5", "v7-session#2", "v7-session#3", "second#1"]);
          for (const long of [`${"q".repeat(1_200)} beside`, `another ${"r".repeat(990)}`, `${"r".repeat(990)} end`]) {
            const [together] = await store.search({ text: long, scope: eve, targets: ["message"] });
            const [apart] = await store.search({ text: long.split(" ").reverse().join(" "), scope: eve, targets: ["message"] });
            expect(keys([together!, apart!])).toEqual(["v7-session#4", "v7-session#4"]);
            expect(together?.textScore).toBe((apart?.textScore ?? 0) * phraseBoost);
          }
          const [entry] = await store.search({ text: "pin cache", scope: eve, targets: ["entry"] });
          expect(entry).toMatchObject({ target: "record", record: { id: "v7-e1", content: "Before the deploy pin the cache port" } });
        }
        // Version 6 took the messages' tsvector and its GIN index away (their postings serve every message search).
        const dropped = await fixture.admin.query(
          `SELECT to_regclass($1) AS index, (SELECT count(*)::int FROM information_schema.columns WHERE table_schema = $2 AND table_name = 'events' AND column_name = 'doc_tsv') AS columns`,
          [`"${schema}".events_text`, schema],
        );
        expect(dropped.rows).toEqual([{ index: null, columns: 0 }]);
        // Versions 4 and 5 filled the postings from every message and record row, version 8 added their pair terms.
        const migrated = await recountedPostings(fixture.admin, schema);
        expect(migrated.stored).toEqual(migrated.expected);
        expect(migrated.stored.length).toBeGreaterThan(version >= 3 ? 20 : 4);
        expect(migrated.records.length).toBeGreaterThan(10);
        // The migrated rows carry band lexemes: the impact walk, forced, finds what scoring every row finds.
        const query = { text: "deploy staging worker", scope: { workspace: "acme", user: "bob" }, targets: ["message" as const, "entry" as const] };
        const scored = await store.search(query);
        expect(scored.length).toBeGreaterThan(version >= 2 ? 2 : 0);
        const saved = { ...impactWalkTuning };
        const walks = impactWalkCounts.seedStatements;
        Object.assign(impactWalkTuning, { fromPostings: 0, seedDocuments: 1, scoreAllFromShare: 100, multiTerm: true });
        postingTuning.records = false;
        try {
          expect(await store.search({ ...query, limit: 2 })).toEqual(scored.slice(0, 2));
          expect(await store.search(query)).toEqual(scored);
        } finally {
          Object.assign(impactWalkTuning, saved);
          postingTuning.records = true;
        }
        expect(impactWalkCounts.seedStatements).toBeGreaterThan(walks);
        // It goes on where it was: the next seq, and counts kept exact by later writes.
        expect(await store.appendEvents("second", { workspace: "acme" }, [{ at: "2026-03-05T09:00:00.000Z", type: "title", title: "Staging" }])).toEqual([2]);
        await store.delete("entry", "plain");
        const { stored, recounted } = await recountedStatistics(fixture.admin, schema);
        expect(stored).toEqual(recounted);
        // Later writes keep the postings: a new message in, a forgotten session's out.
        await store.appendEvents("fifth", { workspace: "acme", user: "bob" }, [
          {
            at: "2026-03-08T09:00:00.000Z",
            type: "message",
            message: { id: "t9", role: "user", parts: [{ type: "text", text: "Staging staging again" }], createdAt: "2026-03-08T09:00:00.000Z" },
          },
        ]);
        await store.deleteSession("second");
        const later = await recountedPostings(fixture.admin, schema);
        expect(later.stored).toEqual(later.expected);
        expect(later.stored.filter((line) => line.includes(" fifth "))).toEqual([
          `again ${scopeKey("workspace=acme,user=bob")} fifth 1 1 3 2 1772960400000`,
          `staging ${scopeKey("workspace=acme,user=bob")} fifth 1 2 3 2 1772960400000`,
          `staging again ${scopeKey("workspace=acme,user=bob")} fifth 1 1 3 2 1772960400000`,
          `staging staging ${scopeKey("workspace=acme,user=bob")} fifth 1 1 3 2 1772960400000`,
        ]);
        expect(later.stored.some((line) => line.includes(" second "))).toBe(false);
        // A mark of use rewrites a record's JSON but not its postings; a deleted record takes its postings along.
        expect(later.records.some((line) => line.includes(" entry plain "))).toBe(false);
      } finally {
        await store.close();
      }
    });
  }

  it("applies a new migration once, in its own transaction, when six processes open the schema at once", async () => {
    const schema = freshSchema("race");
    const children = Array.from({ length: 6 }, () => fork(migrator, [fixture.url, schema], { stdio: ["ignore", "inherit", "inherit", "ipc"] }));
    const results = children.map(
      (child) =>
        new Promise<number>((resolve, reject) => {
          let version: number | undefined;
          child.on("message", (message: { type: string; version?: number }) => {
            if (message.type === "done") version = message.version;
          });
          child.on("exit", (code) => (code === 0 && version !== undefined ? resolve(version) : reject(new Error(`migrator exited with ${code}`))));
        }),
    );
    await Promise.all(children.map((child) => new Promise<void>((resolve) => child.once("message", () => resolve()))));
    for (const child of children) child.send("go");
    const next = latestSchemaVersion + 1;
    expect(await Promise.all(results)).toEqual([next, next, next, next, next, next]);
    const runs = await fixture.admin.query(`SELECT count(*)::int AS n FROM "${schema}".runs`);
    expect(runs.rows[0].n).toBe(1);
    const versions = await fixture.admin.query(`SELECT version FROM "${schema}".schema_version ORDER BY version`);
    expect(versions.rows.map((row) => row.version)).toEqual([...storeMigrations.map((migration) => migration.version), next]);
  }, 120_000);

  it("upgrades a version 1 store with data to a new version, and a failing migration leaves it at the version before", async () => {
    const schema = freshSchema("upgrade");
    await loadDump(fixture.admin, earlierVersions[0]!.sql, "engram_v1", schema);
    const next = latestSchemaVersion + 1;
    const failing: Migration = {
      version: next,
      name: "test: fails half way",
      async up(tx, tables) {
        await tx.query(`CREATE TABLE ${tables.schema}.half (x integer)`);
        await tx.query("SELECT 1 / 0");
      },
    };
    const first = database(fixture.url, schema);
    await expect(migrate(first, [...storeMigrations, failing])).rejects.toMatchObject({
      name: "EngramError",
      code: "STORE_UNAVAILABLE",
      message: expect.stringContaining(`schema migration ${next} (test: fails half way)`),
    });
    await first.close();
    const after = await fixture.admin.query(`SELECT to_regclass($1) AS half, (SELECT max(version) FROM "${schema}".schema_version) AS version`, [
      `"${schema}".half`,
    ]);
    expect(after.rows[0]).toEqual({ half: null, version: latestSchemaVersion });
    const working: Migration = {
      version: next,
      name: "test: a column on every record",
      async up(tx, tables) {
        await tx.query(`ALTER TABLE ${tables.records} ADD COLUMN marked boolean NOT NULL DEFAULT true`);
      },
    };
    const second = database(fixture.url, schema);
    expect(await migrate(second, [...storeMigrations, working])).toBe(next);
    await second.close();
    const marked = await fixture.admin.query(`SELECT count(*)::int AS n FROM "${schema}".records WHERE marked`);
    expect(marked.rows[0].n).toBe(7);
  });

  it("has autovacuum visit the postings tables after 1% of their rows changed or were inserted (version 7)", async () => {
    const schema = freshSchema("vacuumed");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    await store.close();
    const options = await fixture.admin.query<{ relname: string; reloptions: string[] | null }>(
      `SELECT c.relname, c.reloptions FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname IN ('message_postings', 'record_postings', 'events') ORDER BY c.relname`,
      [schema],
    );
    const vacuumed = ["autovacuum_vacuum_scale_factor=0.01", "autovacuum_vacuum_insert_scale_factor=0.01"];
    expect(options.rows).toEqual([
      { relname: "events", reloptions: null },
      { relname: "message_postings", reloptions: vacuumed },
      { relname: "record_postings", reloptions: vacuumed },
    ]);
  });

  it("refuses a schema written by a newer package (STORE_UNAVAILABLE: upgrade), changing nothing", async () => {
    const schema = freshSchema("newer");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    await store.close();
    await fixture.admin.query(`INSERT INTO "${schema}".schema_version (version, name) VALUES (99, 'from the future')`);
    await expect(openPostgresStore({ connectionString: fixture.url, schema })).rejects.toMatchObject({
      code: "STORE_UNAVAILABLE",
      message: expect.stringContaining("upgrade the package"),
    });
    const versions = await fixture.admin.query(`SELECT version FROM "${schema}".schema_version ORDER BY version`);
    expect(versions.rows.map((row) => row.version)).toEqual([...storeMigrations.map((migration) => migration.version), 99]);
  });
});
