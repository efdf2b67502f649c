import { describe, expect, it } from "vitest";
import { consolidate, createInMemoryStore, createMemory, currentEntryByKey, type Complete, type DistillationAnswer } from "./core-internals.js";
import { acme, dailyItem, entriesOf, longTermEntry, putAll } from "./consolidation-fixtures.js";

const now = "2026-03-04T08:00:00.000Z";
const feb = "2026-02-01T09:00:00.000Z";
const mar = "2026-03-02T10:00:00.000Z";
const npm = "User prefers npm for every project.";
const pnpm = "User prefers pnpm for every project.";

const answering =
  (answer: DistillationAnswer): Complete =>
  async () => ({ text: JSON.stringify(answer), object: answer });

describe("consolidate: the key of a chain whose value changed", () => {
  it("renames a key derived from the old value to the words both values share, on both entries of the chain", async () => {
    const store = createInMemoryStore();
    await putAll(store, [dailyItem("d1", npm, feb, { type: "preference" }), dailyItem("d2", pnpm, mar, { type: "preference" })]);
    const report = await consolidate({ store, scope: acme, now });
    expect(report.changes.slice(0, 3)).toEqual([
      {
        action: "created",
        id: "distilled-d1",
        key: "user-prefers-npm-every-project",
        fromDaily: ["d1"],
        via: "heuristic",
        reason: "no near-duplicate or contradicted entry",
      },
      { action: "created", id: "distilled-d2", key: "user-prefers-every-project", fromDaily: ["d2"], via: "heuristic", reason: "newer value of distilled-d1" },
      {
        action: "superseded",
        id: "distilled-d1",
        by: "distilled-d2",
        validTo: mar,
        via: "heuristic",
        reason: "word overlap 0.80 ≥ 0.60, changed value: npm → pnpm",
      },
    ]);
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.content, e.supersededBy])).toEqual([
      ["distilled-d1", "user-prefers-every-project", npm, "distilled-d2"],
      ["distilled-d2", "user-prefers-every-project", pnpm, undefined],
    ]);
    expect((await currentEntryByKey(store, acme, "user-prefers-every-project"))?.id).toBe("distilled-d2");
    expect(await currentEntryByKey(store, acme, "user-prefers-npm-every-project")).toBeUndefined();
  });

  it("renames the key remember derived; remember under the new key revises the current value, the old derived key starts a new entry", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: acme, autoConsolidate: false, now: () => new Date(feb) });
    const remembered = await memory.remember({ content: npm, type: "preference" });
    expect(remembered?.key).toBe("user-prefers-npm-every-project");
    await putAll(store, [dailyItem("d1", pnpm, mar, { type: "preference" })]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.content, e.supersededBy])).toEqual([
      ["distilled-d1", "user-prefers-every-project", pnpm, undefined],
      [remembered?.id, "user-prefers-every-project", npm, "distilled-d1"],
    ]);
    const revised = await memory.remember({ key: "user-prefers-every-project", content: "User prefers bun for every project.", type: "preference" });
    expect([revised?.id, revised?.revisions.map((r) => r.content)]).toEqual(["distilled-d1", [pnpm]]);
    const fresh = await memory.remember({ key: "user-prefers-npm-every-project", content: npm, type: "preference" });
    expect(fresh?.id).not.toBe(remembered?.id);
    expect([fresh?.key, fresh?.revisions]).toEqual(["user-prefers-npm-every-project", []]);
  });

  it("keeps a key the user chose through a supersede", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: acme, autoConsolidate: false, now: () => new Date(feb) });
    const remembered = await memory.remember({ key: "package-manager", content: npm, type: "preference" });
    await putAll(store, [dailyItem("d1", pnpm, mar, { type: "preference" })]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.supersededBy])).toEqual([
      ["distilled-d1", "package-manager", undefined],
      [remembered?.id, "package-manager", "distilled-d1"],
    ]);
    expect((await memory.get("package-manager"))?.content).toBe(pnpm);
  });

  it("keeps a derived key whose words the newer value still has", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      dailyItem("d1", "Deploys to staging happen every Friday morning at 9", feb, { type: "convention" }),
      dailyItem("d2", "Deploys to staging happen every Friday morning at 10", mar, { type: "convention" }),
    ]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.supersededBy])).toEqual([
      ["distilled-d1", "deploys-staging-happen-every-friday-morning", "distilled-d2"],
      ["distilled-d2", "deploys-staging-happen-every-friday-morning", undefined],
    ]);
  });

  it("recognises a derived key with uniqueKey's suffix, and keeps the new key unique among current entries", async () => {
    const store = createInMemoryStore();
    await putAll(store, [
      longTermEntry("pm", npm, feb, { key: "user-prefers-npm-every-project-2", type: "preference" }),
      longTermEntry("taken", "Deploys happen on Fridays", feb, { key: "user-prefers-every-project", type: "convention" }),
      dailyItem("d1", pnpm, mar, { type: "preference" }),
    ]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.supersededBy])).toEqual([
      ["distilled-d1", "user-prefers-every-project-2", undefined],
      ["pm", "user-prefers-every-project-2", "distilled-d1"],
      ["taken", "user-prefers-every-project", undefined],
    ]);
  });

  it("renames the earlier entries of the chain still under the old key, found from the entry the key was derived from", async () => {
    const store = createInMemoryStore();
    const key = "deploys-staging-happen-every-friday-morning";
    await putAll(store, [
      longTermEntry("a", "Deploys to staging happen every Friday morning at 9", feb, {
        key,
        type: "convention",
        validFrom: feb,
        validTo: "2026-02-10T09:00:00.000Z",
        supersededBy: "b",
      }),
      longTermEntry("b", "Deploys to staging now happen every Friday morning at 10", "2026-02-10T09:00:00.000Z", {
        key,
        type: "convention",
        validFrom: "2026-02-10T09:00:00.000Z",
        supersedes: "a",
      }),
      dailyItem("d1", "Deploys to staging now happen every Monday morning at 10", mar, { type: "convention" }),
    ]);
    await consolidate({ store, scope: acme, now });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.supersededBy])).toEqual([
      ["a", "deploys-staging-now-happen-every-morning", "b"],
      ["b", "deploys-staging-now-happen-every-morning", "distilled-d1"],
      ["distilled-d1", "deploys-staging-now-happen-every-morning", undefined],
    ]);
  });
});

describe("consolidate with a model: the key of a chain whose value changed", () => {
  const supersede = (content: string, key?: string): DistillationAnswer => ({
    operations: [{ action: "supersede", items: ["d1"], supersedes: "pm", content, type: "preference", importance: 0.7, ...(key === undefined ? {} : { key }) }],
  });

  async function storeWith(key: string, content = npm) {
    const store = createInMemoryStore();
    await putAll(store, [longTermEntry("pm", content, feb, { key, type: "preference" }), dailyItem("d1", pnpm, mar, { type: "preference" })]);
    return store;
  }

  it("a supersede without a key renames a derived key to the shared words, on both entries", async () => {
    const store = await storeWith("user-prefers-npm-every-project");
    const report = await consolidate({ store, scope: acme, now, complete: answering(supersede(pnpm)) });
    expect(report.changes[0]).toEqual({
      action: "created",
      id: "distilled-d1",
      key: "user-prefers-every-project",
      fromDaily: ["d1"],
      via: "model",
      reason: "newer value of pm",
    });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.supersededBy])).toEqual([
      ["distilled-d1", "user-prefers-every-project", undefined],
      ["pm", "user-prefers-every-project", "distilled-d1"],
    ]);
    expect((await currentEntryByKey(store, acme, "user-prefers-every-project"))?.id).toBe("distilled-d1");
  });

  it("keeps a key the user chose, and a key the model names, through a supersede", async () => {
    const chosen = await storeWith("package-manager");
    await consolidate({ store: chosen, scope: acme, now, complete: answering(supersede(pnpm)) });
    expect((await entriesOf(chosen)).map((e) => [e.id, e.key])).toEqual([
      ["distilled-d1", "package-manager"],
      ["pm", "package-manager"],
    ]);
    const named = await storeWith("user-prefers-npm-every-project");
    await consolidate({ store: named, scope: acme, now, complete: answering(supersede(pnpm, "user-prefers-npm-every-project")) });
    expect((await entriesOf(named)).map((e) => [e.id, e.key])).toEqual([
      ["distilled-d1", "user-prefers-npm-every-project"],
      ["pm", "user-prefers-npm-every-project"],
    ]);
  });

  it("keeps the derived key when the two values share fewer than two meaningful words", async () => {
    const one = await storeWith("user-prefers-npm", "User prefers npm");
    await consolidate({ store: one, scope: acme, now, complete: answering(supersede("User likes yarn")) });
    expect((await entriesOf(one)).map((e) => [e.id, e.key])).toEqual([
      ["distilled-d1", "user-prefers-npm"],
      ["pm", "user-prefers-npm"],
    ]);
    const none = await storeWith("user-prefers-npm", "User prefers npm");
    await consolidate({ store: none, scope: acme, now, complete: answering(supersede("Yarn is the package manager everywhere")) });
    expect((await entriesOf(none)).map((e) => [e.id, e.key])).toEqual([
      ["distilled-d1", "user-prefers-npm"],
      ["pm", "user-prefers-npm"],
    ]);
  });

  it("a merged text renames a derived key it no longer fits; a merge that only adds words keeps it", async () => {
    const store = await storeWith("user-prefers-npm-every-project");
    const merged = "User prefers pnpm for every project, monorepos included.";
    await consolidate({ store, scope: acme, now, complete: answering({ operations: [{ action: "merge", items: ["d1"], into: "pm", content: merged }] }) });
    expect((await entriesOf(store)).map((e) => [e.id, e.key, e.content, e.revisions.map((r) => r.content)])).toEqual([
      ["pm", "user-prefers-every-project", merged, [npm]],
    ]);

    const adding = createInMemoryStore();
    await putAll(adding, [
      longTermEntry("vim", "Ana prefers Vim", feb, { key: "ana-prefers-vim", type: "preference" }),
      dailyItem("d1", "Ana prefers Vim for editing", mar, { type: "preference" }),
    ]);
    await consolidate({ store: adding, scope: acme, now });
    expect((await entriesOf(adding)).map((e) => [e.id, e.key, e.content])).toEqual([["vim", "ana-prefers-vim", "Ana prefers Vim for editing"]]);
  });
});
