import type { SearchHit } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { at, daily, entry, message, note, openTemp } from "./helpers.js";

const ids = (hits: readonly SearchHit[]) => hits.map((h) => (h.target === "record" ? h.record.id : `${h.sessionId}#${h.event.seq}`));

describe("search", () => {
  it("ranks an exact phrase above the same words scattered", async () => {
    const { store } = await openTemp();
    await store.put(entry("scattered", "the build uses a cache; deploys happen from the main branch; the cache keys rotate with main"));
    await store.put(entry("phrase", "we deploy with the main cache"));
    await store.put(entry("unrelated", "tabs over spaces"));
    const hits = await store.search({ text: "main cache", scope: {} });
    expect(ids(hits)).toEqual(["phrase", "scattered"]);
    const [best, next] = hits;
    expect(best?.score).toBeGreaterThan(next?.score ?? 1);
    expect(best?.target === "record" && best.textScore).toBe(best?.score);
  });

  it("keeps search exact when a put leaves the text as it was, and reindexes when it changes it", async () => {
    const { store } = await openTemp();
    await store.put(entry("a", "postgres tuning notes"));
    await store.put(entry("b", "postgres backups nightly"));
    const before = await store.search({ text: "postgres tuning", scope: {} });
    await store.put({ ...entry("a", "postgres tuning notes"), useCount: 3, lastUsedAt: at(5) });
    const after = await store.search({ text: "postgres tuning", scope: {} });
    expect(after.map((hit) => [hit.target === "record" && hit.record.id, hit.score])).toEqual(
      before.map((hit) => [hit.target === "record" && hit.record.id, hit.score]),
    );
    expect(after[0]?.target === "record" && after[0].record.kind === "entry" && after[0].record.useCount).toBe(3);
    await store.put(entry("a", "mysql replication notes"));
    expect(ids(await store.search({ text: "tuning", scope: {} }))).toEqual([]);
    expect(ids(await store.search({ text: "replication", scope: {} }))).toEqual(["a"]);
  });

  it("applies scope, types, tags and targets in the query", async () => {
    const { store } = await openTemp();
    await store.put(entry("a", "postgres tuning", { scope: { workspace: "A" }, tags: ["db"] }));
    await store.put(entry("b", "postgres backups", { scope: { workspace: "B" }, tags: ["db"] }));
    await store.put(entry("g", "postgres everywhere", { type: "convention" }));
    await store.put(daily("d", "2025-03-01", "postgres restarted", { scope: { workspace: "A" } }));
    await store.put(note("n", "postgres note", { workspace: "A" }));
    const scope = { workspace: "A" };
    expect(ids(await store.search({ text: "postgres", scope })).sort()).toEqual(["a", "d", "g"]);
    expect(ids(await store.search({ text: "postgres", scope, types: ["convention"] }))).toEqual(["g"]);
    expect(ids(await store.search({ text: "postgres", scope, tags: ["db"] }))).toEqual(["a"]);
    expect(ids(await store.search({ text: "postgres", scope, targets: ["note"] }))).toEqual(["n"]);
    expect(ids(await store.search({ text: "postgres", scope: {} }))).toEqual(["g"]);
    expect(await store.search({ text: "postgres", scope, limit: 1 })).toHaveLength(1);
  });

  it("searches session messages of visible sessions", async () => {
    const { store } = await openTemp();
    await store.appendEvents("s1", { user: "u1" }, [message("m1", "Where is the deploy script?", 0), message("m2", "It is in ops/", 1)]);
    await store.appendEvents("s2", { user: "u2" }, [message("m1", "deploy script for u2", 0)]);
    await store.put(entry("e", "the deploy script lives in ops/deploy.sh", { scope: { user: "u1" } }));
    const hits = await store.search({ text: "deploy script", scope: { user: "u1" }, targets: ["message", "entry"] });
    expect(ids(hits).sort()).toEqual(["e", "s1#1"]);
    const messageHit = hits.find((h) => h.target === "message");
    expect(messageHit?.target === "message" && messageHit.event.message.id).toBe("m1");
  });

  it("matches across diacritics and case", async () => {
    const { store } = await openTemp();
    await store.put(entry("creme", "Crème Brûlée is the team's favourite"));
    expect(ids(await store.search({ text: "creme brulee", scope: {} }))).toEqual(["creme"]);
    expect(ids(await store.search({ text: "CRÈME", scope: {} }))).toEqual(["creme"]);
  });

  it("ranks by vector with vec0, filters applied, and mixes text and vector", async () => {
    const { store } = await openTemp({ vectorDimensions: 3 });
    await store.put(entry("x", "alpha topic", { vector: [1, 0, 0] }));
    await store.put(entry("y", "beta topic", { vector: [0, 1, 0] }));
    await store.put(entry("xy", "gamma topic", { vector: [0.7, 0.7, 0] }));
    await store.put(entry("hidden", "alpha secret", { vector: [1, 0, 0], scope: { workspace: "other" } }));
    await store.put(entry("novec", "alpha without vector"));
    const byVector = await store.search({ vector: [1, 0.1, 0], scope: {} });
    expect(ids(byVector)).toEqual(["x", "xy", "y"]);
    const [top] = byVector;
    expect(top?.target === "record" && top.vectorScore).toBeCloseTo(0.995, 3);
    const hybrid = await store.search({ text: "beta", vector: [1, 0, 0], scope: {} });
    expect(ids(hybrid)[0]).toBe("y");
    expect(ids(hybrid).sort()).toEqual(["x", "xy", "y"]);
    const textHit = hybrid.find((h) => h.target === "record" && h.record.id === "y");
    expect(textHit?.target === "record" && textHit.textScore).toBeGreaterThan(0);
    expect(textHit?.target === "record" && textHit.vectorScore).toBeCloseTo(0, 6);
    expect(textHit?.score).toBeCloseTo(1 / 61 + 1 / 63, 12);
  });

  it("returns nothing for text without a searchable term", async () => {
    const { store } = await openTemp();
    await store.put(entry("e", "something"));
    expect(await store.search({ text: ' ()*" ', scope: {} })).toEqual([]);
  });

  it("ties go to the more specific scope", async () => {
    const { store } = await openTemp();
    await store.put(entry("global", "same words here", { updatedAt: at(1) }));
    await store.put(entry("user", "same words here", { scope: { user: "u" }, updatedAt: at(0) }));
    expect(ids(await store.search({ text: "same words here", scope: { user: "u" } }))).toEqual(["user", "global"]);
  });
});
