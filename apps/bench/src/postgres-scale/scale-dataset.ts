import type { Scope } from "@engram/core";
import { parseScopeLabel, scopeLabel } from "@engram/core/store";
import { openPostgresStore, type PostgresStore } from "@engram/store-postgres";
import pg from "pg";
import { generateEntry } from "../stores/entry-generator.js";
import { planYear, sessionEvents } from "../personal/year-of-sessions.js";
import type { ScaleSize } from "./scale-plan.js";

/** Tenant n's copy of a scope: its workspace prefixed with "t<n>.", so no two tenants share a scope label. */
export function tenantScope(scope: Scope, tenant: number): Scope {
  return { ...scope, workspace: `t${tenant}.${scope.workspace ?? "none"}` };
}

/** The schema a size's dataset lives in; a run finding it complete (its `bench_dataset` row) reuses it. */
export const scaleSchema = (size: ScaleSize): string => `engram_scale_${size.tenants}x${size.messagesPerTenant}x${size.entriesPerTenant}`;

/** Runs `work` on each item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The scope lexeme the store puts in a tsvector ("~s" and 22 base64url characters of the label's SHA-256), in SQL. */
const scopeLexemeSql = (label: string): string => `'~s' || left(translate(encode(sha256(convert_to(${label}, 'UTF8')), 'base64'), '+/', '-_'), 22)`;

/**
 * Makes (or finds) the dataset: tenant 0 written through the store's API (a year of one user's coding
 * sessions from `planYear`/`sessionEvents`, entries from the stores suite's generator), then copied by
 * SQL into tenants 1..n-1 with their own scope labels, ids, tsvector scope lexemes and text statistics
 * (exactly what the store would have written for the same documents in those scopes), the GIN indexes
 * rebuilt once after the copies, and ANALYZE. A complete dataset is marked and reused by later runs on
 * the same server.
 */
export async function ensureScaleDataset(url: string, size: ScaleSize, log: (line: string) => void): Promise<{ schema: string; builtMs: number | undefined }> {
  const schema = scaleSchema(size);
  const S = `"${schema}"`;
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  admin.on("error", () => undefined);
  try {
    const done = await admin.query<{ found: string | null }>("SELECT to_regclass($1)::text AS found", [`${schema}.bench_dataset`]);
    if (done.rows[0]?.found) {
      log(`postgres-scale: reusing the dataset in schema ${schema}`);
      return { schema, builtMs: undefined };
    }
    const started = performance.now();
    await admin.query(`DROP SCHEMA IF EXISTS ${S} CASCADE`);
    const store = await openPostgresStore({ connectionString: url, schema, poolSize: 4, statementTimeoutMs: 0 });
    try {
      await writeTenantZero(store, size, log);
    } finally {
      await store.close();
    }
    await copyTenants(admin, S, size, log);
    await admin.query(`CREATE TABLE ${S}.bench_dataset (built_at timestamptz NOT NULL DEFAULT now(), tenants int NOT NULL)`);
    await admin.query(`INSERT INTO ${S}.bench_dataset (tenants) VALUES ($1)`, [size.tenants]);
    return { schema, builtMs: performance.now() - started };
  } finally {
    await admin.end();
  }
}

async function writeTenantZero(store: PostgresStore, size: ScaleSize, log: (line: string) => void): Promise<void> {
  const sessions = planYear(size.messagesPerTenant);
  let written = 0;
  await inParallel(sessions, 3, async (session) => {
    const events = sessionEvents(session);
    // Calls of up to 500 events, as an archiving hook would write a long session in parts.
    for (let i = 0; i < events.length; i += 500) await store.appendEvents(session.id, tenantScope(session.scope, 0), events.slice(i, i + 500));
    written += events.length;
    if (written % 20_000 < events.length) log(`postgres-scale: tenant 0, ${written} of ${size.messagesPerTenant} messages written`);
  });
  const indexes = Array.from({ length: size.entriesPerTenant }, (_, i) => i);
  await inParallel(indexes, 3, async (i) => {
    const entry = generateEntry(i);
    await store.put({ ...entry, scope: tenantScope(entry.scope, 0) });
  });
  log(`postgres-scale: tenant 0 written (${size.messagesPerTenant} messages, ${size.entriesPerTenant} entries)`);
}

async function copyTenants(admin: pg.Pool, S: string, size: ScaleSize, log: (line: string) => void): Promise<void> {
  const labels = (await admin.query<{ label: string }>(`SELECT DISTINCT scope_label AS label FROM ${S}.text_stats`)).rows.map((row) => row.label);
  // The GIN indexes are rebuilt once after the copies (faster than growing them row by row).
  const gin = (
    await admin.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = $1 AND indexdef ILIKE '%USING gin%'`,
      [S.slice(1, -1)],
    )
  ).rows;
  for (const index of gin) await admin.query(`DROP INDEX ${S}."${index.name}"`);
  for (let tenant = 1; tenant < size.tenants; tenant++) {
    const from: string[] = [];
    const to: string[] = [];
    for (const label of labels) {
      const scope = parseScopeLabel(label);
      from.push(label);
      to.push(scopeLabel({ ...scope, workspace: scope.workspace?.replace(/^t0\./, `t${tenant}.`) }));
    }
    const suffix = `.t${tenant}`;
    const relabel = `JOIN unnest($1::text[], $2::text[]) AS m(old_label, new_label) ON m.old_label = x.scope_label`;
    const rescoped = `CASE WHEN x.doc_tsv IS NULL THEN NULL ELSE ts_delete(x.doc_tsv, ARRAY(SELECT l FROM unnest(tsvector_to_array(x.doc_tsv)) AS l WHERE l LIKE '~s%')) || array_to_tsvector(ARRAY[${scopeLexemeSql("m.new_label")}]) END`;
    const params = [from, to, suffix];
    await admin.query(
      `INSERT INTO ${S}.records (kind, id, scope_label, precedence, type, key, day, tags, created_ms, updated_ms, body, embedding, embedding_norm, doc_len, doc_tokens, doc_tf, doc_tsv)
       SELECT x.kind, x.id || $3, m.new_label, x.precedence, x.type, x.key, x.day, x.tags, x.created_ms, x.updated_ms,
         jsonb_set(jsonb_set(x.body::jsonb, '{id}', to_jsonb(x.id || $3)), '{scope,workspace}', to_jsonb(replace(x.body::jsonb #>> '{scope,workspace}', 't0.', 't' || ${tenant} || '.')))::text,
         x.embedding, x.embedding_norm, x.doc_len, x.doc_tokens, x.doc_tf, ${rescoped} FROM ${S}.records AS x ${relabel}`,
      params,
    );
    await admin.query(
      `INSERT INTO ${S}.events (session_id, seq, type, at_ms, body, scope_label, precedence, doc_len, doc_tokens, doc_tf)
       SELECT x.session_id || $3, x.seq, x.type, x.at_ms, x.body, m.new_label, x.precedence, x.doc_len, x.doc_tokens, x.doc_tf
       FROM ${S}.events AS x ${relabel}`,
      params,
    );
    await admin.query(
      `INSERT INTO ${S}.sessions (id, scope_label, precedence, created_at, updated_at, updated_ms, event_count, title_json)
       SELECT x.id || $3, m.new_label, x.precedence, x.created_at, x.updated_at, x.updated_ms, x.event_count, x.title_json
       FROM ${S}.sessions AS x ${relabel}`,
      params,
    );
    await admin.query(`INSERT INTO ${S}.text_stats SELECT m.new_label, x.shard, x.docs, x.tokens FROM ${S}.text_stats AS x ${relabel}`, [from, to]);
    await admin.query(`INSERT INTO ${S}.term_stats SELECT x.term, m.new_label, x.shard, x.df FROM ${S}.term_stats AS x ${relabel}`, [from, to]);
    log(`postgres-scale: tenant ${tenant} copied`);
  }
  for (const index of gin) {
    log(`postgres-scale: building ${index.name}`);
    await admin.query(index.definition);
  }
  for (const table of ["records", "events", "sessions", "term_stats", "text_stats"]) await admin.query(`VACUUM ANALYZE ${S}.${table}`);
}
