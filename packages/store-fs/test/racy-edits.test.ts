import type { BigIntStats } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SearchHit, SearchQuery } from "@engram/core/store";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fingerprint } from "../src/file-scan.js";
import { openFsStore } from "../src/index.js";
import { racyWindowMs } from "../src/racy-files.js";
import { loadHeadIndex } from "../src/record-head-file.js";
import { loadSearchIndex } from "../src/search-index-file.js";
import { entryRecord, tempRoot } from "./fixtures.js";

/**
 * A file system whose clock stands still for the store's files (entries and sessions): every stat of one
 * reports `frozenNs` (or, for a file named in `times`, its own) as its mtime and ctime, as a coarse file
 * system (FAT's 2 s steps) reports for every write within one step. An edit of the same size in place then
 * keeps the file's whole fingerprint. Every open of an entry file, and of a session file, is counted.
 */
const clock = vi.hoisted(() => ({ frozenNs: 0n, times: new Map<string, bigint>(), entryOpens: 0, sessionOpens: 0 }));
const frozen = (file: unknown, stats: BigIntStats | undefined): BigIntStats | undefined => {
  const name = String(file);
  if (stats !== undefined && typeof stats.mtimeNs === "bigint" && /[/\\](entries|sessions)[/\\]/.test(name)) {
    const time = clock.times.get(name.slice(name.lastIndexOf("/") + 1)) ?? clock.frozenNs;
    stats.mtimeNs = time;
    stats.ctimeNs = time;
    stats.mtimeMs = time / 1_000_000n;
    stats.ctimeMs = time / 1_000_000n;
  }
  return stats;
};

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    lstatSync: (...args: Parameters<typeof fs.lstatSync>) => frozen(args[0], fs.lstatSync(...args) as BigIntStats | undefined),
    openSync: (...args: Parameters<typeof fs.openSync>) => {
      if (/[/\\]entries[/\\]/.test(String(args[0]))) clock.entryOpens += 1;
      if (/[/\\]sessions[/\\]/.test(String(args[0]))) clock.sessionOpens += 1;
      return fs.openSync(...args);
    },
  };
});
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  return { ...fs, lstat: async (...args: Parameters<typeof fs.lstat>) => frozen(args[0], (await fs.lstat(...args)) as BigIntStats) };
});

let root: string;
let cleanup: () => Promise<void>;
const nsAt = (ms: number): bigint => BigInt(ms) * 1_000_000n;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  clock.frozenNs = nsAt(Date.now());
  clock.times.clear();
});
afterEach(() => cleanup());

const scope = { workspace: "acme" };

function shown(hits: SearchHit[]): unknown[] {
  return hits.map((hit) =>
    hit.target === "record"
      ? ["record", hit.record.id, hit.score, hit.record.kind === "entry" ? hit.record.content : undefined]
      : ["message", hit.sessionId, hit.event.seq, hit.score, hit.event.type === "message" ? hit.event.message.parts : undefined],
  );
}

/** The answers of a store opened on `root` as it is, then of one opened with no `.index/` at all. */
async function indexedAndIndexFree(queries: readonly SearchQuery[]): Promise<{ indexed: unknown[][]; indexFree: unknown[][] }> {
  const answer = async (): Promise<unknown[][]> => {
    const store = await openFsStore({ root });
    const found: unknown[][] = [];
    for (const query of queries) found.push(shown(await store.search(query)));
    await store.close();
    return found;
  };
  const indexed = await answer();
  await rm(path.join(root, ".index"), { recursive: true, force: true });
  return { indexed, indexFree: await answer() };
}

async function editInPlace(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, "utf8");
  expect(text.split(from)).toHaveLength(2);
  await writeFile(file, text.replace(from, to));
}

describe("a file edited within its timestamp step after the index took its fingerprint (a racy file)", () => {
  it("is read again at the next open: an entry is found by its new text, as with no index", async () => {
    const store = await openFsStore({ root });
    await store.put(entryRecord({ id: "e1", key: "suite-runner", content: "pytest runs the suite", tags: [] }));
    await store.close();
    await editInPlace(path.join(root, "entries/workspace=acme/suite-runner.md"), "pytest runs the suite", "vitest runs the suite");
    const { indexed, indexFree } = await indexedAndIndexFree([
      { text: "vitest", scope },
      { text: "pytest", scope },
    ]);
    expect(indexed).toEqual([[["record", "e1", expect.any(Number), "vitest runs the suite"]], []]);
    expect(indexed).toEqual(indexFree);
  });

  it("is not the session file the store appended to just before it closed: the next open takes its messages from the index", async () => {
    // Every session write lands in the frozen step, as the store's own appends before a close do: the
    // racy rule would read the session under way again at every open (a hook's open, each prompt).
    const store = await openFsStore({ root });
    const at = "2026-05-01T10:00:00.000Z";
    await store.appendEvents("s1", scope, [
      { type: "message", at, message: { id: "m1", role: "user", parts: [{ type: "text", text: "pytest runs the suite" }], createdAt: at } },
    ]);
    await store.close();
    clock.sessionOpens = 0;
    const reopened = await openFsStore({ root });
    try {
      expect(clock.sessionOpens).toBe(0);
      expect(shown(await reopened.search({ text: "pytest", targets: ["message"], scope }))).toEqual([
        ["message", "s1", 1, expect.any(Number), [{ type: "text", text: "pytest runs the suite" }]],
      ]);
    } finally {
      await reopened.close();
    }
  });

  it("is read and indexed again while the store is open, once the watch reports the write", async () => {
    const store = await openFsStore({ root, watch: true });
    try {
      await store.put(entryRecord({ id: "e1", key: "suite-runner", content: "pytest runs the suite", tags: [] }));
      expect((await store.search({ text: "pytest", scope })).map((hit) => (hit.target === "record" ? hit.record.id : ""))).toEqual(["e1"]);
      await editInPlace(path.join(root, "entries/workspace=acme/suite-runner.md"), "pytest runs the suite", "vitest runs the suite");
      expect(shown(await store.search({ text: "vitest", scope }))).toEqual([["record", "e1", expect.any(Number), "vitest runs the suite"]]);
      expect(await store.search({ text: "pytest", scope })).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("costs only the files changed in the window before the index's time: the others are not read", async () => {
    // Written, as far as the file system's times tell, a moment longer ago than the window.
    clock.frozenNs = nsAt(Date.now() - racyWindowMs - 1_000);
    const store = await openFsStore({ root });
    for (let i = 0; i < 5; i++) await store.put(entryRecord({ id: `e${i}`, key: `k${i}`, content: `note ${i}`, tags: [] }));
    await store.close();
    clock.entryOpens = 0;
    const reopened = await openFsStore({ root });
    expect(clock.entryOpens).toBe(0);
    await reopened.close();

    // One file changed just now: the open after it reads that one (its fingerprint changed), and so does
    // the next (it changed within the window before that open's index was written), and no other.
    clock.times.set("k2.md", nsAt(Date.now()));
    clock.entryOpens = 0;
    const changed = await openFsStore({ root });
    await changed.close();
    expect(clock.entryOpens).toBe(1);
    // The derived files written by that open hold k2 as it is now: the next open reads it for its times alone.
    const k2 = "entries/workspace=acme/k2.md";
    const heads = await loadHeadIndex(root, (await loadSearchIndex(root))?.manifest.heads);
    expect(heads.get(k2)?.fingerprint).toBe(await fingerprint(path.join(root, k2)));
    clock.entryOpens = 0;
    const next = await openFsStore({ root });
    expect(clock.entryOpens).toBe(1);
    expect((await next.query({ kind: "entry" })).records.map((record) => record.id).sort()).toEqual(["e0", "e1", "e2", "e3", "e4"]);
    await next.close();
  });
});
