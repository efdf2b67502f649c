import type { Scope } from "@engram/core";
import type { SearchHit } from "@engram/core/store";
import { compareRanked, messageSearchKey, recordSearchKey, scopePrecedence } from "@engram/core/store-kit";
import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { at, daily, entry, message, openTemp } from "./helpers.js";

const random = seededRandom(0x71e5);
const int = (n: number): number => Math.floor(random() * n);
const vocabulary = Array.from({ length: 12 }, (_, i) => `w${i}`);
/** A few short texts, each used many times: equal texts tie on score, and only the time (then the key) orders them. */
const texts = Array.from({ length: 14 }, () => Array.from({ length: 1 + int(3) }, () => vocabulary[int(vocabulary.length)]).join(" "));
const scopes: Scope[] = [{}, { workspace: "A" }];

describe("search order when events tie (times read only for ties)", () => {
  it("orders every page exactly by score, scope, time and key, a smaller page being the larger's head", async () => {
    const { store } = await openTemp();
    const sessionScopes = new Map<string, Scope>();
    for (let s = 0; s < 24; s++) {
      const id = `s${s}`;
      const scope = scopes[s % scopes.length]!;
      sessionScopes.set(id, scope);
      // Minutes out of order: a later seq is not always the newer event.
      await store.appendEvents(
        id,
        scope,
        Array.from({ length: 6 + int(10) }, (_, i) => message(`m${i}`, texts[int(texts.length)]!, int(500))),
      );
    }
    for (let r = 0; r < 60; r++) {
      const minute = int(500);
      await store.put(entry(`e${r}`, texts[int(texts.length)]!, { scope: scopes[r % scopes.length]!, createdAt: at(0), updatedAt: at(minute) }));
    }
    // Pairs of one daily log (searched by its content alone) and one event holding the same text no other
    // event holds: the event ties with the daily log alone, so the message search's page does not read its time; the final order must.
    for (let k = 0; k < 10; k++) {
      const pairScope = scopes[k % scopes.length]!;
      const minute = int(500);
      await store.appendEvents(`pair${k}`, pairScope, [message(`p${k}`, `u${k} v${k}`, k % 2 === 0 ? minute + 1 : minute - 1)]);
      sessionScopes.set(`pair${k}`, pairScope);
      await store.put(
        daily(`pair-daily${k}`, `2025-01-${String(k + 1).padStart(2, "0")}`, `u${k} v${k}`, { scope: pairScope, createdAt: at(0), updatedAt: at(minute) }),
      );
    }
    const rank = (hit: SearchHit) =>
      hit.target === "record"
        ? {
            score: hit.score,
            precedence: scopePrecedence(hit.record.scope),
            time: Date.parse(hit.record.updatedAt),
            key: recordSearchKey(hit.record.kind, hit.record.id),
          }
        : {
            score: hit.score,
            precedence: scopePrecedence(sessionScopes.get(hit.sessionId)!),
            time: Date.parse(hit.event.at),
            key: messageSearchKey(hit.sessionId, hit.event.seq),
          };
    let decidedByTime = 0;
    let recordBesideEvent = 0;
    for (const word of [...Array.from({ length: 10 }, (_, k) => `u${k}`), ...vocabulary]) {
      for (const scope of [{}, { workspace: "A" }] as Scope[]) {
        const query = { text: word, scope, targets: ["entry", "daily", "message"] as const };
        const small = await store.search({ ...query, targets: [...query.targets], limit: 15 });
        const all = await store.search({ ...query, targets: [...query.targets], limit: 200 });
        expect(all.length).toBeLessThan(200);
        const expected = [...all].sort((a, b) => compareRanked(rank(a), rank(b)));
        expect(all.map((hit) => rank(hit).key)).toEqual(expected.map((hit) => rank(hit).key));
        expect(small.map((hit) => rank(hit).key)).toEqual(all.slice(0, 15).map((hit) => rank(hit).key));
        for (let i = 1; i < all.length; i++) {
          const [a, b] = [rank(all[i - 1]!), rank(all[i]!)];
          if (a.score === b.score && a.precedence === b.precedence && a.time !== b.time) {
            decidedByTime++;
            if (all[i - 1]!.target !== all[i]!.target) recordBesideEvent++;
          }
        }
      }
    }
    // The time decided many neighbours, among them records beside events: the comparison above is not vacuous.
    expect(decidedByTime).toBeGreaterThan(100);
    expect(recordBesideEvent).toBeGreaterThan(10);
  }, 120_000);
});
