import type Database from "better-sqlite3";
import { EngramError } from "@engram/core/store";
import { recoveryAdvice } from "./sqlite-failures.js";
import { eventRunsTrigger } from "./event-runs.js";
import { ftsTokenizer } from "./fts-tokens.js";
import { messageTermIndex, recordTermIndex } from "./term-index.js";
import type { TermIndex } from "./term-index.js";
import { backfillMessageTerms, backfillRecordTerms, backfillTextIndexes } from "./text-index.js";

/** One step of the schema: applied in order, each inside the transaction that records its version. */
export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly up: (db: Database.Database) => void;
}

const tokenizer = ftsTokenizer;

/**
 * The three tables of an own term index (term-index.ts), empty; `id` names the indexed rowid column.
 * An index with a tail also keeps, in its stats, the largest rowid whose postings are in the blocks.
 */
function termIndexTables(index: TermIndex, id: "rid" | "eid"): string {
  return `
    CREATE TABLE ${index.tokens} (
      ${id} INTEGER PRIMARY KEY,
      tokens TEXT NOT NULL
    );
    CREATE TABLE ${index.terms} (
      term TEXT NOT NULL,
      block INTEGER NOT NULL,
      n INTEGER NOT NULL,
      max_tf INTEGER NOT NULL,
      min_len INTEGER NOT NULL,
      postings BLOB NOT NULL,
      PRIMARY KEY (term, block)
    ) WITHOUT ROWID;
    CREATE TABLE ${index.stats} (
      docs INTEGER NOT NULL,
      tokens INTEGER NOT NULL${index.tail > 0 ? ",\n      merged INTEGER NOT NULL DEFAULT 0" : ""}
    );
    INSERT INTO ${index.stats} (docs, tokens) VALUES (0, 0);`;
}

/**
 * The schema's history, oldest first. Never edit a released step: add the next one.
 * v1 holds the data (records, tags, sessions, events, settings, locks); v2 adds the full-text indexes and
 * fills them from the rows v1 left behind, so a v1 file becomes searchable on its first open; v3 adds
 * the records' own term index (term-index.ts), filled the same way, and the rid index record_tags'
 * deletes need; v4 adds the message events' own term index (the same three tables), filled from the
 * stored message events; v5 a covering index on records' kind and scope; v6 counts deletes from the message
 * term index (a trigger), so a connection's cached event keys know when rowids may have been reused; v7
 * lets appends skip events_fts, which searches fill when they need it (event-fts.ts); v8 rewrites scope
 * values in NFC (rows written before core normalised scopes).
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: "records, tags, sessions, events, settings and locks",
    up: (db) => {
      db.exec(`
        CREATE TABLE records (
          rid INTEGER PRIMARY KEY,
          kind TEXT NOT NULL,
          id TEXT NOT NULL,
          scope_workspace TEXT,
          scope_user TEXT,
          scope_agent TEXT,
          scope_session TEXT,
          type TEXT,
          key TEXT,
          date TEXT,
          created_at TEXT NOT NULL,
          created_ms INTEGER NOT NULL,
          updated_at TEXT NOT NULL,
          updated_ms INTEGER NOT NULL,
          json TEXT NOT NULL,
          UNIQUE (kind, id)
        );
        CREATE INDEX records_by_updated ON records (kind, updated_ms, id);
        CREATE INDEX records_by_created ON records (kind, created_ms, id);
        CREATE INDEX records_by_key ON records (kind, key);
        CREATE INDEX records_by_date ON records (kind, date);
        CREATE TABLE record_tags (
          rid INTEGER NOT NULL REFERENCES records (rid) ON DELETE CASCADE,
          tag TEXT NOT NULL,
          PRIMARY KEY (tag, rid)
        ) WITHOUT ROWID;
        CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          scope_workspace TEXT,
          scope_user TEXT,
          scope_agent TEXT,
          scope_session TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          updated_ms INTEGER NOT NULL,
          event_count INTEGER NOT NULL,
          title TEXT
        );
        CREATE INDEX sessions_by_updated ON sessions (updated_ms, id);
        CREATE TABLE events (
          eid INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
          seq INTEGER NOT NULL,
          at TEXT NOT NULL,
          type TEXT NOT NULL,
          json TEXT NOT NULL,
          UNIQUE (session_id, seq)
        );
        CREATE TABLE settings (
          name TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
        CREATE TABLE locks (
          name TEXT PRIMARY KEY,
          token TEXT NOT NULL,
          expires_ms INTEGER NOT NULL
        );
      `);
    },
  },
  {
    version: 2,
    description: "FTS5 indexes over records' searchable text and session messages",
    up: (db) => {
      db.exec(`
        CREATE VIRTUAL TABLE records_fts USING fts5(
          body, content = '', contentless_delete = 1, tokenize = '${tokenizer}'
        );
        CREATE VIRTUAL TABLE events_fts USING fts5(
          body, content = '', contentless_delete = 1, tokenize = '${tokenizer}'
        );
      `);
      backfillTextIndexes(db);
    },
  },
  {
    version: 3,
    description: "the records' own term index (tokens, posting blocks, totals) and record_tags by rid",
    up: (db) => {
      db.exec(termIndexTables(recordTermIndex, "rid"));
      db.exec("CREATE INDEX record_tags_by_rid ON record_tags (rid)");
      backfillRecordTerms(db);
    },
  },
  {
    version: 4,
    description: "the message events' own term index (tokens, posting blocks, totals)",
    up: (db) => {
      db.exec(termIndexTables(messageTermIndex, "eid"));
      backfillMessageTerms(db);
    },
  },
  {
    version: 5,
    description: "a covering index on records' kind and scope columns (count and scope filters read no rows)",
    up: (db) => {
      // count({ kind, scope }) scanned every row of the kind (56 ms at 100,000 entries); the index holds
      // every column the scope condition reads (13 ms).
      db.exec("CREATE INDEX IF NOT EXISTS records_by_scope ON records (kind, scope_workspace, scope_user, scope_agent, scope_session)");
    },
  },
  {
    version: 6,
    description: "a count of rows removed from the message events' term index, kept by a trigger",
    up: (db) => {
      // A connection keeps the session, seq and time of each indexed event (event-keys.ts) and loads only
      // rows past the largest rowid it has seen. Rowids can come back after a delete, so every delete is
      // counted, by a trigger: it fires for every connection and every version of this package.
      db.exec(`
        ALTER TABLE events_text_stats ADD COLUMN deletions INTEGER NOT NULL DEFAULT 0;
        CREATE TRIGGER events_tokens_deleted AFTER DELETE ON events_tokens
        BEGIN
          UPDATE events_text_stats SET deletions = deletions + 1;
        END;`);
    },
  },
  {
    version: 7,
    description: "events_fts filled lazily: the largest eid up to which it holds every message event",
    up: (db) => {
      // Until v7 every append wrote its FTS5 row, so events_fts holds every event there is (event-fts.ts).
      db.exec(`
        ALTER TABLE events_text_stats ADD COLUMN fts_upto INTEGER NOT NULL DEFAULT 0;
        UPDATE events_text_stats SET fts_upto = (SELECT coalesce(max(eid), 0) FROM events);`);
    },
  },
  {
    version: 8,
    description: "scope values in NFC, as core now normalises every scope it is given",
    up: (db) => {
      // A value stored decomposed would be invisible to the (normalised) contexts that name it.
      db.function("engram_nfc", { deterministic: true }, (value: unknown) => (typeof value === "string" ? value.normalize("NFC") : value));
      for (const key of ["workspace", "user", "agent", "session"]) {
        const column = `scope_${key}`;
        db.exec(`
          UPDATE records SET ${column} = engram_nfc(${column}), json = json_set(json, '$.scope.${key}', engram_nfc(${column}))
            WHERE ${column} IS NOT NULL AND ${column} <> engram_nfc(${column});
          UPDATE sessions SET ${column} = engram_nfc(${column}) WHERE ${column} IS NOT NULL AND ${column} <> engram_nfc(${column});`);
      }
    },
  },
  {
    version: 9,
    description: "the runs of consecutive event rowids of each session, kept by a trigger (event-runs.ts)",
    up: (db) => {
      // A connection's first message search needs every event's session and seq (event-keys.ts); reading
      // them from the events index took most of the first recall at a year of use. A session's events
      // are runs of consecutive rowids (along a run, eid - seq is constant), a few per session.
      db.exec(`
        CREATE TABLE event_runs (
          first_eid INTEGER PRIMARY KEY,
          last_eid INTEGER NOT NULL,
          session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
          first_seq INTEGER NOT NULL
        );
        INSERT INTO event_runs (first_eid, last_eid, session_id, first_seq)
          SELECT min(eid), max(eid), session_id, min(seq) FROM events GROUP BY session_id, eid - seq;
        CREATE INDEX event_runs_by_session ON event_runs (session_id);
        ${eventRunsTrigger}`);
    },
  },
];

export const latestSchemaVersion = migrations.reduce((max, m) => Math.max(max, m.version), 0);

/** The version recorded in the file; 0 for a new file. */
export function schemaVersion(db: Database.Database): number {
  db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL, applied_at TEXT NOT NULL)");
  const row = db.prepare("SELECT max(version) AS version FROM schema_version").get() as { version: number | null };
  return row.version ?? 0;
}

/**
 * Applies the missing steps up to `target`, each in its own IMMEDIATE transaction that re-reads the
 * version first, so processes opening the same new file at once apply every step exactly once.
 */
export function migrate(db: Database.Database, options: { target?: number } = {}): number {
  const target = options.target ?? latestSchemaVersion;
  for (const migration of migrations) {
    if (migration.version > target) break;
    const step = db.transaction(() => {
      if (schemaVersion(db) >= migration.version) return;
      migration.up(db);
      db.prepare("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)").run(migration.version, new Date().toISOString());
    });
    try {
      step.immediate();
    } catch (error) {
      throw recordedBelowTables(db, migration, error) ?? error;
    }
  }
  return schemaVersion(db);
}

/**
 * A step that finds what it creates already there: the file's schema_version rows say less than its
 * tables hold (another program deleted or changed them). STORE_CORRUPT rather than SQLite's error; the
 * step's transaction was rolled back, so nothing was changed in the file.
 */
function recordedBelowTables(db: Database.Database, migration: Migration, error: unknown): EngramError | undefined {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (code !== "SQLITE_ERROR" || !(error instanceof Error) || !error.message.includes("already exists")) return undefined;
  const recorded = db.prepare("SELECT max(version) FROM schema_version").pluck().get() as unknown;
  const path = db.name;
  return new EngramError(
    "STORE_CORRUPT",
    `${path} records Engram schema version ${String(recorded)} but already holds what version ${migration.version} adds (${error.message}): ` +
      `its schema_version table no longer matches its tables; nothing was changed in it. Put back the schema_version rows it lost, or ${recoveryAdvice(path).replace(/^Restore/, "restore")}`,
    { cause: error, details: { path, version: recorded, step: migration.version } },
  );
}
