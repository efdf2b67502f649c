import { utimesSync } from "node:fs";
import { lstat, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SearchHit, SearchQuery } from "@engram/core/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore, type FsStore } from "../src/index.js";
import { offThreadPrints } from "../src/off-thread-prints.js";
import { racyFiles } from "../src/racy-files.js";
import { entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(async () => {
  offThreadPrints.minFiles = 10_000;
  racyFiles.enabled = true;
  await cleanup();
});

/** A time in whole seconds (2026-01-01): Node's utimes takes seconds as a double, exact only for such times. */
const wholeSeconds = 1_767_225_600;
const seconds = (ns: bigint): number => Number(ns / 1_000_000_000n) + Number(ns % 1_000_000_000n) / 1e9;

/**
 * Gives `file` whole-second times, as `rsync -t` or an archive from a coarse file system leaves them, and
 * lets a store take that version in: utimes can then put those very times back after an edit.
 */
async function settleTimes(file: string): Promise<void> {
  utimesSync(file, wholeSeconds, wholeSeconds);
  const store = await openFsStore({ root });
  await store.close();
}

/**
 * Replaces `from` with `to` (the same length) in place and puts the file's access and modification times
 * back, as `touch -d`, `cp -p` and `rsync -t` do: the inode, the size and the mtime are what they were.
 */
async function editKeepingTimes(file: string, from: string, to: string): Promise<void> {
  expect(Buffer.byteLength(from)).toBe(Buffer.byteLength(to));
  const before = await lstat(file, { bigint: true });
  const text = await readFile(file, "utf8");
  expect(text.split(from)).toHaveLength(2);
  await writeFile(file, text.replace(from, to));
  utimesSync(file, seconds(before.atimeNs), seconds(before.mtimeNs));
  const after = await lstat(file, { bigint: true });
  expect([after.ino, after.size, after.mtimeNs]).toEqual([before.ino, before.size, before.mtimeNs]);
}

/** What a search answers, as ids (or session and seq), scores and the text handed out, in order. */
function shown(hits: SearchHit[]): unknown[] {
  return hits.map((hit) =>
    hit.target === "record"
      ? { id: hit.record.id, score: hit.score, textScore: hit.textScore, text: hit.record.kind === "entry" ? hit.record.content : undefined }
      : {
          session: hit.sessionId,
          seq: hit.event.seq,
          score: hit.score,
          textScore: hit.textScore,
          text: hit.event.type === "message" ? hit.event.message.parts.map((part) => (part.type === "text" ? part.text : "")).join("") : undefined,
        },
  );
}

async function answers(store: FsStore, queries: readonly SearchQuery[]): Promise<unknown[][]> {
  const found: unknown[][] = [];
  for (const query of queries) found.push(shown(await store.search(query)));
  return found;
}

/** The answers of a store opened on `root` as it is, then of one opened with no `.index/` at all (every file read). */
async function indexedAndIndexFree(queries: readonly SearchQuery[]): Promise<{ indexed: unknown[][]; indexFree: unknown[][] }> {
  const store = await openFsStore({ root });
  const indexed = await answers(store, queries);
  await store.close();
  await rm(path.join(root, ".index"), { recursive: true, force: true });
  const fresh = await openFsStore({ root });
  const indexFree = await answers(fresh, queries);
  await fresh.close();
  return { indexed, indexFree };
}

const entryQueries: SearchQuery[] = [
  { text: "vitest", scope: { workspace: "acme" } },
  { text: "pytest", scope: { workspace: "acme" } },
  { text: "runs", scope: { workspace: "acme" } },
];

async function seedEntries(): Promise<string> {
  const store = await openFsStore({ root });
  await store.put(entryRecord({ id: "e1", key: "suite-runner", content: "pytest runs the suite", tags: [] }));
  await store.put(entryRecord({ id: "e2", key: "linter", content: "eslint runs on every commit", tags: [] }));
  await store.close();
  const file = path.join(root, "entries/workspace=acme/suite-runner.md");
  await settleTimes(file);
  return file;
}

describe("an entry edited to text of the same size, its times put back, while no process ran", () => {
  it("is found by its new text and not its old one, as a store with no index finds it", async () => {
    const file = await seedEntries();
    await editKeepingTimes(file, "pytest runs the suite", "vitest runs the suite");
    const { indexed, indexFree } = await indexedAndIndexFree(entryQueries);
    const [vitest, pytest, runs] = indexed as [{ id: string; text: string }[], unknown[], { id: string }[]];
    expect(vitest.map((hit) => [hit.id, hit.text])).toEqual([["e1", "vitest runs the suite"]]);
    expect(pytest).toEqual([]);
    expect(runs.map((hit) => hit.id).sort()).toEqual(["e1", "e2"]);
    expect(indexed).toEqual(indexFree);
  });

  it("is seen through its change time alone, with the stats taken on the worker thread", async () => {
    const file = await seedEntries();
    await editKeepingTimes(file, "pytest runs the suite", "vitest runs the suite");
    // Only the fingerprint's ctime tells this edit apart: the rule for files changed near the index's time is off.
    racyFiles.enabled = false;
    offThreadPrints.minFiles = 0;
    const answered = offThreadPrints.answered;
    const { indexed, indexFree } = await indexedAndIndexFree(entryQueries);
    expect(offThreadPrints.answered).toBeGreaterThan(answered);
    expect((indexed[0] as { id: string; text: string }[]).map((hit) => [hit.id, hit.text])).toEqual([["e1", "vitest runs the suite"]]);
    expect(indexed[1]).toEqual([]);
    expect(indexed).toEqual(indexFree);
  });
});

describe("an archived message edited to text of the same size, its times put back, while no process ran", () => {
  const scope = { workspace: "acme" };
  const message = (seq: number, text: string) => ({
    type: "message" as const,
    at: `2026-05-01T10:0${seq}:00.000Z`,
    message: { id: `m${seq}`, role: "user" as const, parts: [{ type: "text" as const, text }], createdAt: `2026-05-01T10:0${seq}:00.000Z` },
  });
  const queries: SearchQuery[] = [
    { text: "vitest", targets: ["message"], scope },
    { text: "pytest", targets: ["message"], scope },
    { text: "suite", targets: ["message"], scope },
  ];

  for (const ctimeAlone of [false, true]) {
    it(`is found by its new text and not its old one, as a store with no index finds it${ctimeAlone ? " (through its change time alone)" : ""}`, async () => {
      const store = await openFsStore({ root });
      await store.appendEvents("s1", scope, [message(1, "pytest runs the suite"), message(2, "the suite is green")]);
      await store.close();
      const file = path.join(root, "sessions/s1.jsonl");
      await settleTimes(file);
      await editKeepingTimes(file, "pytest runs the suite", "vitest runs the suite");
      racyFiles.enabled = !ctimeAlone;
      const { indexed, indexFree } = await indexedAndIndexFree(queries);
      const [vitest, pytest, suite] = indexed as [{ session: string; seq: number; text: string }[], unknown[], { seq: number }[]];
      expect(vitest.map((hit) => [hit.session, hit.seq, hit.text])).toEqual([["s1", 1, "vitest runs the suite"]]);
      expect(pytest).toEqual([]);
      expect(suite.map((hit) => hit.seq).sort()).toEqual([1, 2]);
      expect(indexed).toEqual(indexFree);
    });
  }
});
