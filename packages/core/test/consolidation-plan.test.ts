import { describe, expect, it } from "vitest";
import {
  applyConsolidationPlan,
  consolidate,
  createInMemoryStore,
  EngramError,
  planConsolidation,
  undoConsolidation,
  type MemoryStore,
} from "./core-internals.js";
import { acme, dailyItem, longTermEntry, putAll, snapshot } from "./consolidation-fixtures.js";

const now = "2026-03-04T08:00:00.000Z";
const feb = "2026-02-01T09:00:00.000Z";

/** A scope where one run merges, supersedes (stored and distilled), creates and prunes. */
async function seeded(): Promise<MemoryStore> {
  const store = createInMemoryStore();
  await putAll(store, [
    longTermEntry("vim-1", "Ana prefers Vim", feb, { type: "preference", importance: 0.4 }),
    longTermEntry("vim-2", "Ana prefers Vim for editing", "2026-02-05T09:00:00.000Z", { type: "preference", importance: 0.7 }),
    longTermEntry("deploy-day", "Deploys happen on Fridays", feb, { type: "convention" }),
    longTermEntry("doubtful", "The office might move to Leeds", feb, { confidence: 0.2 }),
    dailyItem("d1", "Deploys happen on Mondays", "2026-03-02T10:00:00.000Z", { type: "convention" }),
    dailyItem("d2", "The staging database is Postgres 16", "2026-03-03T10:00:00.000Z"),
    // Another scope: consolidation of acme never touches it.
    longTermEntry("other", "Bea prefers Emacs", feb, { scope: { workspace: "beta" }, type: "preference" }),
  ]);
  return store;
}

describe("planConsolidation", () => {
  it("writes nothing to the store it previews", async () => {
    const store = await seeded();
    const before = await snapshot(store);
    const plan = await planConsolidation({ store, scope: acme, now });
    expect(await snapshot(store)).toEqual(before);
    expect(plan.report.dryRun).toBe(true);
    expect(plan.at).toBe(now);
  });

  it("shows each change with the contents it concerns", async () => {
    const store = await seeded();
    const plan = await planConsolidation({ store, scope: acme, now });
    const shown = plan.changes.filter((planned) => planned.change.action !== "decayed" && planned.change.action !== "index");
    expect(shown).toEqual([
      {
        change: { action: "merged", id: "vim-1", fromDaily: [], absorbed: "vim-2", via: "heuristic", reason: "word overlap 0.75 ≥ 0.60" },
        content: { before: "Ana prefers Vim", after: "Ana prefers Vim for editing", absorbed: "Ana prefers Vim for editing" },
      },
      {
        change: { action: "created", id: "distilled-d1", key: "deploy-day", fromDaily: ["d1"], via: "heuristic", reason: "newer value of deploy-day" },
        content: { after: "Deploys happen on Mondays" },
      },
      {
        change: {
          action: "superseded",
          id: "deploy-day",
          by: "distilled-d1",
          validTo: "2026-03-02T10:00:00.000Z",
          via: "heuristic",
          reason: "word overlap 0.67 ≥ 0.60, changed value: fridays → mondays",
        },
        content: { before: "Deploys happen on Fridays", after: "Deploys happen on Fridays", by: "Deploys happen on Mondays" },
      },
      {
        change: {
          action: "created",
          id: "distilled-d2",
          key: "staging-database-postgres-16",
          fromDaily: ["d2"],
          via: "heuristic",
          reason: "no near-duplicate or contradicted entry",
        },
        content: { after: "The staging database is Postgres 16" },
      },
      {
        change: { action: "pruned", id: "doubtful", rule: "confidence", reason: "confidence 0.2 below 0.3" },
        content: { before: "The office might move to Leeds" },
      },
    ]);
    expect(plan.writes.map((write) => [write.kind, write.id, write.before !== undefined, write.after !== undefined])).toEqual([
      ["entry", "deploy-day", true, true],
      ["entry", "distilled-d1", false, true],
      ["entry", "distilled-d2", false, true],
      ["entry", "vim-1", true, true],
      ["entry", "doubtful", true, false],
      ["entry", "vim-2", true, false],
      ["daily", "d1", true, true],
      ["daily", "d2", true, true],
      ["index", "memory-index:workspace=acme", false, true],
      ["note", "consolidation-state:workspace=acme", false, true],
    ]);
  });
});

describe("applyConsolidationPlan", () => {
  it("leaves the store exactly as a real consolidate of an identical copy leaves it", async () => {
    const planned = await seeded();
    const real = await seeded();
    await applyConsolidationPlan(planned, await planConsolidation({ store: planned, scope: acme, now }));
    await consolidate({ store: real, scope: acme, now });
    expect(await snapshot(planned)).toEqual(await snapshot(real));
  });

  it("refuses, writing nothing, when a record it touches changed after the preview", async () => {
    const store = await seeded();
    const plan = await planConsolidation({ store, scope: acme, now });
    await store.put(longTermEntry("vim-2", "Ana prefers Neovim for editing", "2026-03-04T07:00:00.000Z", { type: "preference" }));
    const changed = await snapshot(store);
    const error = await applyConsolidationPlan(store, plan).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).code).toBe("CHANGED_SINCE_PLAN");
    expect((error as EngramError).message).toBe(
      'The consolidation of scope workspace=acme previewed at 2026-03-04T08:00:00.000Z was not applied: entry "vim-2" changed since (expected as previewed (last updated 2026-02-05T09:00:00.000Z), found last updated 2026-03-04T07:00:00.000Z). Nothing was written; preview again and apply the new plan.',
    );
    expect(await snapshot(store)).toEqual(changed);
  });

  it("puts back what it wrote when a record changes between two of its writes", async () => {
    const store = await seeded();
    const plan = await planConsolidation({ store, scope: acme, now });
    const before = await snapshot(store);
    // A writer landing while apply runs: after the checks, before the daily item d2 is written.
    const put = store.putIf.bind(store);
    store.putIf = async (record, expected) => {
      if (record.kind === "daily" && record.id === "d2") await store.put({ ...(await store.get("daily", "d2"))!, importance: 0.9 });
      return put(record, expected);
    };
    await expect(applyConsolidationPlan(store, plan)).rejects.toMatchObject({ code: "CHANGED_SINCE_PLAN", details: { kind: "daily", id: "d2" } });
    store.putIf = put;
    const after = (await snapshot(store)) as Record<string, { id: string; importance?: number }[]>;
    const expected = before as Record<string, { id: string; importance?: number }[]>;
    expect(after.daily!.find((item) => item.id === "d2")?.importance).toBe(0.9);
    expect({ ...after, daily: after.daily!.filter((item) => item.id !== "d2") }).toEqual({
      ...expected,
      daily: expected.daily!.filter((item) => item.id !== "d2"),
    });
  });
});

describe("undoConsolidation", () => {
  it("restores every record the apply touched, deep equal to the store before it", async () => {
    const store = await seeded();
    const before = await snapshot(store);
    const applied = await applyConsolidationPlan(store, await planConsolidation({ store, scope: acme, now }));
    expect(await snapshot(store)).not.toEqual(before);
    await undoConsolidation(store, applied);
    expect(await snapshot(store)).toEqual(before);
  });

  it("refuses, writing nothing, when a record was edited after the apply", async () => {
    const store = await seeded();
    const applied = await applyConsolidationPlan(store, await planConsolidation({ store, scope: acme, now }));
    const distilled = (await store.get("entry", "distilled-d2"))!;
    await store.put({ ...distilled, content: "The staging database is Postgres 17", updatedAt: "2026-03-05T08:00:00.000Z" });
    const edited = await snapshot(store);
    await expect(undoConsolidation(store, applied)).rejects.toMatchObject({
      code: "UNDO_REFUSED",
      message:
        'The consolidation was not undone: entry "distilled-d2" changed after it was applied (found last updated 2026-03-05T08:00:00.000Z). Nothing was written; undo would overwrite that later change, so change the record by hand if it must go back.',
    });
    expect(await snapshot(store)).toEqual(edited);
  });
});
