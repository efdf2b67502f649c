import { type Migration, runStatements } from "./migration.js";

/**
 * Version 1: every table and index. Text columns that hold what users wrote (JSON bodies, token
 * streams, term maps, tsvectors) get no planner statistics (SET STATISTICS 0), so ANALYZE never
 * copies a sample of them into pg_statistic, where a purge could not reach it.
 */
export const v1Tables: Migration = {
  version: 1,
  name: "tables: records, sessions, events, term statistics, locks, receipts",
  async up(tx, t) {
    await runStatements(tx, [
      `CREATE TABLE ${t.meta} (key text COLLATE "C" PRIMARY KEY, value text NOT NULL)`,
      `CREATE TABLE ${t.records} (
        kind text COLLATE "C" NOT NULL,
        id text COLLATE "C" NOT NULL,
        scope_label text COLLATE "C" NOT NULL,
        precedence smallint NOT NULL,
        type text COLLATE "C",
        key text COLLATE "C",
        day text COLLATE "C",
        tags text[] NOT NULL,
        created_ms bigint NOT NULL,
        updated_ms bigint NOT NULL,
        body text NOT NULL,
        embedding float8[],
        embedding_norm float8,
        doc_len integer NOT NULL,
        doc_tokens text NOT NULL,
        doc_tf jsonb NOT NULL,
        doc_tsv tsvector NOT NULL,
        PRIMARY KEY (kind, id)
      )`,
      `CREATE INDEX records_scope_updated ON ${t.records} (kind, scope_label, updated_ms DESC, id)`,
      `CREATE INDEX records_scope_created ON ${t.records} (kind, scope_label, created_ms, id)`,
      `CREATE INDEX records_updated ON ${t.records} (kind, updated_ms DESC, id)`,
      `CREATE INDEX records_created ON ${t.records} (kind, created_ms, id)`,
      `CREATE INDEX records_key ON ${t.records} (kind, key, scope_label) WHERE key IS NOT NULL`,
      `CREATE INDEX records_text ON ${t.records} USING gin (doc_tsv)`,
      `ALTER TABLE ${t.records} ALTER COLUMN body SET STATISTICS 0, ALTER COLUMN doc_tokens SET STATISTICS 0,
        ALTER COLUMN doc_tf SET STATISTICS 0, ALTER COLUMN doc_tsv SET STATISTICS 0, ALTER COLUMN key SET STATISTICS 0,
        ALTER COLUMN tags SET STATISTICS 0`,
      `CREATE TABLE ${t.sessions} (
        id text COLLATE "C" PRIMARY KEY,
        scope_label text COLLATE "C" NOT NULL,
        precedence smallint NOT NULL,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        updated_ms bigint NOT NULL,
        event_count integer NOT NULL,
        title_json text
      )`,
      `CREATE INDEX sessions_scope_updated ON ${t.sessions} (scope_label, updated_ms DESC, id)`,
      `CREATE INDEX sessions_updated ON ${t.sessions} (updated_ms DESC, id)`,
      `ALTER TABLE ${t.sessions} ALTER COLUMN title_json SET STATISTICS 0`,
      `CREATE TABLE ${t.events} (
        session_id text COLLATE "C" NOT NULL,
        seq integer NOT NULL,
        type text COLLATE "C" NOT NULL,
        at_ms bigint NOT NULL,
        body text NOT NULL,
        scope_label text COLLATE "C" NOT NULL,
        precedence smallint NOT NULL,
        doc_len integer,
        doc_tokens text,
        doc_tf jsonb,
        doc_tsv tsvector,
        PRIMARY KEY (session_id, seq)
      )`,
      `CREATE INDEX events_scope ON ${t.events} (scope_label, session_id) WHERE type = 'message'`,
      `CREATE INDEX events_text ON ${t.events} USING gin (doc_tsv) WHERE type = 'message'`,
      `ALTER TABLE ${t.events} ALTER COLUMN body SET STATISTICS 0, ALTER COLUMN doc_tokens SET STATISTICS 0,
        ALTER COLUMN doc_tf SET STATISTICS 0, ALTER COLUMN doc_tsv SET STATISTICS 0`,
      `CREATE TABLE ${t.termStats} (term text COLLATE "C" NOT NULL, shard smallint NOT NULL, df integer NOT NULL, PRIMARY KEY (term, shard))`,
      `ALTER TABLE ${t.termStats} ALTER COLUMN term SET STATISTICS 0`,
      `CREATE TABLE ${t.textStats} (shard smallint PRIMARY KEY, docs bigint NOT NULL, tokens bigint NOT NULL)`,
      `INSERT INTO ${t.textStats} (shard, docs, tokens) SELECT shard, 0, 0 FROM generate_series(0, 15) AS shard`,
      `CREATE TABLE ${t.locks} (name text COLLATE "C" PRIMARY KEY, token text NOT NULL, expires_ms bigint NOT NULL)`,
      `CREATE TABLE ${t.receipts} (id uuid PRIMARY KEY, result text NOT NULL, at_ms bigint NOT NULL)`,
      `CREATE INDEX receipts_at ON ${t.receipts} (at_ms)`,
    ]);
  },
};
