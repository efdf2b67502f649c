import { execFileSync } from "node:child_process";
import { appendFile, lstat, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { EntryRecord } from "@engram/core";
import { parseRecord } from "@engram/core/store-kit";
import type { StoreProblem } from "../src/index.js";
import { renderMarkdownRecord } from "../src/entry-file.js";
import { entryRecord } from "./fixtures.js";
import { expectSeedLoads, read, rejection, title, tree, useHostileStores } from "./hostile-fixtures.js";

const { seed, open } = useHostileStores();

const advice = "It was skipped; fix the file by hand or call repair() to quarantine it.";
const notRead = "It is not read: move it away by hand, or call repair() to move it to quarantine.";
const lintFile = "entries/workspace=acme/lint.md";

/** The store's own files, leaving out what repair and the cache add or rewrite. */
async function storeFiles(root: string): Promise<Record<string, string>> {
  const all = await tree(root);
  return Object.fromEntries(Object.entries(all).filter(([file]) => !/^(quarantine|\.index|locks)(\/|$)/.test(file)));
}

/** A hand-made entry file: the lint entry's file with its id and key (and any other line) replaced. */
async function handMade(root: string, changes: Record<string, string>): Promise<string> {
  let text = await read(root, lintFile);
  for (const [from, to] of Object.entries(changes)) text = text.replace(from, to);
  return text;
}

describe("hand-made files in the fs store", () => {
  it("reports a YAML alias bomb as invalid YAML, loads every other file, and quarantines only the bomb", async () => {
    const s = await seed();
    const names = "abcdefghi".split("");
    const levels = names.map((name, index) =>
      index === 0
        ? `${name}: &${name} [${Array(9).fill('"lol"').join(",")}]`
        : `${name}: &${name} [${Array(9)
            .fill(`*${names[index - 1]}`)
            .join(",")}]`,
    );
    const bomb = "entries/workspace=acme/bomb.md";
    await writeFile(path.join(s.root, bomb), ["---", "kind: entry", "id: e9", "key: bomb", ...levels, "---", "boom", ""].join("\n"));
    const before = await storeFiles(s.root);

    const store = await open(s.root);
    const expected: StoreProblem = {
      code: "STORE_CORRUPT",
      reason: "invalid-yaml",
      path: bomb,
      line: 2,
      message: `${bomb}:2: the frontmatter cannot be read: it expands more than 100 YAML aliases. ${advice}`,
    };
    expect(store.problems()).toEqual([expected]);
    await expectSeedLoads(store, s);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual([[bomb, "quarantined"]]);
    expect(store.problems()).toEqual([]);
    expect(await storeFiles(s.root)).toEqual(Object.fromEntries(Object.entries(before).filter(([file]) => file !== bomb)));
    expect(await store.appendEvents("s1", {}, [title(3)])).toEqual([3]);
  });

  it("does not read an entry file over 1 MiB (a 50 MB file) and refuses to write one", async () => {
    const s = await seed();
    const huge = "entries/workspace=acme/huge.md";
    const text = `${(await handMade(s.root, { "id: e2": "id: e9", "key: lint": "key: huge" })).trimEnd()}\n${"x".repeat(50 * 1024 * 1024)}\n`;
    await writeFile(path.join(s.root, huge), text);

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "too-large",
        path: huge,
        message: `${huge}: the file is ${Buffer.byteLength(text)} bytes, over the 1 MiB one entry file may hold. ${advice}`,
      },
    ]);
    await expectSeedLoads(store, s);

    const revisions = Array.from({ length: 60 }, () => ({ at: "2026-05-01T10:00:00.000Z", content: "r".repeat(20_000) }));
    const big = parseRecord(entryRecord({ id: "e5", key: "history", revisions })) as EntryRecord;
    const refused = await rejection(() => store.put(big));
    expect(refused.code).toBe("INVALID_RECORD");
    expect(refused.details).toEqual({ path: "entries/workspace=acme/history.md", bytes: Buffer.byteLength(renderMarkdownRecord(big)), limit: 1024 * 1024 });
    expect(await store.get("entry", "e5")).toBeUndefined();
    expect(Object.keys(await storeFiles(s.root)).filter((file) => file.includes("history"))).toEqual([]);
  });

  it("skips a 10 MB session line, numbers past the seq it names, and refuses to append an event over 8 MiB", async () => {
    const s = await seed();
    const line = `{"seq":3,"at":"2026-05-01T10:03:00.000Z","type":"title","title":"${"x".repeat(10 * 1024 * 1024)}"}`;
    await appendFile(path.join(s.root, "sessions/s1.jsonl"), `${line}\n`);
    const log = await read(s.root, "sessions/s1.jsonl");

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "too-large",
        path: "sessions/s1.jsonl",
        line: 4,
        message: `sessions/s1.jsonl:4: the line is ${Buffer.byteLength(line)} bytes, over the 8 MiB one event may take. ${advice}`,
      },
    ]);
    await expectSeedLoads(store, s);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual([["sessions/s1.jsonl", "rewritten"]]);
    expect(await read(s.root, report.actions[0]?.quarantinePath ?? "")).toBe(log);
    const kept = log.split("\n").slice(1, 3).join("\n");
    expect(await read(s.root, "sessions/s1.jsonl")).toBe(`{"session":{"id":"s1","scope":{},"claimedSeq":3}}\n${kept}\n`);
    expect(await store.appendEvents("s1", {}, [title(4)])).toEqual([4]);

    const text = "y".repeat(9 * 1024 * 1024);
    const message = { id: "m1", role: "user" as const, parts: [{ type: "text" as const, text }], createdAt: "2026-05-01T10:05:00.000Z" };
    const refused = await rejection(() => store.appendEvents("s1", {}, [{ at: "2026-05-01T10:05:00.000Z", type: "message", message }]));
    expect(refused.code).toBe("INVALID_MESSAGE");
    expect(refused.details).toEqual({ sessionId: "s1", index: 0, bytes: expect.any(Number), limit: 8 * 1024 * 1024 });
    expect((await store.readEvents("s1")).map((event) => event.seq)).toEqual([1, 2, 4]);
  });

  it("reports a day's log that is not UTF-8 and refuses to write that day over it", async () => {
    const s = await seed();
    const day = "daily/2026-05-02.md";
    const bytes = Buffer.from("# 2026-05-02\n\nNotes from the caf\u00e9.\n", "latin1");
    await writeFile(path.join(s.root, day), bytes);

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      { code: "STORE_CORRUPT", reason: "invalid-encoding", path: day, line: 3, message: `${day}:3: the file is not UTF-8 text. ${advice}` },
    ]);
    await expectSeedLoads(store, s);
    const refused = await rejection(() => store.put({ ...s.d1, id: "d2", date: "2026-05-02" }));
    expect([refused.code, refused.details]).toEqual(["STORE_CORRUPT", { path: day }]);
    expect(await readFile(path.join(s.root, day))).toEqual(bytes);
  });

  it("skips a session line nested 100,000 deep instead of overflowing the stack, and refuses to append one over 512", async () => {
    const s = await seed();
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const line = `{"seq":3,"at":"2026-05-01T10:03:00.000Z","type":"message","message":{"id":"m3","role":"user","parts":[{"type":"text","text":"deep"}],"createdAt":"2026-05-01T10:03:00.000Z","metadata":{"a":${nested(100_000)}}}}`;
    await appendFile(path.join(s.root, "sessions/s1.jsonl"), `${line}\n`);

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "too-deep",
        path: "sessions/s1.jsonl",
        line: 4,
        message: `sessions/s1.jsonl:4: the line nests arrays and objects more than 512 deep. ${advice}`,
      },
    ]);
    await expectSeedLoads(store, s);
    expect(await store.appendEvents("s1", {}, [title(4)])).toEqual([4]);

    const message = {
      id: "m5",
      role: "user" as const,
      parts: [{ type: "text" as const, text: "deep" }],
      createdAt: "2026-05-01T10:05:00.000Z",
      metadata: { a: JSON.parse(nested(600)) as unknown },
    };
    const refused = await rejection(() => store.appendEvents("s1", {}, [{ at: "2026-05-01T10:05:00.000Z", type: "message", message }]));
    // Core's message rules (64 levels) refuse it before the store's own 512-level line limit is reached.
    expect([refused.code, refused.details["index"], (refused.details["path"] as unknown[]).length]).toEqual(["INVALID_MESSAGE", 0, 65]);
    expect(refused.message).toContain(
      `Invalid event at index 0 (type "message") for session "s1": message.metadata.a.${"0.".repeat(61)}0 nests objects and arrays deeper than 64 levels.`,
    );
    expect((await store.readEvents("s1")).map((event) => event.seq)).toEqual([1, 2, 4]);
  });

  it("reports an entry file that is not UTF-8 and skips only the bad line of a session log", async () => {
    const s = await seed();
    const latin1 = "entries/workspace=acme/latin1.md";
    const text = await handMade(s.root, { "id: e2": "id: e9", "key: lint": "key: latin1", "Run eslint": "Run caf\u00e9 lint" });
    await writeFile(path.join(s.root, latin1), Buffer.from(text, "latin1"));
    const bodyLine = text.split("\n").findIndex((line) => line.includes("caf")) + 1;
    const bad = Buffer.concat([Buffer.from('{"seq":3,"at":"2026-05-01T10:03:00.000Z","type":"title","title":"caf'), Buffer.from([0xe9]), Buffer.from('"}\n')]);
    const good = '{"seq":4,"at":"2026-05-01T10:04:00.000Z","type":"title","title":"T4"}\n';
    await appendFile(path.join(s.root, "sessions/s1.jsonl"), Buffer.concat([bad, Buffer.from(good)]));

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "invalid-encoding",
        path: latin1,
        line: bodyLine,
        message: `${latin1}:${bodyLine}: the file is not UTF-8 text. ${advice}`,
      },
      {
        code: "STORE_CORRUPT",
        reason: "invalid-encoding",
        path: "sessions/s1.jsonl",
        line: 4,
        message: `sessions/s1.jsonl:4: the line is not UTF-8 text. ${advice}`,
      },
    ]);
    expect((await store.query({ kind: "entry" })).records).toEqual([s.e1, s.e2]);
    expect(await store.get("daily", "d1")).toEqual(s.d1);
    expect((await store.readEvents("s1")).map((event) => event.seq)).toEqual([1, 2, 4]);
    expect(await store.get("entry", "e9")).toBeUndefined();
    expect(await store.appendEvents("s1", {}, [title(5)])).toEqual([5]);
  });

  it("refuses records whose key or id would name a file elsewhere, so a write can never land on MEMORY.md", async () => {
    const s = await seed();
    const setup = await open(s.root);
    const index = await setup.put({
      kind: "index",
      id: "i1",
      content: "# Memory\n",
      scope: {},
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T10:00:00.000Z",
    });
    await setup.close();
    const memory = await read(s.root, "MEMORY.md");
    const climbing = "entries/workspace=acme/climbing.md";
    const nul = "entries/workspace=acme/nul.md";
    await writeFile(path.join(s.root, climbing), await handMade(s.root, { "id: e2": "id: e7", "key: lint": 'key: "../../MEMORY"' }));
    await writeFile(path.join(s.root, nul), await handMade(s.root, { "id: e2": "id: e8", "key: lint": 'key: "a\\0b"' }));

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "unsafe-name",
        path: climbing,
        line: 4,
        message: `${climbing}:4: the key "../../MEMORY" must not contain a path separator (/ or \\), so the store will not write it to a file. ${advice}`,
      },
      {
        // NUL is a control character: core's record rules refuse the key before the store's file-name rules.
        code: "STORE_CORRUPT",
        reason: "invalid-record",
        path: nul,
        line: 4,
        message: `${nul}:4: not a valid entry: key: holds the invisible character U+0000. ${advice}`,
      },
    ]);
    await expectSeedLoads(store, s);
    expect(await store.markUsed(["e7", "e8"], "2026-05-02T10:00:00.000Z")).toBe(0);
    expect(await read(s.root, "MEMORY.md")).toBe(memory);
    expect(await store.get("index", "i1")).toEqual(index);
  });

  it("does not take a record with an unsafe key from a hand-made derived cache, but parses its file", async () => {
    const s = await seed();
    const setup = await open(s.root);
    await setup.put({
      kind: "index",
      id: "i1",
      content: "# Memory\n",
      scope: {},
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T10:00:00.000Z",
    });
    await setup.close();
    const memory = await read(s.root, "MEMORY.md");
    const stats = await lstat(path.join(s.root, lintFile), { bigint: true });
    // A whole head index (header, checksum and all) whose one file says the entry's key climbs out.
    const e2 = s.e2;
    const row = [e2.id, "workspace=acme", e2.tags, e2.createdAt, e2.updatedAt, e2.type, "../../MEMORY", null, 0];
    const body = Buffer.from(`${JSON.stringify({ files: [[lintFile, `${stats.ino}:${stats.size}:${stats.mtimeNs}`, "entry", [row]]] })}\n`);
    await writeFile(path.join(s.root, ".index/records.json"), Buffer.concat([Buffer.from(`ENGRAMRH 2 ${crc32(body).toString(16)}\n`), body]));

    const store = await open(s.root);
    expect(store.problems()).toEqual([]);
    await expectSeedLoads(store, s);
    expect(await store.markUsed(["e2"], "2026-05-02T10:00:00.000Z")).toBe(1);
    expect(await read(s.root, "MEMORY.md")).toBe(memory);
    expect((await store.get("entry", "e2"))?.key).toBe("lint");
  });

  it("reports a directory where an entry file belongs and writes that key to its ~<id> file", async () => {
    const s = await seed();
    await mkdir(path.join(s.root, "entries/workspace=acme/docs.md"));
    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "not-a-file",
        path: "entries/workspace=acme/docs.md",
        message: `entries/workspace=acme/docs.md: a directory where the store keeps a file. ${notRead}`,
      },
    ]);
    await expectSeedLoads(store, s);
    const docs = await store.put(entryRecord({ id: "e5", key: "docs", content: "Docs live in docs/." }));
    expect(await store.get("entry", "e5")).toEqual(docs);
    expect(Object.keys(await storeFiles(s.root)).filter((file) => file.includes("docs"))).toEqual([
      "entries/workspace=acme/docs.md",
      "entries/workspace=acme/docs~e5.md",
    ]);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual([["entries/workspace=acme/docs.md", "quarantined"]]);
    expect(store.problems()).toEqual([]);
  });

  it("refuses to append to a session whose log is a directory, with STORE_CORRUPT naming it", async () => {
    const s = await seed();
    await mkdir(path.join(s.root, "sessions/s2.jsonl"));
    const store = await open(s.root);
    expect(store.problems().map((problem) => [problem.reason, problem.path])).toEqual([["not-a-file", "sessions/s2.jsonl"]]);
    const refused = await rejection(() => store.appendEvents("s2", {}, [title(1)]));
    expect(refused.code).toBe("STORE_CORRUPT");
    expect(refused.details).toEqual({ path: "sessions/s2.jsonl", sessionId: "s2" });
    await expectSeedLoads(store, s);
  });

  it("opens with a directory where the derived cache goes, reporting it, and repair() clears it", async () => {
    const s = await seed();
    await rm(path.join(s.root, ".index/records.json"));
    await mkdir(path.join(s.root, ".index/records.json"));
    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "not-a-file",
        path: ".index/records.json",
        message: `.index/records.json: a directory where the store keeps a file. ${notRead}`,
      },
    ]);
    await expectSeedLoads(store, s);
    expect((await store.repair()).actions.map((action) => [action.path, action.action])).toEqual([[".index/records.json", "quarantined"]]);
    expect(store.problems()).toEqual([]);
  });

  it("reports a named pipe where an entry file belongs instead of waiting on it", async () => {
    const s = await seed();
    const pipe = "entries/workspace=acme/pipe.md";
    execFileSync("mkfifo", [path.join(s.root, pipe)]);
    const store = await open(s.root);
    expect(store.problems()).toEqual([
      { code: "STORE_CORRUPT", reason: "not-a-file", path: pipe, message: `${pipe}: a device, pipe or socket where the store keeps a file. ${notRead}` },
    ]);
    await expectSeedLoads(store, s);
  });
});
