import { createMemory, type MemoryStore } from "@engram/core";
import { applyConsolidationPlan, consolidate, forgetEntry, planConsolidation, undoConsolidation, undoForget } from "@engram/core/maintenance";
import type { MemoryRecordInput } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { openTemp } from "./helpers.js";

const acme = { workspace: "acme" };
const now = "2026-03-04T08:00:00.000Z";
const feb = "2026-02-01T09:00:00.000Z";

const entry = (id: string, content: string, fields: Record<string, unknown> = {}): MemoryRecordInput =>
  ({
    kind: "entry",
    id,
    scope: acme,
    key: id,
    content,
    type: "fact",
    importance: 0.5,
    confidence: 0.8,
    source: "manual",
    provenance: { messageIds: [], trust: "user" },
    createdAt: feb,
    updatedAt: feb,
    ...fields,
  }) as MemoryRecordInput;

const daily = (id: string, content: string, at: string): MemoryRecordInput => ({
  kind: "daily",
  id,
  scope: acme,
  date: at.slice(0, 10),
  content,
  type: "convention",
  importance: 0.6,
  tags: [],
  provenance: { sessionId: "s1", messageIds: [`m-${id}`], trust: "user" },
  createdAt: at,
  updatedAt: at,
});

async function seeded(): Promise<MemoryStore> {
  const { store } = await openTemp();
  for (const record of [
    entry("vim-1", "Ana prefers Vim", { type: "preference", importance: 0.4 }),
    entry("vim-2", "Ana prefers Vim for editing", {
      type: "preference",
      importance: 0.7,
      createdAt: "2026-02-05T09:00:00.000Z",
      updatedAt: "2026-02-05T09:00:00.000Z",
    }),
    entry("deploy-day", "Deploys happen on Fridays", { type: "convention" }),
    daily("d1", "Deploys happen on Mondays", "2026-03-02T10:00:00.000Z"),
  ])
    await store.put(record);
  return store;
}

async function everything(store: MemoryStore): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const kind of ["entry", "daily", "note", "index"] as const) out[kind] = (await store.query({ kind, limit: 1000 })).records;
  return out;
}

describe("the memory debugger's operations on the SQLite store", () => {
  it("a previewed consolidation applied equals a real one, and undo restores every record", async () => {
    const planned = await seeded();
    const real = await seeded();
    const before = await everything(planned);
    const plan = await planConsolidation({ store: planned, scope: acme, now });
    expect(await everything(planned)).toEqual(before);
    const applied = await applyConsolidationPlan(planned, plan);
    await consolidate({ store: real, scope: acme, now });
    expect(await everything(planned)).toEqual(await everything(real));
    await undoConsolidation(planned, applied);
    expect(await everything(planned)).toEqual(before);
  });

  it("apply refuses, writing nothing, after a concurrent edit", async () => {
    const store = await seeded();
    const plan = await planConsolidation({ store, scope: acme, now });
    await store.put(entry("deploy-day", "Deploys happen on Thursdays", { type: "convention", updatedAt: "2026-03-04T07:00:00.000Z" }));
    const edited = await everything(store);
    await expect(applyConsolidationPlan(store, plan)).rejects.toMatchObject({ code: "CHANGED_SINCE_PLAN", details: { kind: "entry", id: "deploy-day" } });
    expect(await everything(store)).toEqual(edited);
  });

  it("undoForget puts the exact entry back, and explainRecallOf follows it out and in", async () => {
    const { store } = await openTemp();
    const memory = createMemory({ store, scope: acme, now: () => new Date(now), autoConsolidate: false, extraction: false });
    const original = (await memory.remember({ key: "db", content: "The database is Postgres 16" }))!;
    expect((await memory.explainRecallOf("database", { entryId: original.id })).verdict).toBe("recalled");
    const report = (await forgetEntry(store, acme, "db", { now: new Date(now) }))!;
    expect((await memory.explainRecallOf("database", { entryId: original.id })).verdict).toBe("forgotten");
    await undoForget(store, acme, report);
    expect(await memory.get("db")).toEqual(original);
    expect((await memory.explainRecallOf("database", { entryId: original.id })).verdict).toBe("recalled");
  });
});
