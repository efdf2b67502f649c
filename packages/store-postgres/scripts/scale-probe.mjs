// A rough scale probe, not a benchmark (apps/bench owns those): writes a seed tenant through the store,
// copies its rows by SQL into ten tenants `copies` times over (the tsvector's scope lexeme and the text
// statistics adjusted as the store would have written them), ANALYZEs, then times searches in one tenant.
//   node scripts/scale-probe.mjs postgres://postgres@127.0.0.1:5432/postgres 100   (after pnpm exec tsc -b)
// 100 copies: 10,100 records and 101,000 message events. The schema is dropped at the end.
import pg from "pg";
import { openPostgresStore } from "../dist/index.js";

const [connectionString, copiesText = "100"] = process.argv.slice(2);
if (!connectionString) throw new Error("usage: node scripts/scale-probe.mjs <postgres url> [copies]");
const copies = Number(copiesText);
const schema = `scale_probe_${Date.now()}`;
const S = `"${schema}"`;
const store = await openPostgresStore({ connectionString, schema, poolSize: 8 });
const admin = new pg.Pool({ connectionString, max: 2 });
admin.on("error", () => undefined);
const words =
  "deploy staging cache server port pipeline redis postgres build test flaky retry queue worker token migration schema index vector tenant alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon".split(
    " ",
  );
let seed = 1;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
// Skewed: the first words are common, the last ones rare.
const sentence = (n) => Array.from({ length: n }, () => words[Math.floor(random() ** 2 * words.length)]).join(" ");
const at = new Date().toISOString();
const scopeLexeme = (label) => `'~s' || left(translate(encode(sha256(convert_to(${label}, 'UTF8')), 'base64'), '+/', '-_'), 22)`;
const rescoped = (label) =>
  `CASE WHEN doc_tsv IS NULL THEN NULL ELSE ts_delete(doc_tsv, ARRAY(SELECT l FROM unnest(tsvector_to_array(doc_tsv)) AS l WHERE l LIKE '~s%')) || array_to_tsvector(ARRAY[${scopeLexeme(label)}]) END`;
try {
  for (let s = 0; s < 20; s++) {
    const events = Array.from({ length: 50 }, (_, i) => ({
      at,
      type: "message",
      message: { id: `m${i}`, role: "user", parts: [{ type: "text", text: sentence(10 + Math.floor(random() * 30)) }], createdAt: at },
    }));
    await store.appendEvents(`s${s}`, { workspace: "seed" }, events);
  }
  for (let i = 0; i < 100; i++) {
    await store.put({
      kind: "entry",
      id: `e${i}`,
      key: `k${i}`,
      content: sentence(8 + Math.floor(random() * 20)),
      type: "fact",
      scope: { workspace: "seed" },
      importance: 0.5,
      confidence: 0.5,
      source: "manual",
      provenance: { trust: "user" },
      createdAt: at,
      updatedAt: at,
    });
  }
  const tenant = "'workspace=t' || (g % 10)";
  await admin.query(
    `INSERT INTO ${S}.records SELECT kind, id || '-' || g, ${tenant}, precedence, type, key, day, tags, created_ms, updated_ms,
       jsonb_set(jsonb_set(body::jsonb, '{id}', to_jsonb(id || '-' || g)), '{scope}', jsonb_build_object('workspace', 't' || (g % 10)))::text,
       embedding, embedding_norm, doc_len, doc_tokens, doc_tf, ${rescoped(tenant)} FROM ${S}.records, generate_series(1, ${copies}) AS g`,
  );
  await admin.query(
    `INSERT INTO ${S}.events SELECT session_id || '-' || g, seq, type, at_ms, body, ${tenant}, precedence, doc_len, doc_tokens, doc_tf, ${rescoped(tenant)}
     FROM ${S}.events, generate_series(1, ${copies}) AS g`,
  );
  await admin.query(
    `INSERT INTO ${S}.sessions SELECT id || '-' || g, ${tenant}, precedence, created_at, updated_at, updated_ms, event_count, title_json
     FROM ${S}.sessions, generate_series(1, ${copies}) AS g`,
  );
  await admin.query(`UPDATE ${S}.text_stats SET docs = docs * ${copies + 1}, tokens = tokens * ${copies + 1}`);
  await admin.query(`UPDATE ${S}.term_stats SET df = df * ${copies + 1}`);
  for (const table of ["records", "events", "sessions", "term_stats"]) await admin.query(`VACUUM ANALYZE ${S}.${table}`);
  const counts = await admin.query(`SELECT (SELECT count(*)::int FROM ${S}.records) AS records, (SELECT count(*)::int FROM ${S}.events) AS events`);
  console.log(`${counts.rows[0].records} records, ${counts.rows[0].events} events; one tenant holds a tenth`);
  const time = async (name, call, runs = 30) => {
    const took = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await call(i);
      took.push(performance.now() - start);
    }
    took.sort((a, b) => a - b);
    console.log(`${name.padEnd(44)} p50 ${took[runs >> 1].toFixed(1).padStart(7)} ms   p95 ${took[Math.floor(runs * 0.95)].toFixed(1).padStart(7)} ms`);
  };
  const scope = { workspace: "t3" };
  await time("search entries (a rare and a common word)", (i) => store.search({ text: `${words[20 + (i % 18)]} ${words[i % 5]}`, scope, limit: 10 }));
  await time("search messages (a rare word)", (i) => store.search({ text: words[28 + (i % 10)], scope, targets: ["message"], limit: 20 }));
  await time("search messages (two common words)", (i) =>
    store.search({ text: `${words[i % 3]} ${words[(i + 1) % 3]}`, scope, targets: ["message"], limit: 20 }),
  );
  await time("recall-like (entries and messages, 8 words)", () =>
    store.search({ text: sentence(8), scope, targets: ["entry", "daily", "message"], limit: 50 }),
  );
  await time("query a page of entries", () => store.query({ kind: "entry", scope, limit: 20 }));
  await time("append one message", (i) =>
    store.appendEvents("s1-3", scope, [
      { at, type: "message", message: { id: `x${i}`, role: "user", parts: [{ type: "text", text: sentence(20) }], createdAt: at } },
    ]),
  );
} finally {
  await admin.query(`DROP SCHEMA IF EXISTS ${S} CASCADE`);
  await admin.end();
  await store.close();
}
