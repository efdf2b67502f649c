import { mkdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewSessionEvent } from "@engram/core/store";
import { openFsStore, type FsStore } from "../src/index.js";
import { entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

const entryFile = "entries/workspace=acme/testing-framework.md";

async function ids(store: FsStore): Promise<string[]> {
  return (await store.query({ kind: "entry" })).records.map((record) => record.id);
}

describe.each([true, false])("changes made outside the store (watch: %s)", (watch) => {
  it("sees a new scope directory, a renamed one, and one removed, on the next read", async () => {
    const store = await openFsStore({ root, watch });
    try {
      await store.put(entryRecord());
      const text = await readFile(path.join(root, entryFile), "utf8");
      await mkdir(path.join(root, "entries/workspace=other"));
      await writeFile(path.join(root, "entries/workspace=other/copy.md"), text.replace("id: e1", "id: e2"));
      expect(await ids(store)).toEqual(["e1", "e2"]);
      await rename(path.join(root, "entries/workspace=other"), path.join(root, "entries/workspace=moved"));
      await writeFile(path.join(root, "entries/workspace=moved/third.md"), text.replace("id: e1", "id: e3"));
      expect(await ids(store)).toEqual(["e1", "e2", "e3"]);
      await rm(path.join(root, "entries/workspace=moved"), { recursive: true });
      expect(await ids(store)).toEqual(["e1"]);
      await rm(path.join(root, "entries"), { recursive: true });
      expect(await ids(store)).toEqual([]);
      await store.put(entryRecord());
      expect(await ids(store)).toEqual(["e1"]);
    } finally {
      await store.close();
    }
  });

  it("sees an edit in place right after its own write, even when size and mtime look the same", async () => {
    const store = await openFsStore({ root, watch });
    try {
      for (let round = 0; round < 20; round += 1) {
        await store.put(entryRecord({ importance: 0.8 }));
        const absolute = path.join(root, entryFile);
        await writeFile(absolute, (await readFile(absolute, "utf8")).replace("importance: 0.8", "importance: 0.3"));
        const seen = (await store.get("entry", "e1"))?.importance;
        // Without a watch, an edit within the file system's timestamp granularity can go unseen.
        if (watch) expect(seen).toBe(0.3);
      }
    } finally {
      await store.close();
    }
  });

  it("sees another process's writes through a second store on the same root", async () => {
    const first = await openFsStore({ root, watch });
    const second = await openFsStore({ root, watch });
    try {
      await first.put(entryRecord());
      expect(await ids(second)).toEqual(["e1"]);
      await second.put(entryRecord({ id: "e2", key: "lint", content: "Run eslint." }));
      expect(await ids(first)).toEqual(["e1", "e2"]);
      expect(await first.delete("entry", "e1")).toBe(true);
      expect(await ids(second)).toEqual(["e2"]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe("session files changed outside the store, with and without the watch", () => {
  const message = (id: string, text: string): NewSessionEvent => ({
    at: "2026-05-01T10:00:00.000Z",
    type: "message",
    message: { id, role: "user", parts: [{ type: "text", text }], createdAt: "2026-05-01T10:00:00.000Z" },
  });
  /** What a store answers about sessions: each session and its message hits for "rollback". */
  const view = async (store: FsStore) => ({
    sessions: (await store.listSessions()).sessions.map((session) => session.id).sort(),
    hits: (await store.search({ text: "rollback", targets: ["message"], scope: {}, limit: 50 }))
      .map((hit) => (hit.target === "message" ? `${hit.sessionId}#${hit.event.seq}` : hit.target))
      .sort(),
  });

  it("answers the same watched (only the files the watch named are looked at) as when it stats every file", async () => {
    const watched = await openFsStore({ root, watch: true });
    const scanned = await openFsStore({ root, watch: false });
    const writer = await openFsStore({ root, watch: false });
    const same = async () => {
      const expected = await view(scanned);
      expect(await view(watched)).toEqual(expected);
      return expected;
    };
    try {
      expect(await same()).toEqual({ sessions: [], hits: [] });
      // Another process creates the directory and sessions, and appends to them.
      await writer.appendEvents("s1", {}, [message("m1", "rollback the migration")]);
      await writer.appendEvents("s2", {}, [message("m2", "rollback plan"), message("m3", "unrelated")]);
      expect(await same()).toEqual({ sessions: ["s1", "s2"], hits: ["s1#1", "s2#1"] });
      await writer.appendEvents("s1", {}, [message("m4", "rollback done")]);
      expect(await same()).toEqual({ sessions: ["s1", "s2"], hits: ["s1#1", "s1#2", "s2#1"] });
      // The watched store's own append, then a file deleted by hand.
      await watched.appendEvents("s2", {}, [message("m5", "rollback again")]);
      await rm(path.join(root, "sessions/s1.jsonl"));
      expect(await same()).toEqual({ sessions: ["s2"], hits: ["s2#1", "s2#3"] });
      // A file replaced by a copy of itself written by hand (same bytes, a new file), and a link where a session was.
      const s2 = await readFile(path.join(root, "sessions/s2.jsonl"));
      await writeFile(path.join(root, "sessions/s2.tmp"), s2);
      await rename(path.join(root, "sessions/s2.tmp"), path.join(root, "sessions/s2.jsonl"));
      await symlink(path.join(root, "sessions/s2.jsonl"), path.join(root, "sessions/s3.jsonl"));
      expect(await same()).toEqual({ sessions: ["s2"], hits: ["s2#1", "s2#3"] });
      expect(watched.problems().map((problem) => problem.path)).toEqual(scanned.problems().map((problem) => problem.path));
      // The whole directory removed, then written again.
      await rm(path.join(root, "sessions"), { recursive: true });
      expect(await same()).toEqual({ sessions: [], hits: [] });
      await writer.appendEvents("s4", {}, [message("m6", "rollback from scratch")]);
      expect(await same()).toEqual({ sessions: ["s4"], hits: ["s4#1"] });
      // sessions/ swapped for a link to a directory outside the root: neither store reads through it.
      const outside = `${root}-outside`;
      await rename(path.join(root, "sessions"), outside);
      await symlink(outside, path.join(root, "sessions"));
      try {
        expect(await same()).toEqual({ sessions: [], hits: [] });
        expect(watched.problems().map((problem) => [problem.path, problem.reason])).toContainEqual(["sessions", "linked"]);
        await writeFile(path.join(outside, "s4.jsonl"), await readFile(path.join(outside, "s4.jsonl")));
        expect(await same()).toEqual({ sessions: [], hits: [] });
      } finally {
        await rm(outside, { recursive: true, force: true });
      }
    } finally {
      await watched.close();
      await scanned.close();
      await writer.close();
    }
  });
});
