import { utimesSync } from "node:fs";
import { appendFile, lstat, mkdir, readFile, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Scope } from "@engram/core";
import type { MemoryRecord, RecordFilter, RecordQuery, SearchQuery } from "@engram/core/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore, type FsStore } from "../src/index.js";
import { dailyRecord, entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

const indexDir = (): string => path.join(root, ".index");
const headIndex = (): string => path.join(indexDir(), "records.json");
const derivedFiles = ["records.json", "search.bin"];
const scopes: Scope[] = [{}, { workspace: "acme" }, { workspace: "acme", user: "ann" }, { user: "ann" }];
const words = ["pytest", "deploy", "cache", "retry", "lint", "rollback", "migration", "index"];

/** A deterministic mix of what the heads describe: entries (tags, types, vectors), notes, daily items, an index. */
function records(): MemoryRecord[] {
  const all: MemoryRecord[] = [];
  for (let i = 0; i < 40; i++) {
    const scope = scopes[i % scopes.length]!;
    const at = `2026-05-0${1 + (i % 4)}T1${i % 10}:00:00.000Z`;
    const content = `${words[i % words.length]} ${words[(i * 3) % words.length]} note ${i}`;
    if (i % 5 === 4) all.push(dailyRecord({ id: `d${i}`, date: `2026-05-0${1 + (i % 3)}`, content, scope, createdAt: at, updatedAt: at }));
    else {
      all.push(
        entryRecord({
          id: `e${i}`,
          key: `k${i}`,
          content,
          scope,
          type: i % 3 ? "fact" : "decision",
          tags: i % 2 ? ["x"] : ["y", "x"],
          createdAt: `2026-04-0${1 + (i % 7)}T10:00:00.000Z`,
          updatedAt: at,
          ...(i % 4 === 0 ? { vector: [1, i / 40, 0] } : {}),
        }),
      );
    }
  }
  const at = "2026-05-02T09:00:00.000Z";
  all.push({
    kind: "note",
    id: "n1",
    key: "style",
    content: "Prefer small diffs.",
    scope: { workspace: "acme" },
    tags: ["style"],
    createdAt: at,
    updatedAt: at,
  });
  all.push({
    kind: "index",
    id: "i1",
    content: "# Memory\n\nDeploy on Fridays never.\n",
    scope: { workspace: "acme" },
    tags: [],
    createdAt: at,
    updatedAt: at,
  });
  return all;
}

const recordQueries: RecordQuery[] = [
  { kind: "entry" },
  { kind: "entry", order: "created-asc", limit: 7 },
  { kind: "entry", scope: { workspace: "acme", user: "ann" } },
  { kind: "entry", scope: { workspace: "acme" }, scopeMode: "exact", tags: ["y"] },
  { kind: "entry", types: ["decision"], updatedSince: "2026-05-02T00:00:00.000Z", updatedUntil: "2026-05-03T23:00:00.000Z" },
  { kind: "entry", key: "k5" },
  { kind: "daily", fromDate: "2026-05-02", toDate: "2026-05-03" },
  { kind: "note" },
  { kind: "index", scope: { workspace: "acme" } },
];

const searches: SearchQuery[] = [
  // e3 reads "retry deploy note 3" until an edit makes it "rerun deploy note 3".
  { text: "rerun", scope: { user: "ann" } },
  { text: "retry", scope: { user: "ann" } },
  { text: "deploy rollback", targets: ["entry", "daily", "index"], scope: { workspace: "acme", user: "ann" } },
  { text: "pytest cache", tags: ["x"], scope: { workspace: "acme", user: "ann" }, limit: 5 },
  { vector: [1, 0.5, 0], targets: ["entry"], scope: { workspace: "acme", user: "ann" } },
  { text: "lint", vector: [1, 0.2, 0], scope: { workspace: "acme", user: "ann" } },
];

/** Every answer the heads and bodies take part in: pages (followed through their cursors), counts, gets and searches. */
async function answers(store: FsStore): Promise<unknown> {
  const pages = [];
  for (const query of recordQueries) {
    const seen = [];
    let cursor: string | undefined;
    do {
      const page = await store.query({ ...query, ...(cursor === undefined ? {} : { cursor }) });
      seen.push(page.records);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    const { order: _order, limit: _limit, ...filter } = query;
    pages.push({ pages: seen, count: await store.count(filter as RecordFilter) });
  }
  const gets = [await store.get("entry", "e1"), await store.get("daily", "d4"), await store.get("note", "n1"), await store.get("entry", "nope")];
  const hits = [];
  for (const query of searches) hits.push(await store.search(query));
  return { pages, gets, hits };
}

/**
 * The answers of a store opened on the files alone, with no `.index/` at all (neither the head index nor
 * the search index): the simple path. The derived files are put back as they were afterwards.
 */
async function fullScanAnswers(): Promise<unknown> {
  const kept = await Promise.all(derivedFiles.map((name) => readFile(path.join(indexDir(), name)).catch(() => undefined)));
  await rm(indexDir(), { recursive: true, force: true });
  const store = await openFsStore({ root, watch: false });
  try {
    return await answers(store);
  } finally {
    await store.close();
    await rm(indexDir(), { recursive: true, force: true });
    await mkdir(indexDir(), { recursive: true });
    for (const [at, bytes] of kept.entries()) if (bytes !== undefined) await writeFile(path.join(indexDir(), derivedFiles[at]!), bytes);
  }
}

async function indexedAnswers(): Promise<unknown> {
  const store = await openFsStore({ root, watch: false });
  try {
    return await answers(store);
  } finally {
    await store.close();
  }
}

describe("record heads (.index/records.json) and bodies read on demand", () => {
  it("answer as a full read of the files does, also after files were edited, added, deleted and broken while no process ran", async () => {
    const first = await openFsStore({ root });
    for (const record of records()) await first.put(record);
    const written = await answers(first);
    await first.close();

    expect(await indexedAnswers()).toEqual(written);
    expect(await fullScanAnswers()).toEqual(written);

    // e3's file given whole-second times (as rsync -t leaves them), which utimes can put back exactly, and taken in.
    const sameSize = path.join(root, "entries/user=ann/k3.md");
    utimesSync(sameSize, 1_767_225_600, 1_767_225_600);
    expect(await indexedAnswers()).toEqual(written);

    // While no process runs: an entry edited in place (same inode), one replaced, one deleted, one added,
    // one broken, one edited to text of the same size with its times put back, a day's file edited; then the
    // derived files still describe the old files.
    const before = await readFile(headIndex());
    const beforeSearch = await readFile(path.join(indexDir(), "search.bin"));
    const sameSizeStats = await lstat(sameSize, { bigint: true });
    await writeFile(sameSize, (await readFile(sameSize, "utf8")).replace("retry deploy note 3", "rerun deploy note 3"));
    utimesSync(sameSize, 1_767_225_600, 1_767_225_600);
    const sameSizeAfter = await lstat(sameSize, { bigint: true });
    expect([sameSizeAfter.ino, sameSizeAfter.size, sameSizeAfter.mtimeNs]).toEqual([sameSizeStats.ino, sameSizeStats.size, sameSizeStats.mtimeNs]);
    const dir = path.join(root, "entries/workspace=acme,user=ann");
    const edited = path.join(dir, "k2.md");
    await appendFile(edited, "\nA line added by hand.\n");
    const retagged = path.join(dir, "k6.md");
    await writeFile(`${retagged}.tmp`, (await readFile(retagged, "utf8")).replace("tags: [ y, x ]", "tags: [ z ]"));
    await rm(retagged);
    await writeFile(retagged, await readFile(`${retagged}.tmp`));
    await unlink(`${retagged}.tmp`);
    await unlink(path.join(root, "entries/global/k0.md"));
    await writeFile(path.join(dir, "k99.md"), (await readFile(edited, "utf8")).replace("id: e2", "id: e99").replace("key: k2", "key: k99"));
    await writeFile(path.join(dir, "k10.md"), "---\nid: [not closed\n");
    const day = path.join(root, "daily/2026-05-02.md");
    await writeFile(day, (await readFile(day, "utf8")).replace("rollback", "rolled back"));
    expect(await readFile(headIndex())).toEqual(before);
    expect(await readFile(path.join(indexDir(), "search.bin"))).toEqual(beforeSearch);

    const simple = await fullScanAnswers();
    expect(await readFile(headIndex())).toEqual(before);
    expect(await readFile(path.join(indexDir(), "search.bin"))).toEqual(beforeSearch);
    const fast = await indexedAnswers();
    expect(fast).toEqual(simple);

    // The edits show (so the comparison above is between answers that saw them).
    const store = await openFsStore({ root, watch: false });
    expect((await store.get("entry", "e2"))?.content).toContain("A line added by hand.");
    expect((await store.get("entry", "e3"))?.content).toBe("rerun deploy note 3");
    expect((await store.search({ text: "rerun", scope: { user: "ann" } })).map((hit) => (hit.target === "record" ? hit.record.id : ""))).toEqual(["e3"]);
    expect((await store.search({ text: "retry", scope: { user: "ann" } })).map((hit) => (hit.target === "record" ? hit.record.id : ""))).not.toContain("e3");
    expect((await store.get("entry", "e6"))?.tags).toEqual(["z"]);
    expect(await store.get("entry", "e0")).toBeUndefined();
    expect((await store.get("entry", "e99"))?.key).toBe("k99");
    expect(await store.get("entry", "e10")).toBeUndefined();
    expect(await store.count({ kind: "entry", tags: ["z"] })).toBe(1);
    expect(store.problems().map((problem) => problem.path)).toEqual(["entries/workspace=acme,user=ann/k10.md"]);
    await store.close();
  }, 120_000);

  it("answers from a file edited while the store is open", async () => {
    const first = await openFsStore({ root });
    await first.put(entryRecord({ id: "e1", key: "one", tags: ["old"] }));
    await first.close();
    // Edited while it is open (no watch: the next call stats the files and reads it again).
    const store = await openFsStore({ root, watch: false });
    const file = path.join(root, "entries/workspace=acme/one.md");
    expect(await store.count({ kind: "entry", tags: ["old"] })).toBe(1);
    await writeFile(file, (await readFile(file, "utf8")).replace("tags: [ old ]", "tags: [ new ]"));
    expect((await store.query({ kind: "entry", tags: ["old"] })).records).toEqual([]);
    expect((await store.query({ kind: "entry", tags: ["new"] })).records.map((record) => record.id)).toEqual(["e1"]);
    expect(await store.count({ kind: "entry", tags: ["old"] })).toBe(0);
    await store.close();
  });
});
