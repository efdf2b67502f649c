import { describe, expect, it } from "vitest";
import {
  consolidate,
  createInMemoryStore,
  defaultRetentionPolicy,
  retentionDays,
  retentionPolicy,
  type ConsolidationChange,
  type EntryRecord,
  type Scope,
} from "./core-internals.js";
import { acme, entriesOf, longTermEntry, putAll } from "./consolidation-fixtures.js";

const now = "2026-06-01T00:00:00.000Z";
const daysBefore = (days: number, from = now): string => new Date(Date.parse(from) - days * 86_400_000).toISOString();
const only = (changes: readonly ConsolidationChange[], action: ConsolidationChange["action"]) => changes.filter((c) => c.action === action);

describe("consolidate: decay", () => {
  it("multiplies importance by 0.9 per 30 days unused, once per period however often it runs; pins exempt", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("unused", "The staging cluster runs in Frankfurt", daysBefore(61), { importance: 0.8, lastUsedAt: daysBefore(37) }),
      longTermEntry("pinned", "Invoices are generated on the first of the month", daysBefore(61), {
        importance: 0.8,
        lastUsedAt: daysBefore(37),
        pinned: true,
      }),
      longTermEntry("recent", "Logs are shipped to Loki", daysBefore(61), { importance: 0.8, lastUsedAt: daysBefore(10) }),
      longTermEntry("never-used", "The mobile app uses Expo", daysBefore(65), { importance: 0.5 }),
    ]);
    const first = await consolidate({ store, scope: acme, now });
    expect(only(first.changes, "decayed")).toEqual([
      { action: "decayed", id: "unused", from: 0.8, to: 0.72, reason: "unused for 37 days (×0.9 per 30 days)" },
      { action: "decayed", id: "never-used", from: 0.5, to: 0.405, reason: "unused for 65 days (×0.9 per 30 days)" },
    ]);
    const second = await consolidate({ store, scope: acme, now: "2026-06-02T00:00:00.000Z" });
    expect(only(second.changes, "decayed")).toEqual([]);
    const third = await consolidate({ store, scope: acme, now: "2026-06-25T00:00:00.000Z" });
    // By now "recent" has gone unused for 34 days too. Changes come in the store's order (updated-desc, id).
    expect(only(third.changes, "decayed")).toEqual([
      { action: "decayed", id: "recent", from: 0.8, to: 0.72, reason: "unused for 34 days (×0.9 per 30 days)" },
      { action: "decayed", id: "unused", from: 0.72, to: 0.648, reason: "unused for 61 days (×0.9 per 30 days)" },
    ]);
    const entries = await entriesOf(store);
    expect(entries.map((e) => [e.id, e.importance, e.updatedAt])).toEqual([
      ["never-used", 0.405, daysBefore(65)],
      ["pinned", 0.8, daysBefore(61)],
      ["recent", 0.72, daysBefore(61)],
      ["unused", 0.648, daysBefore(61)],
    ]);
  });

  it("takes the factor and period from the options", async () => {
    const store = createInMemoryStore();
    await putAll(store, [longTermEntry("a", "Metrics go to Prometheus", daysBefore(20), { importance: 0.8 })]);
    const report = await consolidate({ store, scope: acme, now, options: { decay: { afterDays: 10, factor: 0.5 } } });
    expect(only(report.changes, "decayed")).toEqual([{ action: "decayed", id: "a", from: 0.8, to: 0.2, reason: "unused for 20 days (×0.5 per 10 days)" }]);
  });
});

describe("consolidate: pruning", () => {
  const noRetention = { retention: { days: { workspace: null } } };

  it("prunes by age and confidence, and superseded entries 90 days after they ended; pins and kept types exempt", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("stale", "The old wiki lives on Confluence", daysBefore(101)),
      longTermEntry("stale-pref", "Ana likes dark mode", daysBefore(101), { type: "preference" }),
      longTermEntry("stale-pinned", "Backups are encrypted with age", daysBefore(101), { pinned: true }),
      longTermEntry("doubtful", "Maybe the CDN is Fastly", daysBefore(1), { confidence: 0.2 }),
      longTermEntry("doubtful-pinned", "Perhaps search uses Typesense", daysBefore(1), { confidence: 0.2, pinned: true }),
      longTermEntry("ended-long-ago", "Queue is RabbitMQ", daysBefore(130), { validTo: daysBefore(120), supersededBy: "fresh", updatedAt: daysBefore(5) }),
      longTermEntry("ended-recently", "Queue is Kafka", daysBefore(130), { validTo: daysBefore(30), supersededBy: "fresh", updatedAt: daysBefore(5) }),
      longTermEntry("fresh", "Queue is SQS", daysBefore(5), { supersedes: "ended-recently" }),
    ]);
    const report = await consolidate({ store, scope: acme, now, options: noRetention });
    expect(only(report.changes, "pruned")).toEqual([
      { action: "pruned", id: "ended-long-ago", rule: "superseded", reason: "superseded 120 days ago (kept 90 days)" },
      { action: "pruned", id: "doubtful", rule: "confidence", reason: "confidence 0.2 below 0.3" },
      { action: "pruned", id: "stale", rule: "age", reason: "unused for 101 days (limit 90)" },
    ]);
    expect((await entriesOf(store)).map((e) => e.id)).toEqual(["doubtful-pinned", "ended-recently", "fresh", "stale-pinned", "stale-pref"]);
  });

  it("keeps at most the cap per scope, removing the least important unpinned first", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      ...[0.1, 0.2, 0.3, 0.4, 0.5].map((importance, i) =>
        longTermEntry(
          `e${i}`,
          ["Redis caches sessions", "Sentry collects errors", "Vite builds the frontend", "Terraform manages infrastructure", "Docs are written in MDX"][i]!,
          daysBefore(1),
          { importance },
        ),
      ),
      longTermEntry("pinned", "The office wifi is called Acme-Guest", daysBefore(1), { importance: 0.05, pinned: true }),
    ]);
    const report = await consolidate({ store, scope: acme, now, options: { prune: { maxEntries: 3 } } });
    expect(only(report.changes, "pruned").map((c) => c.action === "pruned" && [c.id, c.rule])).toEqual([
      ["e0", "cap"],
      ["e1", "cap"],
      ["e2", "cap"],
    ]);
    expect((await entriesOf(store)).map((e) => e.id)).toEqual(["e3", "e4", "pinned"]);
  });
});

describe("retention", () => {
  it("defaults: sessions 14 days, workspaces 90, user, agent and global never; preferences and feedback never", () => {
    const policy = defaultRetentionPolicy;
    const days = (scope: Scope, type: EntryRecord["type"] = "fact") => retentionDays(policy, scope, type);
    expect(days({ workspace: "acme", session: "s1" })).toBe(14);
    expect(days({ session: "s1" })).toBe(14);
    expect(days({ workspace: "acme" })).toBe(90);
    expect(days({ workspace: "acme", user: "ana" })).toBe(90);
    expect(days({ user: "ana" })).toBeNull();
    expect(days({ agent: "coder" })).toBeNull();
    expect(days({})).toBeNull();
    expect(days({ workspace: "acme", session: "s1" }, "preference")).toBeNull();
    expect(days({ workspace: "acme" }, "feedback")).toBeNull();
    expect(retentionDays(retentionPolicy({ days: { global: 365 }, keepTypes: [] }), {}, "preference")).toBe(365);
  });

  it("expires entries past their scope's retention since their last update, pins and kept types exempt", async () => {
    const session: Scope = { workspace: "acme", session: "s1" };
    const store = createInMemoryStore();
    const recent = { lastUsedAt: daysBefore(1) };
    await putAll(store, [
      longTermEntry("s-old", "Working on the login form", daysBefore(15), { scope: session, ...recent }),
      longTermEntry("s-new", "Reviewing pull request 42", daysBefore(13), { scope: session, ...recent }),
      longTermEntry("s-feedback", "Do not force-push", daysBefore(30), { scope: session, type: "feedback", ...recent }),
      longTermEntry("s-pinned", "Staging password rotates weekly", daysBefore(30), { scope: session, pinned: true, ...recent }),
      longTermEntry("w-old", "Release train leaves on Thursdays", daysBefore(91), recent),
      longTermEntry("w-new", "Storybook documents the components", daysBefore(89), recent),
      longTermEntry("w-pref", "Ana prefers pnpm", daysBefore(200), { type: "preference", ...recent }),
      longTermEntry("g-old", "Ana writes TypeScript", daysBefore(400), { scope: {}, ...recent }),
    ]);
    const sessionRun = await consolidate({ store, scope: session, now });
    expect(only(sessionRun.changes, "expired")).toEqual([{ action: "expired", id: "s-old", reason: "not updated for 15 days (retention 14 days)" }]);
    const workspaceRun = await consolidate({ store, scope: acme, now });
    expect(only(workspaceRun.changes, "expired")).toEqual([{ action: "expired", id: "w-old", reason: "not updated for 91 days (retention 90 days)" }]);
    const globalRun = await consolidate({ store, scope: {}, now });
    expect(only(globalRun.changes, "expired")).toEqual([]);
    expect((await entriesOf(store, session)).map((e) => e.id)).toEqual(["s-feedback", "s-new", "s-pinned"]);
    expect((await entriesOf(store)).map((e) => e.id)).toEqual(["w-new", "w-pref"]);
    expect((await entriesOf(store, {})).map((e) => e.id)).toEqual(["g-old"]);
  });

  it("is configurable per scope level", async () => {
    const session: Scope = { workspace: "acme", session: "s1" };
    const store = createInMemoryStore();
    await putAll(store, [longTermEntry("s", "Session note", daysBefore(8), { scope: session, lastUsedAt: daysBefore(1) })]);
    const report = await consolidate({ store, scope: session, now, options: { retention: { days: { session: 7 } } } });
    expect(only(report.changes, "expired")).toEqual([{ action: "expired", id: "s", reason: "not updated for 8 days (retention 7 days)" }]);
  });
});
