import { describe, expect, it } from "vitest";
import type { MemoryStore } from "../src/store/memory-store.js";
import { warmUpQuery, warmUpWords } from "../src/memory/warm-up.js";
import { createInMemoryStore, createMemory } from "./core-internals.js";
import { archive, daysAgo, entry } from "./recall-helpers.js";

const scope = { workspace: "acme" };

/** `store` with every call counted by method name, and the texts searched for. */
function watched(store: MemoryStore): { store: MemoryStore; calls: string[]; searched: string[] } {
  const calls: string[] = [];
  const searched: string[] = [];
  const view = new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        if (property === "search") searched.push(String((args[0] as { text?: string }).text));
        return value.apply(target, args);
      };
    },
  });
  return { store: view, calls, searched };
}

describe("warming up a memory", () => {
  it("recalls once with the newest session's last words, reads only and asks no model", async () => {
    const plain = createInMemoryStore();
    await archive(plain, "older", scope, daysAgo(9), [{ id: "o1", text: "We compared invoice totals in the billing export." }]);
    await archive(plain, "newest", scope, daysAgo(1), [
      { id: "n1", text: "The flaky checkout test fails on CI" },
      { id: "n2", text: "It races the payment webhook", role: "assistant" },
    ]);
    await archive(plain, "elsewhere", { workspace: "other" }, daysAgo(0), [{ id: "x1", text: "Another project's words" }]);
    await plain.put(entry("checkout", "The checkout test needs the webhook stub"));
    const { store, calls, searched } = watched(plain);
    let embedded = 0;
    const memory = createMemory({
      store,
      scope,
      embed: async (texts) => {
        embedded += texts.length;
        return texts.map(() => [1, 0]);
      },
    });
    calls.length = 0;
    const result = await memory.warmUp();
    expect(result.recalled).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(0);
    // Newest turn first; the other workspace's newer session is not in scope.
    expect(await warmUpQuery(plain, scope)).toBe("It races the payment webhook The flaky checkout test fails on CI");
    expect(searched.length).toBeGreaterThanOrEqual(2);
    expect(searched.every((text) => /races|webhook|checkout/.test(text) && !/invoice|Another/.test(text))).toBe(true);
    const writes = calls.filter((name) => /^(put|putIf|appendEvents|markUsed|delete|deleteSession|redactEvents|lock)$/.test(name));
    expect(writes).toEqual([]);
    expect(embedded).toBe(0);
    expect((await plain.get("entry", "checkout"))?.useCount).toBe(0);
  });

  it("recalls nothing without an archived turn in scope, and nothing in incognito", async () => {
    const plain = createInMemoryStore();
    await plain.put(entry("lonely", "An entry but no session"));
    const { store, calls } = watched(plain);
    expect(await createMemory({ store, scope }).warmUp()).toMatchObject({ recalled: false });
    expect(calls.filter((name) => name === "search")).toEqual([]);
    await archive(plain, "s1", scope, daysAgo(1), [{ id: "t1", text: "words to warm up with" }]);
    calls.length = 0;
    expect(await createMemory({ store, scope, mode: "incognito" }).warmUp()).toMatchObject({ recalled: false });
    expect(calls).toEqual([]);
  });

  it("takes at most 24 words, none longer than 64 characters, from what a transcript holds", async () => {
    const plain = createInMemoryStore();
    const blob = "A".repeat(10_000);
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    await archive(plain, "s1", scope, daysAgo(1), [
      { id: "t1", text: many },
      { id: "t2", text: `${blob} tail ${"x".repeat(65)} end` },
    ]);
    const query = await warmUpQuery(plain, scope);
    expect(query?.split(" ")).toEqual(["tail", "end", ...Array.from({ length: warmUpWords - 2 }, (_, i) => `word${i}`)]);
    expect(await createMemory({ store: plain, scope }).warmUp()).toMatchObject({ recalled: true });
  });

  it("recalls with whatever words a transcript holds: lone surrogates, NUL, quotes, query syntax, other scripts", async () => {
    const plain = createInMemoryStore();
    const hostile = ["\uD800half", "nul\u0000byte", "'); DROP TABLE events; --", 'NEAR("a" "b")', "*:*", "ca\u0301fe\u0301", "東京"];
    await archive(plain, "s1", scope, daysAgo(1), [{ id: "t1", text: hostile.join(" ") }]);
    await plain.put(entry("cafe", "The café menu lists 東京 dishes"));
    const { store, calls } = watched(plain);
    // The archive holds the lone surrogate as U+FFFD (well-formed text); the rest as written.
    expect(await warmUpQuery(plain, scope)).toBe(["\uFFFDhalf", ...hostile.slice(1)].join(" "));
    expect(await createMemory({ store, scope }).warmUp()).toMatchObject({ recalled: true });
    expect(calls.filter((name) => /^(put|putIf|appendEvents|markUsed|delete)$/.test(name))).toEqual([]);
    expect((await plain.get("entry", "cafe"))?.useCount).toBe(0);
  });
});
