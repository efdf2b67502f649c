import { describe, expect, it } from "vitest";
import type { MemoryStore } from "../src/store/memory-store.js";
import { createInMemoryStore, recallMemories } from "./core-internals.js";
import { archive, charTokens, daysAgo, entry, recallNow } from "./recall-helpers.js";

const scope = { workspace: "w" };
const base = { scope, countTokens: charTokens, now: recallNow, budgetTokens: 4_000, duplicateOverlap: 1.1 } as const;

/**
 * `store` with one method's calls counted (for `get`, only the entries' `get`s): how many were in flight
 * at most, and what each asked for (a session id, an entry id). A call is in flight from the moment it
 * is made until its promise settles. The first `together` counted calls are held until all of them have
 * been made, then settle last made first: a caller that waited for one before making the next would
 * never get its answer (its test times out).
 */
function counting(store: MemoryStore, method: "readEvents" | "get", together: number): { store: MemoryStore; maxInFlight: () => number; calls: string[] } {
  let inFlight = 0;
  let max = 0;
  const calls: string[] = [];
  const held: Array<() => void> = [];
  const original = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = async (...args: unknown[]): Promise<unknown> => {
    if (method === "get" && args[0] !== "entry") return original(...args);
    inFlight += 1;
    max = Math.max(max, inFlight);
    const ordinal = calls.push(String(method === "get" ? args[1] : args[0]));
    try {
      const value = await original(...args);
      if (ordinal <= together) {
        // Each held call, once released, releases the one made before it.
        await new Promise<void>((release) => {
          held.push(release);
          if (held.length === together) held.pop()!();
        });
        held.pop()?.();
      }
      return value;
    } finally {
      inFlight -= 1;
    }
  };
  const view = new Proxy(store, {
    get(target, property) {
      if (property === method) return wrapped;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: view, maxInFlight: () => max, calls };
}

/** Three sessions whose user asked something the query repeats, and was answered. */
async function askedThreeTimes(store: MemoryStore): Promise<void> {
  await archive(store, "s1", scope, daysAgo(9), [
    { id: "q1", text: "Which database does the billing service use?" },
    { id: "a1", text: "Billing keeps its ledger in PostgreSQL.", role: "assistant" },
  ]);
  await archive(store, "s2", scope, daysAgo(6), [
    { id: "q2", text: "Remind me, which database does billing use again?" },
    { id: "a2", text: "PostgreSQL, with a read replica for reports.", role: "assistant" },
  ]);
  await archive(store, "s3", scope, daysAgo(3), [
    { id: "q3", text: "What database is billing on?" },
    { id: "a3", text: "Still PostgreSQL 16, upgraded last week.", role: "assistant" },
  ]);
}

describe("recall's follow-up reads overlap", () => {
  it("reads the replies after every question at once and uses them in the questions' order", async () => {
    const plain = createInMemoryStore();
    await askedThreeTimes(plain);
    const expected = await recallMemories({ ...base, store: plain, query: "Which database does billing use?" });
    expect(expected.items.flatMap((item) => item.ids).sort()).toEqual(["a1", "a2", "a3", "q1", "q2", "q3"]);

    const counted = counting(plain, "readEvents", 3);
    const result = await recallMemories({ ...base, store: counted.store, query: "Which database does billing use?" });
    // The three questions' replies were asked for together, and were answered last asked first.
    expect(counted.maxInFlight()).toBe(3);
    expect([...counted.calls].sort()).toEqual(["s1", "s2", "s3"]);
    expect(result).toEqual(expected);
  });

  it("follows every superseded entry's successors at once and notes them in the order the search found them", async () => {
    const plain = createInMemoryStore();
    await archive(plain, "s1", scope, daysAgo(20), [
      { id: "v-region", text: "The staging region is eu-west-1." },
      { id: "v-port", text: "The staging port is 3000." },
    ]);
    const superseded = (id: string, content: string, by: string, messageId: string) =>
      entry(id, content, { provenance: { messageIds: [messageId], trust: "user" }, supersededBy: by, validTo: daysAgo(10) });
    await plain.put(superseded("region-old", "The staging region is eu-west-1.", "region", "v-region"));
    await plain.put(superseded("port-old", "The staging port is 3000.", "port", "v-port"));
    await plain.put(entry("region", "Staging moved to the ap-south-1 region.", { provenance: { messageIds: [], trust: "user" } }));
    await plain.put(entry("port", "The staging port is 8080 now.", { provenance: { messageIds: [], trust: "user" } }));
    const query = "staging region and port";
    const expected = await recallMemories({ ...base, store: plain, query });
    const when = daysAgo(10).slice(0, 10);
    expect(expected.items.map((item) => item.text)).toEqual([
      "The staging port is 8080 now.",
      "Staging moved to the ap-south-1 region.",
      `user: The staging region is eu-west-1.\n[superseded on ${when} by: Staging moved to the ap-south-1 region.]\n` +
        `user: The staging port is 3000.\n[superseded on ${when} by: The staging port is 8080 now.]`,
    ]);

    const counted = counting(plain, "get", 2);
    const result = await recallMemories({ ...base, store: counted.store, query });
    expect(counted.maxInFlight()).toBe(2);
    expect([...counted.calls].sort()).toEqual(["port", "region"]);
    expect(result).toEqual(expected);
  });
});
