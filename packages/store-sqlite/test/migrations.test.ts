import Database from "better-sqlite3";
import { isEngramError } from "@engram/core";
import type { NewSessionEvent, SearchHit } from "@engram/core/store";
import { searchableText } from "@engram/core/store-kit";
import { describe, expect, it } from "vitest";
import { latestSchemaVersion, migrate, migrations, openSqliteStore } from "../src/index.js";
import { indexedText } from "../src/fts-query.js";
import { messageTermIndex, recordTermIndex } from "../src/term-index.js";
import { recordConditions } from "../src/record-filters.js";
import { at, entry, message, note, openTemp, tempDir, track } from "./helpers.js";
import { expectTermIndexMatchesFts } from "./term-index-checks.js";
import { join } from "node:path";

function versions(path: string): number[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare("SELECT version FROM schema_version ORDER BY version").all() as { version: number }[]).map((r) => r.version);
  } finally {
    db.close();
  }
}

describe("migrations", () => {
  it("are ordered, start at 1 and have no gaps", () => {
    expect(migrations.map((m) => m.version)).toEqual(Array.from({ length: migrations.length }, (_, i) => i + 1));
    expect(latestSchemaVersion).toBe(9);
  });

  it("migrate a v1 file with data to the latest version and index its rows", async () => {
    const path = join(tempDir(), "v1.db");
    const v1 = new Database(path);
    expect(migrate(v1, { target: 1 })).toBe(1);
    const record = entry("old", "written before full-text search existed", { tags: ["legacy"] });
    v1.prepare(
      `INSERT INTO records (kind, id, type, key, created_at, created_ms, updated_at, updated_ms, json)
       VALUES ('entry', 'old', 'fact', 'old', ?, ?, ?, ?, ?)`,
    ).run(record.createdAt, Date.parse(record.createdAt), record.updatedAt, Date.parse(record.updatedAt), JSON.stringify(record));
    v1.prepare("INSERT INTO sessions (id, created_at, updated_at, updated_ms, event_count) VALUES ('s', ?, ?, ?, 1)").run(
      record.createdAt,
      record.createdAt,
      Date.parse(record.createdAt),
    );
    const event = {
      seq: 1,
      at: record.createdAt,
      type: "message",
      message: { id: "m", role: "user", parts: [{ type: "text", text: "an archived question" }], createdAt: record.createdAt },
    };
    v1.prepare("INSERT INTO events (session_id, seq, at, type, json) VALUES ('s', 1, ?, 'message', ?)").run(record.createdAt, JSON.stringify(event));
    v1.close();
    expect(versions(path)).toEqual([1]);

    const { store } = await openTemp({ path, vectorDimensions: 2 });
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const hits = await store.search({ text: "full-text", scope: {}, targets: ["entry", "message"] });
    expect(hits.map((h) => (h.target === "record" ? h.record.id : h.sessionId))).toEqual(["old"]);
    const messages = await store.search({ text: "archived question", scope: {}, targets: ["message"] });
    expect(messages.map((h) => (h.target === "message" ? `${h.sessionId}#${h.event.seq}` : ""))).toEqual(["s#1"]);
    expect(await store.appendEvents("s", {}, [{ at: record.createdAt, type: "title", title: "t" }])).toEqual([2]);
  });

  it("migrate a v2 file with data to v3: the term index holds FTS5's counts and answers as the FTS5 query does", async () => {
    const path = join(tempDir(), "v2.db");
    const { store: writer } = await openTemp({ path: join(tempDir(), "source.db") });
    const words = ["src", "server", "test", "ts", "cache", "config", "Crème", "søren"];
    const v2 = new Database(path);
    expect(migrate(v2, { target: 2 })).toBe(2);
    // One transaction for the whole fill: row by row, each insert would be a synced commit of its own.
    v2.exec("BEGIN");
    for (let i = 0; i < 400; i++) {
      const content = Array.from({ length: 3 + (i % 9) }, (_, j) => words[(i * 7 + j * j) % words.length]).join(" ");
      const record = entry(`e${i}`, content, { tags: i % 3 === 0 ? ["db"] : [], scope: i % 4 === 0 ? { workspace: "w" } : {} });
      await writer.put(record);
      const rid = v2
        .prepare(
          `INSERT INTO records (kind, id, scope_workspace, type, key, created_at, created_ms, updated_at, updated_ms, json)
           VALUES ('entry', ?, ?, 'fact', ?, ?, ?, ?, ?, ?) RETURNING rid`,
        )
        .pluck()
        .get(
          record.id,
          record.scope.workspace ?? null,
          record.id,
          record.createdAt,
          Date.parse(record.createdAt),
          record.updatedAt,
          Date.parse(record.updatedAt),
          JSON.stringify(record),
        ) as number;
      v2.prepare("INSERT INTO records_fts (rowid, body) VALUES (?, ?)").run(rid, indexedText(searchableText(record)));
    }
    v2.exec("COMMIT");
    v2.close();
    expect(versions(path)).toEqual([1, 2]);

    const { store } = await openTemp({ path });
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const db = new Database(path, { readonly: true });
    try {
      expectTermIndexMatchesFts(db, "records_fts", recordTermIndex);
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'record_tags_by_rid'").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
    for (const text of ["src server test", "cache config ts", "creme soren src", "test"]) {
      const query = { text, scope: {}, limit: 15 };
      const hits = (await store.search(query)).map((h) => (h.target === "record" ? `${h.record.id}:${h.score}` : ""));
      expect(hits, text).toEqual((await writer.search(query)).map((h) => (h.target === "record" ? `${h.record.id}:${h.score}` : "")));
      expect(hits.length, text).toBe(15);
    }
  });

  it("migrate a v3 file with sessions to v4: the message term index holds FTS5's counts and answers as the FTS5 query does", async () => {
    const path = join(tempDir(), "v3.db");
    const { store: writer } = await openTemp({ path: join(tempDir(), "source.db") });
    const words = ["src", "server", "test", "ts", "cache", "config", "Crème", "søren", "retry"];
    const v3 = new Database(path);
    expect(migrate(v3, { target: 3 })).toBe(3);
    const insertEvent = v3.prepare("INSERT INTO events (session_id, seq, at, type, json) VALUES (?, ?, ?, ?, ?) RETURNING eid").pluck();
    const insertFts = v3.prepare("INSERT INTO events_fts (rowid, body) VALUES (?, ?)");
    v3.exec("BEGIN");
    // 3 sessions x 400 events, appended round robin (the sessions' eids interleave), past the first block.
    for (let s = 0; s < 3; s++) {
      const created = at(0);
      v3.prepare("INSERT INTO sessions (id, scope_workspace, created_at, updated_at, updated_ms, event_count) VALUES (?, ?, ?, ?, ?, 400)").run(
        `s${s}`,
        s === 2 ? "other" : null,
        created,
        created,
        Date.parse(created),
      );
    }
    for (let i = 0; i < 1200; i++) {
      const session = `s${i % 3}`;
      const seq = Math.floor(i / 3) + 1;
      const content = Array.from({ length: 2 + (i % 11) }, (_, j) => words[(i * 5 + j * j) % words.length]).join(" ");
      const event: NewSessionEvent = i % 50 === 0 ? { at: at(seq), type: "title", title: "t" } : message(`m${i}`, content, seq);
      await writer.appendEvents(session, session === "s2" ? { workspace: "other" } : {}, [event]);
      const eid = insertEvent.get(session, seq, event.at, event.type, JSON.stringify({ ...event, seq })) as number;
      if (event.type === "message") insertFts.run(eid, indexedText(content));
    }
    v3.exec("COMMIT");
    v3.close();
    expect(versions(path)).toEqual([1, 2, 3]);

    const { store } = await openTemp({ path });
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const db = new Database(path, { readonly: true });
    try {
      expectTermIndexMatchesFts(db, "events_fts", messageTermIndex);
    } finally {
      db.close();
    }
    const id = (h: SearchHit): string => (h.target === "message" ? `${h.sessionId}#${h.event.seq}:${h.score}` : "");
    for (const text of ["src server test", "cache config ts retry", "creme soren src", "test"]) {
      for (const query of [
        { text, scope: {}, limit: 40 },
        { text, scope: { workspace: "other" }, limit: 200, excludeSessionIds: ["s0"] },
      ]) {
        const hits = (await store.search({ ...query, targets: ["message"] })).map(id);
        expect(hits, text).toEqual((await writer.search({ ...query, targets: ["message"] })).map(id));
        expect(hits.length, text).toBeGreaterThan(10);
      }
    }
    // Appends after the migration go on from the backfilled blocks.
    await store.appendEvents("s0", {}, [message("late", "retry cache late", 600)]);
    expect((await store.search({ text: "late", scope: {}, targets: ["message"] })).map(id)).toEqual([expect.stringMatching(/^s0#401:/)]);
  });

  it("counts records of a kind and scope from the covering scope index (v5), without reading rows", async () => {
    const { store, path } = await openTemp();
    const scopes = [{}, { workspace: "w" }, { workspace: "w", user: "u" }, { user: "u" }, { workspace: "other" }];
    for (let i = 0; i < 50; i++) await store.put(entry(`e${i}`, `fact ${i}`, { scope: scopes[i % scopes.length]! }));
    await store.put(note("n1", "a note", { workspace: "w" }));
    expect(await store.count({ kind: "entry", scope: { workspace: "w", user: "u" } })).toBe(40);
    expect(await store.count({ kind: "entry", scope: { workspace: "w" } })).toBe(20);
    expect(await store.count({ kind: "entry", scope: { workspace: "w" }, scopeMode: "exact" })).toBe(10);
    expect(await store.count({ kind: "note", scope: { workspace: "w" } })).toBe(1);
    const db = new Database(path, { readonly: true });
    try {
      const plan = db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT count(*) AS n FROM records r WHERE ${recordConditions("r", { kinds: ["entry"], scope: { workspace: "w", user: "u" }, scopeMode: "visible" }).sql}`,
        )
        .all("entry", "w", "u") as { detail: string }[];
      expect(plan.map((row) => row.detail)).toEqual(["SEARCH r USING COVERING INDEX records_by_scope (kind=?)"]);
    } finally {
      db.close();
    }
  });

  it("migrate a v5 file to v6: deletes from the message term index are counted, by any connection", async () => {
    const path = join(tempDir(), "v5.db");
    const v5 = new Database(path);
    expect(migrate(v5, { target: 5 })).toBe(5);
    v5.close();
    const { store } = await openTemp({ path });
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await store.appendEvents("a", {}, [message("m1", "retry the cache", 1), message("m2", "the cache again", 2), { at: at(3), type: "title", title: "t" }]);
    await store.appendEvents("b", {}, [message("m3", "cache miss", 1)]);
    const deletions = (): number => {
      const db = new Database(path, { readonly: true });
      try {
        return db.prepare("SELECT deletions FROM events_text_stats").pluck().get() as number;
      } finally {
        db.close();
      }
    };
    expect(deletions()).toBe(0);
    expect(await store.deleteSession("a")).toBe(true);
    // Two indexed message events left the index (the title event holds no text).
    expect(deletions()).toBe(2);
    // A connection that is not this package's code deletes too: the trigger counts it all the same.
    const other = new Database(path);
    other.prepare("DELETE FROM events_tokens WHERE eid IN (SELECT eid FROM events WHERE session_id = 'b')").run();
    other.close();
    expect(deletions()).toBe(3);
  });

  it("migrate a v6 file to v7: events_fts, written by every v6 append, is marked filled up to the last event", async () => {
    const path = join(tempDir(), "v6.db");
    const v6 = new Database(path);
    expect(migrate(v6, { target: 6 })).toBe(6);
    v6.prepare("INSERT INTO sessions (id, created_at, updated_at, updated_ms, event_count) VALUES ('s', ?, ?, ?, 3)").run(at(0), at(3), Date.parse(at(3)));
    const insertEvent = v6.prepare("INSERT INTO events (session_id, seq, at, type, json) VALUES ('s', ?, ?, ?, ?) RETURNING eid").pluck();
    const events: NewSessionEvent[] = [message("m1", "retry the cache", 1), message("m2", "cache miss", 2), { at: at(3), type: "title", title: "t" }];
    const eids = events.map((event, i) => insertEvent.get(i + 1, event.at, event.type, JSON.stringify({ ...event, seq: i + 1 })) as number);
    v6.prepare("INSERT INTO events_fts (rowid, body) VALUES (?, 'retry cache'), (?, 'cache miss')").run(eids[0], eids[1]);
    v6.close();
    const { store } = await openTemp({ path });
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const state = (): unknown => {
      const db = new Database(path, { readonly: true });
      try {
        return {
          upTo: db.prepare("SELECT fts_upto FROM events_text_stats").pluck().get(),
          rows: db.prepare("SELECT id FROM events_fts_docsize ORDER BY id").pluck().all(),
        };
      } finally {
        db.close();
      }
    };
    expect(state()).toEqual({ upTo: eids[2], rows: [eids[0], eids[1]] });
    // Appends after the migration leave events_fts to the first search that reads it.
    await store.appendEvents("s", {}, [message("m4", "cache hit", 4)]);
    expect(state()).toEqual({ upTo: eids[2], rows: [eids[0], eids[1]] });
  });

  it("re-opening is idempotent and records each version once", async () => {
    const { store, path } = await openTemp();
    await store.put(entry("e", "kept"));
    await store.close();
    for (let i = 0; i < 3; i++) await (await openSqliteStore({ path })).close();
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const again = track(await openSqliteStore({ path }));
    expect((await again.get("entry", "e"))?.content).toBe("kept");
  });

  it("refuses a file from a newer schema and other vector dimensions than the file's", async () => {
    const { store, path } = await openTemp({ vectorDimensions: 4 });
    await store.close();
    await expect(openSqliteStore({ path, vectorDimensions: 8 })).rejects.toSatisfy((e) => isEngramError(e, "INVALID_OPTIONS"));
    const db = new Database(path);
    db.prepare("INSERT INTO schema_version (version, applied_at) VALUES (99, 'later')").run();
    db.close();
    await expect(openSqliteStore({ path })).rejects.toSatisfy((e) => isEngramError(e, "STORE_UNAVAILABLE"));
  });

  it("migrate a v7 file whose scope values were stored decomposed to v8: the NFC context finds them, in rows and JSON", async () => {
    const path = join(tempDir(), "v7.db");
    const v7 = new Database(path);
    expect(migrate(v7, { target: 7 })).toBe(7);
    const decomposed = "rene\u0301e";
    const record = { ...entry("old", "a memory of a decomposed tenant"), scope: { user: decomposed } };
    v7.prepare(
      `INSERT INTO records (kind, id, scope_user, type, key, created_at, created_ms, updated_at, updated_ms, json)
       VALUES ('entry', 'old', ?, 'fact', 'old', ?, ?, ?, ?, ?)`,
    ).run(decomposed, record.createdAt, Date.parse(record.createdAt), record.updatedAt, Date.parse(record.updatedAt), JSON.stringify(record));
    v7.prepare("INSERT INTO sessions (id, scope_user, created_at, updated_at, updated_ms, event_count) VALUES ('s', ?, ?, ?, ?, 0)").run(
      decomposed,
      record.createdAt,
      record.createdAt,
      Date.parse(record.createdAt),
    );
    v7.close();

    const { store } = await openTemp({ path });
    expect(versions(path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const composed = { user: "ren\u00e9e" };
    expect((await store.query({ kind: "entry", scope: composed, scopeMode: "exact" })).records.map((r) => [r.id, r.scope])).toEqual([["old", composed]]);
    expect((await store.listSessions({ scope: composed, scopeMode: "exact" })).sessions.map((s) => [s.id, s.scope])).toEqual([["s", composed]]);
    const raw = new Database(path, { readonly: true });
    try {
      const row = raw.prepare("SELECT scope_user, json FROM records WHERE id = 'old'").get() as { scope_user: string; json: string };
      expect(row.scope_user).toBe("ren\u00e9e");
      expect((JSON.parse(row.json) as { scope: unknown }).scope).toEqual(composed);
    } finally {
      raw.close();
    }
  });
});
