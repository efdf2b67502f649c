import Database from "better-sqlite3";
import type { Scope } from "@engram/core";
import { kthLargest } from "@engram/core/store-kit";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { messageTopRows } from "../src/message-top.js";
import { termQuery } from "../src/term-query.js";
import { appendTexts, openTemp } from "./helpers.js";

const key = (row: { session_id: string; seq: number; score: number }): string => `${row.session_id}#${row.seq}:${row.score}`;

describe("message top-k beside other targets' scores (sharedScores)", () => {
  it("keeps every event of the page found alone that reaches the shared page, in its order, and skips what cannot reach it", async () => {
    const random = seededRandom(0x5ca1e);
    const int = (n: number): number => Math.floor(random() * n);
    const { path } = await openTemp();
    const db = new Database(path);
    try {
      const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }];
      const texts: string[] = [];
      const word = (): string => `w${Math.floor(30 * random() ** 2)}`;
      let seq = 0;
      // Enough events for several blocks of 1,024 rowids, with repeated texts (tied scores).
      for (let s = 0; s < 60; s++) {
        const batch = Array.from({ length: 40 + int(40) }, () => {
          const text = texts.length > 0 && random() < 0.15 ? texts[int(texts.length)]! : Array.from({ length: 1 + int(12) }, word).join(" ");
          texts.push(text);
          return text;
        });
        const session = `s${int(20)}`;
        appendTexts(db, session, scopes[Number(session.slice(1)) % scopes.length]!, batch, seq);
        seq += batch.length;
      }
      let compared = 0;
      let shorter = 0;
      let skippedMore = 0;
      for (let q = 0; q < 80; q++) {
        const query = termQuery(db, random() < 0.3 ? texts[int(texts.length)]! : Array.from({ length: 1 + int(4) }, word).join(" "));
        if (query === undefined) continue;
        const scope = scopes[int(scopes.length)]!;
        for (const limit of [1, 10, 50]) {
          const aloneStats = { blocksSkipped: 0, postingsSkipped: 0 };
          const alone = messageTopRows(db, query, scope, limit, [], { stats: aloneStats });
          if (alone.length === 0) continue;
          // Other targets' scores: some equal to the page's own (ties across targets), some above, some below.
          const scores = alone.map((row) => row.score);
          const best = scores[0]!;
          const shared = Array.from({ length: int(limit + 1) }, () => (random() < 0.4 ? scores[int(scores.length)]! : best * (0.2 + 1.6 * random())));
          const stats = { blocksSkipped: 0, postingsSkipped: 0 };
          const besideRows = messageTopRows(db, query, scope, limit, [], { sharedScores: shared, stats });
          // The shared page's last score: what an event must reach to be on it beside the shared hits.
          const last = shared.length + scores.length >= limit ? kthLargest(Float64Array.from([...shared, ...scores]), limit) : Number.NEGATIVE_INFINITY;
          const reaching = (rows: typeof alone): string[] => rows.filter((row) => row.score >= last).map(key);
          // Every event of the page found alone that reaches the shared page, in the same order, and no other.
          expect(reaching(besideRows), `${query.phrases.join(" ")} ${limit}`).toEqual(reaching(alone));
          const beside = besideRows.map(key);
          const page = alone.map(key);
          // Without shared scores the page is the same as before.
          expect(messageTopRows(db, query, scope, limit, [], { sharedScores: [] }).map(key)).toEqual(page);
          if (beside.length < page.length) shorter += 1;
          if (stats.postingsSkipped + stats.blocksSkipped > aloneStats.postingsSkipped + aloneStats.blocksSkipped) skippedMore += 1;
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(150);
      expect(shorter).toBeGreaterThan(20);
      expect(skippedMore).toBeGreaterThan(10);
    } finally {
      db.close();
    }
  }, 120_000);
});
