import type { Scope } from "@engram/core";
import type { SearchHit } from "@engram/core/store";
import { compareRanked, messageSearchKey, recordSearchKey, scopePrecedence } from "@engram/core/store-kit";
import { describe, expect, it } from "vitest";
import { at, daily, entry, message, openTemp, randomCorpus } from "./helpers.js";

const { random, int, pick, word, text } = randomCorpus(0x5a3ed, 300, 2, 12);
const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "B" }, { workspace: "A", user: "u1" }];

describe("a search over records and messages", () => {
  it("returns exactly the records' and the messages' own pages merged and cut, though its message search skips what cannot join the records", async () => {
    const { store } = await openTemp();
    const texts: string[] = [];
    const reuse = (): string => {
      // Some texts repeat, across records and messages too, so scores tie and the tie order decides.
      const content = texts.length > 0 && random() < 0.15 ? pick(texts) : text();
      texts.push(content);
      return content;
    };
    for (let i = 0; i < 1200; i++) {
      const extra = { scope: pick(scopes), updatedAt: at(int(400)) };
      await store.put(random() < 0.2 ? daily(`d${i}`, "2025-03-01", reuse(), extra) : entry(`e${i}`, reuse(), extra));
    }
    const sessionScopes = new Map<string, Scope>();
    for (let s = 0; s < 60; s++) {
      const scope = pick(scopes);
      sessionScopes.set(`s${s}`, scope);
      await store.appendEvents(
        `s${s}`,
        scope,
        Array.from({ length: 60 }, (_, i) => message(`m${i}`, reuse(), int(400))),
      );
    }
    const order = (hit: SearchHit) =>
      hit.target === "record"
        ? {
            key: recordSearchKey(hit.record.kind, hit.record.id),
            precedence: scopePrecedence(hit.record.scope),
            time: Date.parse(hit.record.updatedAt),
            score: hit.score,
          }
        : {
            key: messageSearchKey(hit.sessionId, hit.event.seq),
            precedence: scopePrecedence(sessionScopes.get(hit.sessionId)!),
            time: Date.parse(hit.event.at),
            score: hit.score,
          };
    const show = (hits: readonly SearchHit[]): string[] => hits.map((hit) => `${order(hit).key}:${hit.score}`);
    let compared = 0;
    let mixed = 0;
    for (let q = 0; q < 120; q++) {
      const source = pick(texts).split(" ");
      const start = int(source.length);
      const query = random() < 0.4 ? source.slice(start, start + 2 + int(3)).join(" ") : Array.from({ length: 1 + int(5) }, word).join(" ");
      const scope = pick(scopes);
      for (const limit of [5, 40, 200]) {
        const both = await store.search({ scope, text: query, targets: ["entry", "daily", "message"], limit });
        const records = await store.search({ scope, text: query, targets: ["entry", "daily"], limit });
        const messages = await store.search({ scope, text: query, targets: ["message"], limit });
        const merged = [...records, ...messages].sort((a, b) => compareRanked(order(a), order(b))).slice(0, limit);
        expect(show(both), `${query} ${JSON.stringify(scope)} ${limit}`).toEqual(show(merged));
        if (both.some((hit) => hit.target === "record") && both.some((hit) => hit.target === "message")) mixed += 1;
        compared += 1;
      }
    }
    expect(compared).toBe(360);
    expect(mixed).toBeGreaterThan(100);
  }, 120_000);
});
