import { createMemory, type MemoryStore, type Scope } from "@engram/core";
import type { MemoryRecordInput } from "@engram/core/store";
import { expect } from "vitest";
import type { RedisStore } from "../src/index.js";
import { daily, entry, message, nextTime } from "./fixtures.js";

/** Scopes of every shape: nested, crafted values (braces, "%", ",", "="), and the global scope. */
export const workloadScopes: readonly Scope[] = [
  {},
  { workspace: "acme" },
  { workspace: "acme", user: "ann" },
  { workspace: "w{1}", user: "a:b%" },
  { user: "ann,session=s1" },
  { workspace: "acme", user: "ann", agent: "planner", session: "s9" },
];

const vectors = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
  [0.5, 0.5, 0],
];

function note(id: string, content: string, scope: Scope, tags: string[]): MemoryRecordInput {
  const at = nextTime();
  return { kind: "note", id, scope, key: id, content, tags, createdAt: at, updatedAt: at } as MemoryRecordInput;
}

/**
 * Every store operation, on every scope shape: puts of several kinds (with vectors), rewrites that
 * change the text (the script unindexes terms it was not told about first), putIf creates, updates and
 * moves, markUsed, deletes, appends with titles, reads, listings with and without a scope, queries in
 * both orders with bounds, counts, text (one word, a phrase), vector and mixed searches over records
 * and messages, redactions, session deletes, leases, stats and a forget with purge through core. Each
 * result is checked, so a failing command (a CROSSSLOT) fails the workload.
 */
export async function runFullWorkload(store: RedisStore): Promise<void> {
  for (const [i, scope] of workloadScopes.entries()) {
    await store.put(entry(`e${i}`, `the deploy pipeline runs tests before release ${i}`, scope, { vector: vectors[i % 4], tags: ["ops"] }));
    await store.put(note(`n${i}`, `note about the zeppelin hangar and the cache ${i}`, scope, ["hangar"]));
    await store.put(daily(`d${i}`, `standup: release train on track ${i}`, scope, `2026-05-0${(i % 9) + 1}`));
    // A rewrite with other words: the stored terms must be unindexed too.
    await store.put(entry(`e${i}`, `rollback drill for the payment service ${i}`, scope, { vector: vectors[(i + 1) % 4], tags: ["ops", "drill"] }));
    await store.appendEvents(`s${i}`, scope, [
      message(`m${i}a`, `please remember the deploy pipeline for scope ${i}`),
      { type: "title", at: nextTime(), title: `Session ${i}` },
      message(`m${i}b`, `the zeppelin hangar cache is warm`),
    ]);
    await store.appendEvents(`s${i}`, scope, [message(`m${i}c`, `one more message about rollback drills`)]);
  }
  const ann = workloadScopes[2]!;
  const crafted = workloadScopes[3]!;

  // putIf: create, update, move to another scope and back.
  const created = await store.putIf(entry("cas", "compare and set target", ann), null);
  expect(created?.id).toBe("cas");
  const updated = await store.putIf(entry("cas", "compare and set updated text", ann), created!);
  expect(updated?.kind === "entry" && updated.content).toBe("compare and set updated text");
  const moved = await store.putIf(entry("cas", "compare and set moved", crafted), updated!);
  expect(moved?.scope).toEqual(crafted);
  expect(await store.putIf(entry("cas", "a stale expectation", ann), updated!)).toBeUndefined();
  expect(await store.markUsed(["e1", "e2", "cas", "missing"], nextTime())).toBe(3);
  expect(await store.delete("note", "n1")).toBe(true);
  expect(await store.get("note", "n1")).toBeUndefined();
  expect((await store.get("entry", "e2"))?.content).toBe("rollback drill for the payment service 2");

  // Reads across scopes: scoped (visible and exact), and without a scope (the registry's every scope).
  expect((await store.readEvents("s2")).map((event) => event.seq)).toEqual([1, 2, 3, 4]);
  expect(await store.readEvents("s2", { afterSeq: 2, limit: 1 })).toHaveLength(1);
  expect((await store.getSession("s3"))?.eventCount).toBe(4);
  expect((await store.listSessions()).sessions).toHaveLength(workloadScopes.length);
  expect((await store.listSessions({ scope: ann })).sessions.map((session) => session.id).sort()).toEqual(["s0", "s1", "s2"]);
  expect((await store.query({ kind: "entry" })).records).toHaveLength(workloadScopes.length + 1);
  expect((await store.query({ kind: "entry", scope: ann, scopeMode: "exact" })).records.map((record) => record.id)).toEqual(["e2"]);
  const oldest = await store.query({ kind: "daily", scope: ann, order: "created-asc", updatedSince: "2000-01-01T00:00:00.000Z", limit: 2 });
  expect(oldest.records).toHaveLength(2);
  expect(await store.count({ kind: "entry", scope: ann, tags: ["drill"] })).toBe(3);

  // Searches: one word, a phrase, messages, filters, vectors, both.
  const words = await store.search({ scope: ann, text: "rollback" });
  expect(words.length).toBeGreaterThan(0);
  const phrase = await store.search({ scope: ann, text: "zeppelin hangar cache", targets: ["note", "message"] });
  expect(phrase.some((hit) => hit.target === "message")).toBe(true);
  // The crafted scope's own session and the global one.
  expect(
    (await store.search({ scope: crafted, text: "deploy pipeline", targets: ["message"] })).map((hit) => hit.target === "message" && hit.sessionId).sort(),
  ).toEqual(["s0", "s3"]);
  expect((await store.search({ scope: ann, text: "rollback", types: ["fact"], tags: ["drill"] })).length).toBeGreaterThan(0);
  expect((await store.search({ scope: ann, vector: [1, 0, 0] })).length).toBeGreaterThan(0);
  expect((await store.search({ scope: workloadScopes[5]!, text: "payment service", vector: [0, 1, 0], limit: 5 })).length).toBeGreaterThan(0);

  // Redaction, session delete, leases, stats.
  const [first] = await store.readEvents("s4", { limit: 1 });
  if (first?.type !== "message") throw new Error("s4 starts with a message");
  expect(await store.redactEvents("s4", [{ ...first, message: { ...first.message, parts: [{ type: "text", text: "[redacted]" }] } }])).toBe(1);
  expect(await store.deleteSession("s5")).toBe(true);
  expect(await store.getSession("s5")).toBeUndefined();
  const lease = await store.lock("workload", 5000);
  expect(await lease?.renew(5000)).toBe(true);
  await lease?.release();
  expect((await store.stats()).servers).toBeGreaterThan(0);

  // Core's forget with purge: redactions, deletes and a scrub through the store.
  const memory = createMemory({ store: store as MemoryStore, scope: ann, autoConsolidate: false });
  await memory.remember({ key: "locker", content: "Ann's locker code is violet-kestrel-42", messageIds: ["m2a"] });
  expect(await memory.forget("locker", { purge: true })).toBe(true);
}
