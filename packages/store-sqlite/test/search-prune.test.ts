import Database from "better-sqlite3";
import type { EntryType, Scope } from "@engram/core";
import { describe, expect, it } from "vitest";
import { ftsQuery, ftsTerms } from "../src/fts-query.js";
import type { RecordFilter } from "../src/record-filters.js";
import { textMessagePage, textRecordPage } from "../src/search-sql.js";
import type { PruneLimits } from "../src/text-top.js";
import { at, daily, entry, message, openTemp, randomCorpus } from "./helpers.js";
import { fillEventFtsAt } from "./term-index-checks.js";

const { random, int, pick, word, text } = randomCorpus(0x5eed, 400, 3, 14);

const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }, { workspace: "A", user: "u1" }, { user: "u1" }, { user: "u2" }];
const types: EntryType[] = ["fact", "decision", "convention", "pattern"];
const tags = ["db", "ui", "ops", "api"];
/** Small limits so a corpus of a few thousand rows has common terms to prune. */
const limits: PruneLimits = { rareCap: 120, candidateBudget: 300 };

const key = (row: { kind: string; id: string; score: number }): string => `${row.kind}:${row.id}:${row.score}`;

describe("pruned text search", () => {
  it("returns exactly the full query's page, scores and order (records and messages)", async () => {
    const { store, path } = await openTemp();
    const texts: string[] = [];
    for (let i = 0; i < 3000; i++) {
      // Some texts repeat, so scores tie and the tie-breaks decide the page.
      const content = i > 0 && random() < 0.1 ? pick(texts) : text();
      texts.push(content);
      const extra = { scope: pick(scopes), updatedAt: at(int(500)) };
      if (random() < 0.15) await store.put(daily(`d${i}`, "2025-03-01", content, extra));
      else await store.put(entry(`e${i}`, content, { ...extra, type: pick(types), tags: random() < 0.5 ? [pick(tags)] : [] }));
    }
    for (let s = 0; s < 20; s++) {
      const events = Array.from({ length: 60 }, (_, i) => message(`m${i}`, random() < 0.1 ? pick(texts) : text(), i));
      await store.appendEvents(`s${s}`, pick(scopes), events);
    }
    fillEventFtsAt(path);
    const db = new Database(path, { readonly: true });
    try {
      let pruned = 0;
      let compared = 0;
      for (let q = 0; q < 300; q++) {
        // Random words, or a run of words out of a stored text (an exact phrase).
        const source = pick(texts).split(" ");
        const start = int(source.length);
        const query = random() < 0.4 ? source.slice(start, start + 2 + int(3)).join(" ") : Array.from({ length: 1 + int(5) }, word).join(" ");
        const fts = ftsQuery(query);
        if (fts === undefined) continue;
        const terms = ftsTerms(query);
        const scope = pick(scopes);
        const filter: RecordFilter = {
          kinds: pick([["entry"], ["entry", "daily"], ["daily"]] as const),
          scope,
          scopeMode: "visible",
          types: random() < 0.2 ? [pick(types)] : undefined,
          tags: random() < 0.2 ? [pick(tags)] : undefined,
        };
        const limit = pick([1, 3, 10, 20, 50]);
        const fast = textRecordPage(db, fts, terms, filter, limit, limits);
        const full = textRecordPage(db, fts, terms, filter, limit, "full");
        expect(fast.rows.map(key), query).toEqual(full.rows.map(key));
        const fastMessages = textMessagePage(db, fts, terms, scope, limit, limits);
        const fullMessages = textMessagePage(db, fts, terms, scope, limit, "full");
        const messageKey = (row: { session_id: string; seq: number; score: number }): string => `${row.session_id}#${row.seq}:${row.score}`;
        expect(fastMessages.rows.map(messageKey), query).toEqual(fullMessages.rows.map(messageKey));
        // Named sessions (the search's `sessionIds`): the full statement's page of every session, kept to them, is the
        // page once more than the limit was read; the fast statement's page is the full one's.
        const only = [`s${int(20)}`, `s${int(20)}`];
        const named = textMessagePage(db, fts, terms, scope, limit, limits, [], only).rows.map(messageKey);
        expect(named, `${query} in ${only.join(",")}`).toEqual(textMessagePage(db, fts, terms, scope, limit, "full", [], only).rows.map(messageKey));
        const wide = textMessagePage(db, fts, terms, scope, 10_000, "full").rows.filter((row) => only.includes(row.session_id));
        expect(named, `${query} in ${only.join(",")}`).toEqual(wide.slice(0, limit).map(messageKey));
        compared += 2;
        if (fast.pruned) pruned += 1;
        if (fastMessages.pruned) pruned += 1;
      }
      // Not vacuous: dozens of the pages (73 of 600 with this seed) came from the pruned pass.
      expect(compared).toBeGreaterThan(400);
      expect(pruned).toBeGreaterThan(40);
    } finally {
      db.close();
    }
  }, 120_000); // thousands of single puts and hundreds of paired queries: slow on a loaded 2-core CI box
});
