import { describe, expect, it } from "vitest";
import { entryInput, putAll, workspaceA, workspaceB } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

const query = [1, 0, 0, 0, 0, 0, 0, 0];

/**
 * 8-dim, float32-exact vectors whose cosine order (near, mid, far, ortho, opposite) differs from their
 * dot-product order and from their Euclidean order, so only cosine similarity ranks them as expected.
 */
async function seed(harness: ConformanceHarness): Promise<void> {
  await putAll(harness.store, [
    entryInput("v-near", { scope: workspaceA, content: "brass compass", vector: [0.25, 0, 0, 0, 0, 0, 0, 0.125] }),
    entryInput("v-mid", { scope: workspaceA, content: "paper lantern", vector: [0.5, 0.5, 0, 0, 0, 0, 0, 0] }),
    entryInput("v-far", { scope: workspaceA, content: "iron anchor", vector: [4, 4, 4, 0, 0, 0, 0, 0] }),
    entryInput("v-ortho", { scope: workspaceA, content: "wool blanket", vector: [0, 0, 0, 0, 1, 0, 0, 0] }),
    entryInput("v-opposite", { scope: workspaceA, content: "glass bottle", vector: [-1, 0, 0, 0, 0, 0, 0, 0] }),
    entryInput("v-none", { scope: workspaceA, content: "storm lantern without vector" }),
    entryInput("v-other-workspace", { scope: workspaceB, content: "lantern elsewhere", vector: [1, 0, 0, 0, 0, 0, 0, 0] }),
  ]);
}

/** Vector search, or what a store without it does with a query vector. */
export function describeVectorConformance(harness: ConformanceHarness): void {
  describe("vector search", () => {
    it("ranks visible records with a vector by cosine similarity to the query vector (without vectorSearch: no hits for a vector alone)", async () => {
      await seed(harness);
      const hits = await harness.store.search({ vector: query, scope: workspaceA, limit: 5 });
      if (!harness.store.capabilities.vectorSearch) {
        expect(hits).toEqual([]);
        return;
      }
      expect(hitKeys(hits)).toEqual(["entry:v-near", "entry:v-mid", "entry:v-far", "entry:v-ortho", "entry:v-opposite"]);
      const cosines = [2 / Math.sqrt(5), Math.SQRT1_2, 1 / Math.sqrt(3), 0, -1];
      hits.forEach((hit, i) => expect(hit.target === "record" ? hit.vectorScore : undefined).toBeCloseTo(cosines[i]!, 4));
      expect(hitKeys(await harness.store.search({ vector: query, scope: workspaceA, limit: 3 }))).toEqual(["entry:v-near", "entry:v-mid", "entry:v-far"]);
    });

    it("refuses a vector component past ±1e15 (a double's range squared holds no larger): INVALID_RECORD on put, INVALID_OPTIONS on search", async () => {
      await seed(harness);
      const huge = [1e200, 0, 0, 0, 0, 0, 0, 0];
      await expect(harness.store.put(entryInput("v-huge", { scope: workspaceA, content: "huge", vector: huge }))).rejects.toMatchObject({
        code: "INVALID_RECORD",
        message: expect.stringContaining("vector"),
      });
      expect(await harness.store.get("entry", "v-huge")).toBeUndefined();
      for (const vector of [huge, [0, -1e16, 0, 0, 0, 0, 0, 0], [Number.NaN, 0, 0, 0, 0, 0, 0, 0]]) {
        await expect(harness.store.search({ vector, scope: workspaceA })).rejects.toMatchObject({
          code: "INVALID_OPTIONS",
          details: { index: vector.findIndex((x) => x !== 0) },
        });
      }
      // At the limit both are taken, and ranked as any other vector.
      await harness.store.put(entryInput("v-edge", { scope: workspaceA, content: "edge", vector: [1e15, 0, 0, 0, 0, 0, 0, 1e15] }));
      const hits = hitKeys(await harness.store.search({ vector: [-1e15, 0, 0, 0, 0, 0, 0, 0], scope: workspaceA, limit: 1 }));
      expect(hits).toEqual(harness.store.capabilities.vectorSearch ? ["entry:v-opposite"] : []);
    });

    it("a query with text and a vector returns the text hits (with vectorSearch: fused with the nearest neighbours)", async () => {
      await seed(harness);
      const textOnly = hitKeys(await harness.store.search({ text: "lantern", scope: workspaceA }));
      expect(textOnly.sort()).toEqual(["entry:v-mid", "entry:v-none"]);
      const both = hitKeys(await harness.store.search({ text: "lantern", vector: query, scope: workspaceA, limit: 3 }));
      if (!harness.store.capabilities.vectorSearch) {
        expect(both.sort()).toEqual(textOnly);
        return;
      }
      expect(both[0]).toBe("entry:v-mid");
      expect([...both].sort()).toEqual(["entry:v-mid", "entry:v-near", "entry:v-none"]);
    });
  });
}
