import { EngramError, type MemoryStore } from "@engram/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { entry } from "./fixtures.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

const prefix = "validation-test";
const scope = { workspace: "w" };
const records = `${prefix}:{workspace=w}:r:entry`;

describeWithRedis("search hit validation", () => {
  const redis = useRedisFixture();
  let store: MemoryStore;

  beforeAll(async () => {
    store = await openRedisStore({ url: redis.server.url, prefix });
    // "alpha" twice in a short doc ranks first; the others follow by length.
    await store.put(entry("best", "alpha alpha", scope));
    await store.put(entry("second", "alpha beta gamma", scope));
    await store.put(entry("third", "alpha beta gamma delta epsilon", scope));
  });
  afterAll(async () => {
    await store.close();
  });

  it("validates the records it returns: a stored record that is not a valid record is STORE_CORRUPT", async () => {
    const json = (await redis.admin.hGet(records, "second"))!;
    // Rankable (kind, id, scope, updatedAt intact) but not a valid record.
    await redis.admin.hSet(records, "second", JSON.stringify({ ...JSON.parse(json), importance: "high" }));
    try {
      const error: unknown = await store.search({ scope, text: "alpha", limit: 3 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngramError);
      expect((error as EngramError).code).toBe("STORE_CORRUPT");
      expect((error as EngramError).message).toContain(`Redis key "${records}", field "second"`);
      // A hit list that stops before it is validated and returned as before.
      const top = await store.search({ scope, text: "alpha", limit: 1 });
      expect(top.map((hit) => (hit.target === "record" ? hit.record.id : hit.sessionId))).toEqual(["best"]);
    } finally {
      await redis.admin.hSet(records, "second", json);
    }
  });

  it("rejects at once a candidate whose ranking fields are unreadable", async () => {
    const json = (await redis.admin.hGet(records, "third"))!;
    await redis.admin.hSet(records, "third", JSON.stringify({ ...JSON.parse(json), updatedAt: 7 }));
    try {
      const error: unknown = await store.search({ scope, text: "epsilon", limit: 3 }).catch((caught: unknown) => caught);
      expect((error as EngramError).code).toBe("STORE_CORRUPT");
    } finally {
      await redis.admin.hSet(records, "third", json);
    }
    const hits = await store.search({ scope, text: "alpha", limit: 3 });
    expect(hits.map((hit) => (hit.target === "record" ? hit.record.id : hit.sessionId))).toEqual(["best", "second", "third"]);
  });
});
