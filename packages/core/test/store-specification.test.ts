import { describe, expect, it } from "vitest";
import { createEngram, createInMemoryStore, createMemory, EngramError, type MemoryStore } from "../src/index.js";
import { storeSpecificationVersion } from "../src/store/specification-version.js";

/** The in-memory store with its stated version replaced (or removed), everything else as it is. */
function storeStating(version: unknown): MemoryStore {
  const store = createInMemoryStore();
  return new Proxy(store, {
    get(target, property) {
      if (property === "specificationVersion") return version;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" && property !== "constructor" ? value.bind(target) : value;
    },
    has: (target, property) => (property === "specificationVersion" ? version !== undefined : Reflect.has(target, property)),
  });
}

function refusal(run: () => unknown): EngramError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngramError) return error;
    throw error;
  }
  throw new Error("expected an EngramError");
}

describe("the store contract's version", () => {
  it("is 1, and the in-memory store states it", () => {
    expect(storeSpecificationVersion).toBe(1);
    expect(createInMemoryStore().specificationVersion).toBe(1);
  });

  it("lets createMemory and createEngram use a store of the version this core implements", async () => {
    const memory = createMemory({ store: storeStating(1), scope: { user: "u1" } });
    await memory.remember({ key: "editor", content: "Uses Helix." });
    expect((await memory.recall("which editor")).items.map((item) => item.text)).toEqual(["Uses Helix."]);
    expect(() => createEngram({ store: storeStating(1), scope: { user: "u1" } })).not.toThrow();
  });

  it("refuses a store of another version, naming both versions and the fix", () => {
    const error = refusal(() => createMemory({ store: storeStating(2), scope: { user: "u1" } }));
    expect(error.code).toBe("UNSUPPORTED_STORE");
    expect(error.message).toBe(
      "The store (InMemoryStore) implements store specification version 2; this @engram/core implements version 1. Use a release of the store package made for this core, or set `readonly specificationVersion = 1` once the store passes @engram/core/testing's conformance suite for it.",
    );
    expect(error.details).toEqual({ where: "createMemory", found: "2", expected: 1 });
  });

  it("refuses a store that states no version, and one stating a version as a string", () => {
    const none = refusal(() => createEngram({ store: storeStating(undefined), scope: { user: "u1" } }));
    expect([none.code, none.details]).toEqual(["UNSUPPORTED_STORE", { where: "createEngram", found: null, expected: 1 }]);
    expect(none.message.startsWith("The store (InMemoryStore) states no specificationVersion; this @engram/core implements version 1.")).toBe(true);
    const text = refusal(() => createMemory({ store: storeStating("1"), scope: { user: "u1" } }));
    expect([text.code, text.details]).toEqual(["UNSUPPORTED_STORE", { where: "createMemory", found: "1", expected: 1 }]);
  });
});
