import type Database from "better-sqlite3";
import { EngramError } from "@engram/core/store";
import { recoveryAdvice } from "./sqlite-failures.js";

/** The tables schema version 1 creates: every Engram file has them from then on. */
const engramTables = ["records", "record_tags", "sessions", "events", "settings", "locks"];

const listed = (names: readonly string[]): string => {
  const shown = names.slice(0, 5).join(", ");
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
};

/**
 * Checks, reading only, that the file is empty or an Engram store before anything is written to it:
 * a database of another application would otherwise get Engram's tables (and WAL mode) added to it.
 * Reading the schema is also where a file that is no database at all fails (SQLITE_NOTADB, mapped by
 * the caller). Returns the schema version the file records (0 for an empty file).
 */
export function checkEngramFile(db: Database.Database, path: string): number {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).filter((name) => !name.startsWith("sqlite_"));
  const others = tables.filter((name) => name !== "schema_version");
  const foreign = (why: string): EngramError =>
    new EngramError(
      "STORE_CORRUPT",
      `${path} is a SQLite database but not an Engram store (${why}); nothing was changed in it. Point the store at another file (a new one is created), or, if it was an Engram store, ${recoveryAdvice(path).replace(/^Restore/, "restore")}`,
      { details: { path, tables: tables.slice(0, 20) } },
    );
  if (!tables.includes("schema_version")) {
    if (others.length === 0) return 0;
    throw foreign(`it holds the tables ${listed(others)} and no schema_version`);
  }
  const columns = db.prepare("SELECT name FROM pragma_table_info('schema_version')").pluck().all() as string[];
  if (!columns.includes("version")) throw foreign("its schema_version table has no version column");
  const version = Number((db.prepare("SELECT max(version) FROM schema_version").pluck().get() as number | null) ?? 0);
  if (version === 0) {
    if (others.length === 0) return 0;
    throw foreign(`it holds the tables ${listed(others)} and records no schema version`);
  }
  const missing = engramTables.filter((name) => !tables.includes(name));
  if (missing.length > 0) {
    throw new EngramError(
      "STORE_CORRUPT",
      `${path} records Engram schema version ${version} but lacks the tables ${listed(missing)}: it is damaged, or another application's. ${recoveryAdvice(path)}`,
      { details: { path, version, missing } },
    );
  }
  return version;
}
