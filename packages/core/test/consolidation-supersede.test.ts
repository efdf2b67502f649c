import { describe, expect, it } from "vitest";
import { consolidate, createInMemoryStore, entriesAsOf, recallMemories } from "./core-internals.js";
import { acme, dailyItem, entriesOf, longTermEntry, putAll } from "./consolidation-fixtures.js";

const now = "2026-03-04T08:00:00.000Z";
const feb = "2026-02-01T09:00:00.000Z";

describe("consolidate: contradictions", () => {
  it("a newer value supersedes the older: validTo and both links set, nothing deleted, as-of queries answer both", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("deploy-day", "Deploys happen on Fridays", feb, { type: "convention" }),
      dailyItem("d1", "Deploys happen on Mondays", "2026-03-02T10:00:00.000Z", { type: "convention" }),
    ]);
    const report = await consolidate({ store, scope: acme, now });
    expect(report.changes.slice(0, 2)).toEqual([
      { action: "created", id: "distilled-d1", key: "deploy-day", fromDaily: ["d1"], via: "heuristic", reason: "newer value of deploy-day" },
      {
        action: "superseded",
        id: "deploy-day",
        by: "distilled-d1",
        validTo: "2026-03-02T10:00:00.000Z",
        via: "heuristic",
        reason: "word overlap 0.67 ≥ 0.60, changed value: fridays → mondays",
      },
    ]);
    const [newer, older] = [await store.get("entry", "distilled-d1"), await store.get("entry", "deploy-day")];
    expect(older).toMatchObject({ content: "Deploys happen on Fridays", validTo: "2026-03-02T10:00:00.000Z", supersededBy: "distilled-d1", updatedAt: now });
    expect(older?.supersedes).toBeUndefined();
    expect(newer).toMatchObject({ key: "deploy-day", content: "Deploys happen on Mondays", validFrom: "2026-03-02T10:00:00.000Z", supersedes: "deploy-day" });
    expect(newer?.validTo).toBeUndefined();

    expect((await entriesAsOf(store, acme, "2026-03-01T00:00:00.000Z")).map((e) => e.content)).toEqual(["Deploys happen on Fridays"]);
    expect((await entriesAsOf(store, acme, "2026-03-02T10:00:00.000Z")).map((e) => e.content)).toEqual(["Deploys happen on Mondays"]);
    expect((await entriesAsOf(store, acme, new Date("2026-01-01T00:00:00.000Z"))).map((e) => e.content)).toEqual([]);
    const index = await store.get("index", "memory-index:workspace=acme");
    expect(index?.content).toContain("- **deploy-day**: Deploys happen on Mondays");
    expect(index?.content).not.toContain("Fridays");
  });

  it("recall answers with the current value only: superseded entries and consolidated daily items stay out", async () => {
    const store = createInMemoryStore();
    await putAll(store, [dailyItem("d1", "The API runs on port 3000.", "2026-03-01T10:00:00.000Z", { type: "fact" })]);
    await consolidate({ store, scope: acme, now: "2026-03-01T12:00:00.000Z" });
    await putAll(store, [dailyItem("d2", "The API runs on port 8080 now.", "2026-03-02T10:00:00.000Z", { type: "fact" })]);
    await consolidate({ store, scope: acme, now });
    const result = await recallMemories({
      store,
      scope: acme,
      query: "Which port does the API run on?",
      budgetTokens: 500,
      countTokens: (t) => Math.ceil(t.length / 4),
      now,
    });
    expect(result.items.map((item) => [item.source.kind, item.text])).toEqual([["entry", "The API runs on port 8080 now."]]);
  });

  it("a changed number is a changed value", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("port", "The API listens on port 3000", feb),
      dailyItem("d1", "The API listens on port 4000", "2026-03-02T10:00:00.000Z"),
    ]);
    const report = await consolidate({ store, scope: acme, now });
    expect(report.changes[1]).toMatchObject({
      action: "superseded",
      id: "port",
      by: "distilled-d1",
      reason: "word overlap 0.75 ≥ 0.60, changed value: 3000 → 4000",
    });
  });

  it("a daily item older than the current value is stored as history behind it", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("port", "The API listens on port 4000", "2026-03-02T00:00:00.000Z"),
      dailyItem("d1", "The API listens on port 3000", "2026-02-20T10:00:00.000Z"),
    ]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.content, e.validFrom, e.validTo, e.supersedes, e.supersededBy])).toEqual([
      ["distilled-d1", "The API listens on port 3000", "2026-02-20T10:00:00.000Z", "2026-03-02T00:00:00.000Z", undefined, "port"],
      ["port", "The API listens on port 4000", undefined, undefined, "distilled-d1", undefined],
    ]);
    expect((await entriesAsOf(store, acme, "2026-02-25T00:00:00.000Z")).map((e) => e.id)).toEqual(["distilled-d1"]);
  });

  it("a less trusted source cannot supersede a more trusted value: skipped and reported", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("deploy-day", "Deploys happen on Fridays", feb, { type: "convention" }),
      dailyItem("d1", "Deploys happen on Sundays", "2026-03-02T10:00:00.000Z", { type: "convention", trust: "external" }),
    ]);
    const report = await consolidate({ store, scope: acme, now });
    expect(report.changes[0]).toEqual({
      action: "skipped",
      fromDaily: ["d1"],
      via: "heuristic",
      reason: "contradicts deploy-day (word overlap 0.67 ≥ 0.60, changed value: fridays → sundays) from a more trusted source (user)",
    });
    expect((await entriesOf(store)).map((e) => [e.id, e.supersededBy])).toEqual([["deploy-day", undefined]]);
  });

  it("types outside the contradiction list keep both values", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("retry", "Retry failed jobs with exponential backoff", feb, { type: "pattern" }),
      dailyItem("d1", "Retry failed jobs with linear backoff", "2026-03-02T10:00:00.000Z", { type: "pattern" }),
    ]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.supersededBy])).toEqual([
      ["distilled-d1", "retry-failed-jobs-linear-backoff", undefined],
      ["retry", "retry", undefined],
    ]);
  });

  it("cleans up the entries already stored: duplicates merged (the absorbed one deleted), contradictions superseded", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("vim-1", "Ana prefers Vim", feb, { type: "preference", importance: 0.4 }),
      longTermEntry("vim-2", "Ana prefers Vim for editing", "2026-02-05T09:00:00.000Z", { type: "preference", importance: 0.7 }),
      longTermEntry("indent-1", "Team indents with tabs", feb, { type: "convention" }),
      longTermEntry("indent-2", "Team indents with spaces", "2026-02-10T09:00:00.000Z", { type: "convention" }),
    ]);
    const report = await consolidate({ store, scope: acme, now });
    expect(report.changes.slice(0, 2)).toEqual([
      { action: "merged", id: "vim-1", fromDaily: [], absorbed: "vim-2", via: "heuristic", reason: "word overlap 0.75 ≥ 0.60" },
      {
        action: "superseded",
        id: "indent-1",
        by: "indent-2",
        validTo: "2026-02-10T09:00:00.000Z",
        via: "heuristic",
        reason: "word overlap 0.67 ≥ 0.60, changed value: tabs → spaces",
      },
    ]);
    expect((await entriesOf(store)).map((e) => [e.id, e.content, e.importance, e.validTo, e.supersededBy, e.revisions.length])).toEqual([
      ["indent-1", "Team indents with tabs", 0.5, "2026-02-10T09:00:00.000Z", "indent-2", 0],
      ["indent-2", "Team indents with spaces", 0.5, undefined, undefined, 0],
      ["vim-1", "Ana prefers Vim for editing", 0.7, undefined, undefined, 1],
    ]);
  });
});
