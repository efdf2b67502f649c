import Database from "better-sqlite3";
import type { EntryType, Scope } from "@engram/core";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { ftsTokens } from "../src/fts-tokens.js";
import type { RecordFilter } from "../src/record-filters.js";
import { termQuery } from "../src/term-query.js";
import { termTopRows } from "../src/record-top.js";
import { recordTermIndex } from "../src/term-index.js";
import { at, daily, entry, message, note, openTemp } from "./helpers.js";
import { indexedTokens, referenceRecordPage } from "./reference-pages.js";
import { expectTermIndexMatchesFts, randomQuery } from "./term-index-checks.js";

const random = seededRandom(0x7e4a);
const int = (n: number): number => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
/**
 * Few words, so most are in a large share of the texts (the case the term index is for), plus words
 * FTS5 folds or splits itself: accents, ø/ł (no NFKD decomposition), ß, CJK.
 */
const vocabulary = [
  ...Array.from({ length: 60 }, (_, i) => `w${i.toString(36)}`),
  "src",
  "server",
  "test",
  "ts",
  "Crème",
  "brûlée",
  "søren",
  "łódź",
  "Straße",
  "日本語",
  "用户",
  "o",
  "l",
  "ss",
];
const word = (): string => vocabulary[Math.floor(vocabulary.length * random() ** 1.6)]!;
const text = (): string => Array.from({ length: 2 + int(18) }, word).join(random() < 0.5 ? " " : "/");

const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }, { workspace: "A", user: "u1" }, { user: "u1" }];
const types: EntryType[] = ["fact", "decision", "convention"];
const tags = ["db", "ui", "ops"];

const key = (row: { kind: string; id: string; score: number }): string => `${row.kind}:${row.id}:${row.score}`;

describe("term index top-k", () => {
  it("returns exactly the search spec's page, computed the plain way: same records, order and scores (bit for bit)", async () => {
    const { store, path } = await openTemp();
    const texts: string[] = [];
    for (let i = 0; i < 2500; i++) {
      // Repeated texts tie on score, so the tie-breaks (scope, newer, kind, id) decide the page.
      const content = i > 0 && random() < 0.15 ? pick(texts) : text();
      texts.push(content);
      const extra = { scope: pick(scopes), updatedAt: at(int(300)) };
      const roll = random();
      if (roll < 0.1) await store.put(daily(`d${i}`, "2025-03-01", content, extra));
      else if (roll < 0.15) await store.put({ ...note(`n${i}`, content, extra.scope), updatedAt: extra.updatedAt });
      else await store.put(entry(`e${i}`, content, { ...extra, type: pick(types), tags: random() < 0.5 ? [pick(tags)] : [] }));
    }
    // Rewrites and deletes: the index must drop old terms and keep its totals in step with FTS5's.
    for (let i = 0; i < 300; i++) await store.put(entry(`e${int(2500)}`, text(), { scope: pick(scopes), updatedAt: at(int(300)) }));
    for (let i = 0; i < 200; i++) await store.delete("entry", `e${int(2500)}`);
    // Message events are part of the collection too: their counts enter every record's idf.
    for (let i = 0; i < 6; i++) {
      await store.appendEvents(
        `s${i}`,
        pick(scopes),
        Array.from({ length: 40 }, (_, n) => message(`m${n}`, text(), n)),
      );
    }

    const db = new Database(path, { readonly: true });
    try {
      const tokens = indexedTokens(db);
      let compared = 0;
      for (let q = 0; q < 250; q++) {
        const query = randomQuery(random, texts, word, 6);
        const indexed = termQuery(db, query);
        if (indexed === undefined) continue;
        const filter: RecordFilter = {
          kinds: pick([["entry"], ["entry", "daily"], ["daily"], ["entry", "daily", "note"]] as const),
          scope: pick(scopes),
          scopeMode: "visible",
          types: random() < 0.2 ? [pick(types)] : undefined,
          tags: random() < 0.2 ? [pick(tags)] : undefined,
        };
        const limit = pick([1, 5, 10, 20, 60]);
        expect(termTopRows(db, indexed, filter, limit).map(key), query).toEqual(referenceRecordPage(db, indexed, filter, limit, tokens));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(200);
    } finally {
      db.close();
    }
  }, 120_000); // thousands of single puts and hundreds of paired queries: slow on a loaded 2-core CI box

  it("matches the plain computation for long queries of mostly absent terms, large pages and large ties", async () => {
    const { store, path } = await openTemp();
    const local = seededRandom(0x51a7);
    const words = ["billing", "webhook", "stripe", "deploy", "cache", "retry", "queue", "invoice", "handler", "token"];
    const sentence = (n: number): string => Array.from({ length: n }, () => words[Math.floor(local() * words.length)]!).join(" ");
    for (let i = 0; i < 400; i++) {
      // Every third record the same text: one tie group larger than a page, read by SQL's ORDER BY.
      const content = i % 3 === 0 ? "billing webhook retry" : `the team ${sentence(1 + Math.floor(local() * 14))}`;
      const extra = { scope: scopes[i % scopes.length]!, updatedAt: at(Math.floor(local() * 50)) };
      await store.put(i % 7 === 0 ? daily(`d${i}`, "2025-03-01", content, extra) : entry(`e${i}`, content, extra));
    }
    const db = new Database(path, { readonly: true });
    try {
      const queries = [
        "billing handle webhook bill bills billed billes handles handleed handleing handlees handling handled webhooks webhooked webhooking webhookes",
        "billing webhook retry retries retried",
        "webhook billing",
        "nothing matches these",
        "retry",
      ];
      for (const query of queries) {
        for (const limit of [1, 10, 60, 200]) {
          for (const scope of [{}, { workspace: "A" }, { workspace: "A", user: "u1" }]) {
            const filter: RecordFilter = { kinds: ["entry", "daily"], scope, scopeMode: "visible" };
            const indexed = termQuery(db, query)!;
            expect(termTopRows(db, indexed, filter, limit).map(key), `${query} ${limit}`).toEqual(referenceRecordPage(db, indexed, filter, limit));
          }
        }
      }
    } finally {
      db.close();
    }
  }, 60_000);

  it("holds FTS5's own tokens, totals and document counts, through rewrites and deletes", async () => {
    const { store, path } = await openTemp();
    await store.put(entry("a", "Crème brûlée at Søren's in Łódź, Straße 日本語 ǅemal ﬁx"));
    for (let i = 0; i < 300; i++) await store.put(entry(`e${i}`, text()));
    for (let i = 0; i < 100; i++) await store.put(entry(`e${int(300)}`, text()));
    for (let i = 0; i < 50; i++) await store.delete("entry", `e${int(300)}`);
    const db = new Database(path);
    try {
      expect(ftsTokens(db, "creme søren łodz")).toEqual(["creme", ...ftsTokens(db, "søren"), ...ftsTokens(db, "łodz")]);
      expectTermIndexMatchesFts(db, "records_fts", recordTermIndex);
    } finally {
      db.close();
    }
  });
});
