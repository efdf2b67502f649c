import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync, closeSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { EngramError } from "@engram/core";
import { describe, expect, it } from "vitest";
import { latestSchemaVersion, openSqliteStore } from "../src/index.js";
import { sqliteFailure } from "../src/sqlite-failures.js";
import { entry, message, tempDir, track } from "./helpers.js";
import { engramRejection } from "@engram/core/testing";

async function openError(path: string): Promise<EngramError> {
  const error = await openSqliteStore({ path }).then(
    (store) => {
      track(store);
      return undefined;
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof EngramError)) throw new Error(`expected an EngramError, got ${String(error)}`);
  return error;
}

const recovery = (path: string): string =>
  `Restore ${path} from a backup, or recover what is readable into a new file (sqlite3 "${path}" ".recover" | sqlite3 recovered.db, then use recovered.db), or point the store at another file.`;

/** A closed Engram file with a few sessions and records (its WAL checkpointed into the file). */
async function engramFile(dir: string): Promise<string> {
  const path = join(dir, "memory.db");
  const store = await openSqliteStore({ path });
  for (let i = 0; i < 40; i++) await store.appendEvents(`s${i}`, {}, [message(`m${i}`, `message number ${i} ${"padding ".repeat(40)}`)]);
  await store.put(entry("e1", "kept"));
  await store.close();
  return path;
}

/** Overwrites page `page` (1-based) of the file with random bytes. */
function damagePage(path: string, page: number): void {
  const db = new Database(path, { readonly: true });
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  db.close();
  const fd = openSync(path, "r+");
  try {
    writeSync(fd, randomBytes(pageSize), 0, pageSize, (page - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
}

function rootPage(path: string, table: string): number {
  const db = new Database(path, { readonly: true });
  const page = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = ?").pluck().get(table) as number;
  db.close();
  return page;
}

describe("a SQLite file that is not a sound Engram store", () => {
  it("refuses a file of random bytes with STORE_CORRUPT naming the path and the way out, leaving the file as it was", async () => {
    const path = join(tempDir(), "memory.db");
    const bytes = randomBytes(8192);
    writeFileSync(path, bytes);
    const error = await openError(path);
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.message).toBe(
      `${path} is not a SQLite database (file is not a database): it may be another kind of file, encrypted, or damaged from its first page. ${recovery(path)}`,
    );
    expect(error.cause).toMatchObject({ name: "SqliteError", code: "SQLITE_NOTADB" });
    expect(error.details).toEqual({ path, sqliteCode: "SQLITE_NOTADB" });
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it("refuses a text file with STORE_CORRUPT", async () => {
    const path = join(tempDir(), "notes.db");
    writeFileSync(path, "These are my notes, not a database.\n".repeat(200));
    const error = await openError(path);
    expect([error.code, error.message.startsWith(`${path} is not a SQLite database`)]).toEqual(["STORE_CORRUPT", true]);
  });

  it("refuses a truncated database with STORE_CORRUPT", async () => {
    const path = await engramFile(tempDir());
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const error = await openError(path);
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.message).toBe(`The SQLite file ${path} is damaged (database disk image is malformed). ${recovery(path)}`);
    expect(error.cause).toMatchObject({ code: "SQLITE_CORRUPT" });
  });

  it("refuses a database whose schema page is damaged with STORE_CORRUPT", async () => {
    const path = await engramFile(tempDir());
    damagePage(path, 1);
    const error = await openError(path);
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.message).toContain(path);
    expect(error.message).toContain(recovery(path));
  });

  it("opens a database with a damaged events page and reports STORE_CORRUPT naming the file when the page is read", async () => {
    const path = await engramFile(tempDir());
    damagePage(path, rootPage(path, "events"));
    const store = track(await openSqliteStore({ path }));
    const error = await engramRejection(store.readEvents("s1"));
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.message).toBe(`The SQLite file ${path} is damaged (database disk image is malformed). ${recovery(path)}`);
    expect(error.cause).toMatchObject({ code: "SQLITE_CORRUPT" });
    expect((await engramRejection(store.appendEvents("s1", {}, [message("m-new", "after the damage")]))).code).toBe("STORE_CORRUPT");
  });

  it("refuses another application's database with STORE_CORRUPT and changes nothing in it (no tables, no WAL)", async () => {
    const path = join(tempDir(), "app.db");
    const app = new Database(path);
    app.exec("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users (name) VALUES ('ann')");
    app.close();
    const error = await openError(path);
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.message).toBe(
      `${path} is a SQLite database but not an Engram store (it holds the tables users and no schema_version); nothing was changed in it. ` +
        `Point the store at another file (a new one is created), or, if it was an Engram store, ${recovery(path).replace(/^Restore/, "restore")}`,
    );
    const after = new Database(path, { readonly: true });
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual(["users"]);
    expect(after.pragma("journal_mode", { simple: true })).toBe("delete");
    after.close();
  });

  it("refuses a file of a newer Engram schema with STORE_UNAVAILABLE and leaves it as it was", async () => {
    const path = await engramFile(tempDir());
    const db = new Database(path);
    db.prepare("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)").run(latestSchemaVersion + 1, "2030-01-01T00:00:00Z");
    db.close();
    const before = readFileSync(path);
    const error = await openError(path);
    expect(error.code).toBe("STORE_UNAVAILABLE");
    expect(error.message).toBe(
      `The SQLite file ${path} has schema version ${latestSchemaVersion + 1}, written by a newer @engram/store-sqlite; this one knows up to ${latestSchemaVersion}. ` +
        "Upgrade @engram/store-sqlite (and the engram CLI) to open it; nothing was changed in the file.",
    );
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it("refuses a file that records an Engram version but lacks Engram's tables with STORE_CORRUPT", async () => {
    const path = join(tempDir(), "half.db");
    const db = new Database(path);
    db.exec(
      "CREATE TABLE schema_version (version INTEGER NOT NULL, applied_at TEXT NOT NULL); INSERT INTO schema_version VALUES (3, 'x'); CREATE TABLE records (rid INTEGER)",
    );
    db.close();
    const error = await openError(path);
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.message).toContain(`${path} records Engram schema version 3 but lacks the tables record_tags, sessions, events, settings, locks`);
  });

  it("refuses a folder with STORE_UNAVAILABLE", async () => {
    const path = join(tempDir(), "a-folder");
    mkdirSync(path);
    const error = await openError(path);
    expect(error.code).toBe("STORE_UNAVAILABLE");
    expect(error.message).toBe(
      `${path} cannot be opened (unable to open database file). Check that it is a file (not a folder), that its folder exists, and the permissions of both.`,
    );
  });

  it("maps a full disk, an I/O error and a read-only file to STORE_UNAVAILABLE with the cause, and leaves other errors alone", () => {
    const sqliteError = (code: string, text: string) => Object.assign(new Error(text), { name: "SqliteError", code });
    const full = sqliteFailure(sqliteError("SQLITE_FULL", "database or disk is full"), "/data/m.db");
    expect(full).toMatchObject({
      code: "STORE_UNAVAILABLE",
      message: "The disk holding /data/m.db is full (database or disk is full); nothing of the failed write was kept. Free some space, then retry.",
    });
    const io = sqliteFailure(sqliteError("SQLITE_IOERR_SHORT_READ", "disk I/O error"), "/data/m.db");
    expect(io).toMatchObject({ code: "STORE_UNAVAILABLE", details: { path: "/data/m.db", sqliteCode: "SQLITE_IOERR_SHORT_READ" } });
    const readonly = sqliteFailure(sqliteError("SQLITE_READONLY_DBMOVED", "attempt to write a readonly database"), "/data/m.db");
    expect(readonly).toMatchObject({ code: "STORE_UNAVAILABLE" });
    expect((readonly as Error).message).toContain("needs write access to the file and to its folder");
    const constraint = sqliteError("SQLITE_CONSTRAINT_UNIQUE", "UNIQUE constraint failed");
    expect(sqliteFailure(constraint, "/data/m.db")).toBe(constraint);
    expect((full as Error).cause).toMatchObject({ code: "SQLITE_FULL" });
  });
});
