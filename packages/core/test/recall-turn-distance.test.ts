import { describe, expect, it } from "vitest";
import { createInMemoryStore, recallMemories, type MemoryStore, type NewSessionEvent, type SessionEvent } from "./core-internals.js";
import { groupHits } from "../src/recall/session-windows.js";
import { compareScored, type ScoredCandidate } from "../src/recall/score-candidates.js";
import { nonTurnSeqs, turnDistance, turnDistanceSpan } from "../src/recall/turn-distance.js";
import { charTokens, daysAgo, recallNow } from "./recall-helpers.js";

const scope = { workspace: "w" };
const at = daysAgo(2);

const message = (id: string, text: string, role: "user" | "assistant" = "user"): NewSessionEvent => ({
  at,
  type: "message",
  message: { id, role, parts: [{ type: "text", text }], createdAt: at },
});
const usage: NewSessionEvent = { at, type: "usage", inputTokens: 1_000, outputTokens: 40 };
const title: NewSessionEvent = { at, type: "title", title: "Trip planning" };

/** A conversation where two questions two turns apart hold the query's words. */
const turns = [
  message("u1", "We planned the Lisbon trip around the marathon in May."),
  message("a1", "Sounds like a great plan, good luck with the training.", "assistant"),
  message("u2", "The Lisbon marathon hotel is booked near the river."),
  message("a2", "Perfect, that is close to the start line.", "assistant"),
  message("u3", "Unrelated: the cat knocked over a plant again."),
];

/** The same turns, with what an adapter writes between them: usage after each reply, a title. */
const asAnAdapterWrites = [turns[0]!, title, turns[1]!, usage, turns[2]!, turns[3]!, usage, turns[4]!];

async function storeWith(events: readonly NewSessionEvent[]): Promise<MemoryStore> {
  const store = createInMemoryStore();
  await store.appendEvents("s1", scope, events);
  return store;
}

const recall = (store: MemoryStore, query: string) => recallMemories({ store, scope, query, countTokens: charTokens, now: recallNow, budgetTokens: 1_000 });

function hit(seq: number, relevance: number, sessionId = "s1"): ScoredCandidate {
  return {
    candidate: { key: `message:${sessionId}:${seq}`, kind: "message", id: `m${seq}`, sessionId, seq } as ScoredCandidate["candidate"],
    signals: { relevance, total: relevance } as ScoredCandidate["signals"],
  };
}

/** A store that counts its `readEvents` calls and what they asked for. */
function counting(store: MemoryStore): { store: MemoryStore; reads: { sessionId: string; afterSeq?: number; limit?: number }[] } {
  const reads: { sessionId: string; afterSeq?: number; limit?: number }[] = [];
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      if (property === "readEvents") {
        return (sessionId: string, options?: { afterSeq?: number; limit?: number }): Promise<SessionEvent[]> => {
          reads.push({ sessionId, ...options });
          return target.readEvents(sessionId, options);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: proxy, reads };
}

describe("recall windows count turns, not events", () => {
  it("joins two close hits into one item although a usage report and a title lie between them", async () => {
    const plain = await recall(await storeWith(turns), "Lisbon marathon");
    const written = await recall(await storeWith(asAnAdapterWrites), "Lisbon marathon");
    // Archived as one batch, the two questions are seqs 1 and 3: one window.
    expect(plain.items[0]!.ids).toEqual(["u1", "u2"]);
    expect(plain.items[0]!.source).toEqual({ kind: "message", sessionId: "s1", seq: 3, seqs: [1, 3] });
    // Written as an adapter does (seqs 1 and 5, a title and a usage report between): the same window.
    expect(written.items[0]!.ids).toEqual(["u1", "u2"]);
    expect(written.items[0]!.source).toEqual({ kind: "message", sessionId: "s1", seq: 5, seqs: [1, 5] });
    expect(written.items.map((item) => item.ids)).toEqual(plain.items.map((item) => item.ids));
    // "…" marks the turn left out between them (a1), not the title or the usage report.
    expect(written.items[0]!.text).toBe(
      "user: We planned the Lisbon trip around the marathon in May.\n…\nuser: The Lisbon marathon hotel is booked near the river.",
    );
    expect(written.items.map((item) => item.text)).toEqual(plain.items.map((item) => item.text));
  });

  it("finds the answer to an assistant's question past the usage report after it", async () => {
    const store = await storeWith([
      message("q", "Which city should we pick for the spring offsite?", "assistant"),
      usage,
      message("a", "Porto, because the venue has a rooftop."),
    ]);
    const result = await recall(store, "Which city for the spring offsite?");
    expect(result.items[0]!.ids).toEqual(["q", "a"]);
    expect(result.items[0]!.text).toBe("assistant: Which city should we pick for the spring offsite?\nuser: Porto, because the venue has a rooftop.");
  });

  it("counts a turn distance as seqs less the events known not to be messages", () => {
    const skipped = new Map([["s1", new Set([2, 4, 9])]]);
    expect(turnDistance("s1", 1, 5, skipped)).toBe(2);
    expect(turnDistance("s1", 1, 5)).toBe(4);
    expect(turnDistance("s2", 1, 5, skipped)).toBe(4);
    expect(turnDistance("s1", 4, 5, skipped)).toBe(1);
    expect(turnDistance("s1", 5, 10, skipped)).toBe(4);
  });

  it("groups by turn distance when told which seqs are not turns, by seq distance otherwise", () => {
    const hits = [hit(1, 1), hit(5, 0.9), hit(20, 0.8)];
    expect(groupHits(hits).map((group) => group.map((one) => one.candidate.seq))).toEqual([[1], [5], [20]]);
    const skipped = new Map([["s1", new Set([2, 4])]]);
    expect(groupHits(hits, 2, 0.3, skipped).map((group) => group.map((one) => one.candidate.seq))).toEqual([[1, 5], [20]]);
  });

  it("reads each run of close hits once, and nothing where hits are next to each other or too far apart", async () => {
    const { store, reads } = counting(await storeWith(asAnAdapterWrites));
    // Seqs 1 and 5 (4 apart: read), 20 alone (too far), 40 and 41 (next to each other: not read).
    const skipped = await nonTurnSeqs(store, [hit(1, 1), hit(5, 0.9), hit(20, 0.8), hit(40, 0.7), hit(41, 0.6)], 0.3);
    expect(reads).toEqual([{ sessionId: "s1", afterSeq: 1, limit: 3 }]);
    expect(skipped).toEqual(new Map([["s1", new Set([2, 4])]]));
  });

  it("leaves out hits too weak to join a window, and reads nothing when no pair has anything between", async () => {
    const { store, reads } = counting(await storeWith(asAnAdapterWrites));
    expect(await nonTurnSeqs(store, [hit(1, 1), hit(5, 0.1)], 0.3)).toEqual(new Map());
    expect(await nonTurnSeqs(store, [hit(1, 1), hit(2, 0.9), hit(3 + turnDistanceSpan, 0.9)], 0.3)).toEqual(new Map());
    expect(reads).toEqual([]);
  });

  it("reads one range for a chain of hits, every pair within the span", async () => {
    const events = [message("m1", "alpha"), usage, usage, usage, message("m5", "beta"), usage, usage, message("m8", "gamma")];
    const { store, reads } = counting(await storeWith(events));
    const skipped = await nonTurnSeqs(store, [hit(8, 0.5), hit(1, 1), hit(5, 0.9)], 0.3);
    expect(reads).toEqual([{ sessionId: "s1", afterSeq: 1, limit: 6 }]);
    expect(skipped).toEqual(new Map([["s1", new Set([2, 3, 4, 6, 7])]]));
    expect(turnDistance("s1", 1, 5, skipped)).toBe(1);
    expect(turnDistance("s1", 5, 8, skipped)).toBe(1);
  });

  it("orders tied turns of one session by seq, so the same turns written with events between keep their order", () => {
    const tied = (seq: number, sessionId = "s1"): ScoredCandidate => {
      const one = hit(seq, 0.5, sessionId);
      return { candidate: { ...one.candidate, precedence: 1, atMs: 0 }, signals: one.signals };
    };
    // By key, "message:s1:10" would come before "message:s1:6".
    expect([tied(10), tied(6), tied(12)].sort(compareScored).map((one) => one.candidate.seq)).toEqual([6, 10, 12]);
    // Turns of different sessions fall back to the key.
    expect([tied(2, "s2"), tied(9, "s1")].sort(compareScored).map((one) => one.candidate.key)).toEqual(["message:s1:9", "message:s2:2"]);
  });
});
