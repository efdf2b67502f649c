import { join } from "node:path";
import Database from "better-sqlite3";
import type { SearchHit, SearchQuery } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../src/index.js";
import { PostingView } from "../src/posting-view.js";
import { messageTermIndex, recordTermIndex } from "../src/term-index.js";
import type { TermIndex } from "../src/term-index.js";
import { readLists, splitRow } from "../src/term-list-rows.js";
import type { JoinedRow } from "../src/term-list-rows.js";
import { decodePostings } from "../src/term-postings.js";
import { entry, message, tempDir, track } from "./helpers.js";

const words = ["cache", "retry", "timeout", "deploy", "schema", "token", "queue", "worker", "flaky", "migration"];

/** 2,600 messages over three blocks of rowids (and 60 entries), each text a few of `words`, some repeated. */
async function fill(path: string): Promise<void> {
  const store = track(await openSqliteStore({ path }));
  for (let session = 0; session < 13; session++) {
    const events = Array.from({ length: 200 }, (_, i) => {
      const n = session * 200 + i;
      const text = [words[n % 10], words[(n * 7) % 10], words[(n * 3) % 10], n % 4 === 0 ? words[n % 10] : "ok"].join(" ");
      return message(`m${n}`, text, n);
    });
    await store.appendEvents(`s${session}`, {}, events);
  }
  for (let i = 0; i < 60; i++) await store.put(entry(`e${i}`, `${words[i % 10]} ${words[(i * 3) % 10]} note`));
  await store.close();
}

/** Every stored block of each term as the table holds it, a row per block, decoded. */
function storedBlocks(db: Database.Database, index: TermIndex, terms: readonly string[]): string[] {
  const rows = db
    .prepare(`SELECT term, block, n, max_tf, min_len, postings FROM ${index.terms} WHERE term IN (SELECT value FROM json_each(?)) ORDER BY term, block`)
    .raw()
    .all(JSON.stringify(terms)) as [string, number, number, number, number, Buffer][];
  return rows.map(([term, block, n, maxTf, minLen, blob]) => {
    const postings = decodePostings(blob);
    return `${term} ${block} n=${n} maxTf=${maxTf} minLen=${minLen} ${postings.low.map((low, i) => `${low}:${postings.tf[i]}:${postings.len[i]}`).join(",")}`;
  });
}

/** The same, from the lists `readLists` returns: each block scanned (messages) or looked up (records). */
function listedBlocks(db: Database.Database, index: TermIndex, terms: readonly string[]): string[] {
  const view = new PostingView();
  const out: string[] = [];
  for (const list of readLists(db, index, terms).sort((x, y) => (x.term < y.term ? -1 : 1))) {
    for (const block of [...list.blocks()].sort((x, y) => x - y)) {
      const limits = list.limits(block)!;
      expect(list.scan(block, view)).toBe(true);
      const entries: string[] = [];
      for (let k = view.start; k < view.n; k++) entries.push(`${view.low[k]}:${view.tf[k]}:${view.len[k]}`);
      out.push(`${list.term} ${block} n=${entries.length} maxTf=${limits.maxTf} minLen=${limits.minLen} ${entries.join(",")}`);
    }
  }
  return out;
}

const hitKeys = (hits: readonly SearchHit[]): string[] =>
  hits.map((hit) => (hit.target === "record" ? `${hit.record.id}:${hit.score}` : `${hit.sessionId}#${hit.event.seq}:${hit.score}`));

describe("posting lists read a row per term", () => {
  it("hold every stored block of every term exactly as a row per block reads it (messages and records)", async () => {
    const path = join(tempDir(), "memory.db");
    await fill(path);
    const db = new Database(path, { readonly: true });
    try {
      const terms = [...words, "ok", "note", "absent"];
      const messageBlocks = storedBlocks(db, messageTermIndex, terms);
      // Three blocks of rowids for the common words: the joined blob is split at the right places.
      expect(new Set(messageBlocks.filter((line) => line.startsWith("cache ")).map((line) => line.split(" ")[1]))).toEqual(new Set(["0", "1", "2"]));
      expect(listedBlocks(db, messageTermIndex, terms)).toEqual(messageBlocks);
      expect(listedBlocks(db, recordTermIndex, terms)).toEqual(storedBlocks(db, recordTermIndex, terms));
      // A term the index lacks: an empty list.
      const [absent] = readLists(db, messageTermIndex, ["absent"]);
      expect([absent!.df, absent!.blockEnd, [...absent!.blocks()]]).toEqual([0, 0, []]);
    } finally {
      db.close();
    }
  });

  it("split a joined row only when its columns are integer lists of one length whose sizes add up to the blob", () => {
    const blob = Buffer.from([1, 2, 3, 4, 5]);
    const row = (overrides: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, unknown>>): JoinedRow => {
      const base: JoinedRow = ["cache", "0,3", "1,1", "2,1", "4,5", "3,2", blob];
      for (const [at, value] of Object.entries(overrides)) base[Number(at) as 1] = value;
      return base;
    };
    expect(splitRow(row({}))).toEqual({ block: [0, 3], n: [1, 1], maxTf: [2, 1], minLen: [4, 5], size: [3, 2], joined: blob });
    expect(splitRow(row({ 5: "3,3" }))).toBeUndefined();
    expect(splitRow(row({ 5: "5" }))).toBeUndefined();
    expect(splitRow(row({ 1: "0,x" }))).toBeUndefined();
    expect(splitRow(row({ 2: "1,1.5" }))).toBeUndefined();
    expect(splitRow(row({ 3: null }))).toBeUndefined();
    expect(splitRow(row({ 4: "4,5,6" }))).toBeUndefined();
    expect(splitRow(row({ 6: "\u0001\u0002\u0003\u0004\u0005" }))).toBeUndefined();
    expect(splitRow(row({ 1: "0,3]" }))).toBeUndefined();
    // A stored value that was not a blob (counted by the statement) is never joined.
    const marked = row({});
    marked[7] = 1;
    expect(splitRow(marked)).toBeUndefined();
    marked[7] = 0;
    expect(splitRow(marked)).toEqual(splitRow(row({})));
  });

  it("in a UTF-16 file (which joining blobs as text would convert) answer as in a UTF-8 file, read a row per block", async () => {
    const utf8 = join(tempDir(), "memory.db");
    const utf16 = join(tempDir(), "memory-utf16.db");
    // An empty file whose encoding a person set before handing it to Engram.
    const made = new Database(utf16);
    made.pragma("encoding = 'UTF-16le'");
    made.exec("CREATE TABLE made (x); DROP TABLE made;");
    made.close();
    await fill(utf8);
    await fill(utf16);
    const plain = new Database(utf8, { readonly: true });
    const wide = new Database(utf16, { readonly: true });
    try {
      expect(wide.pragma("encoding", { simple: true })).toBe("UTF-16le");
      // Joined in SQL, this file's blobs would not come back as stored.
      const joined = wide
        .prepare(`SELECT CAST(group_concat(postings, '') AS BLOB) FROM ${messageTermIndex.terms} WHERE term = 'cache'`)
        .pluck()
        .get() as Buffer;
      const stored = wide.prepare(`SELECT postings FROM ${messageTermIndex.terms} WHERE term = 'cache' ORDER BY block`).pluck().all() as Buffer[];
      expect(joined.equals(Buffer.concat(stored))).toBe(false);
      const terms = [...words, "ok", "note"];
      expect(listedBlocks(wide, messageTermIndex, terms)).toEqual(listedBlocks(plain, messageTermIndex, terms));
      expect(listedBlocks(wide, recordTermIndex, terms)).toEqual(listedBlocks(plain, recordTermIndex, terms));
    } finally {
      plain.close();
      wide.close();
    }
    const a = track(await openSqliteStore({ path: utf8 }));
    const b = track(await openSqliteStore({ path: utf16 }));
    for (const text of ["cache retry", "flaky worker timeout", "migration"]) {
      const query: SearchQuery = { text, scope: {}, targets: ["entry", "message"], limit: 200 };
      const expected = hitKeys(await a.search(query));
      expect(expected.length).toBe(200);
      expect(hitKeys(await b.search(query))).toEqual(expected);
    }
  });
});
