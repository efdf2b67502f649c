import { describe, expect, it } from "vitest";
import { consolidate, createInMemoryStore, createMemory } from "./core-internals.js";
import { acme, dailyItem, entriesOf, longTermEntry, putAll } from "./consolidation-fixtures.js";

const feb = "2026-02-01T09:00:00.000Z";
const mar = "2026-03-02T10:00:00.000Z";
const now = "2026-03-04T08:00:00.000Z";
const noComments = "User does not want the agent to add comments that restate the code.";

describe("a key made from content keeps its negation (decision 0269)", () => {
  it("remember and consolidation key a negated statement with its 'not' or 'no'", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: acme, autoConsolidate: false, now: () => new Date(feb) });
    expect((await memory.remember({ content: noComments, type: "preference" }))?.key).toBe("user-does-not-want-agent-add");
    expect((await memory.remember({ content: "No default exports in this repo.", type: "convention" }))?.key).toBe("no-default-exports-repo");
    await putAll(store, [dailyItem("d1", "Tests must not hit the network.", mar, { type: "convention" })]);
    const report = await consolidate({ store, scope: acme, now });
    expect(report.changes.filter((change) => change.action === "created").map((change) => "key" in change && change.key)).toEqual([
      "tests-must-not-hit-network",
    ]);
  });

  it("remembering content again updates the entry keyed before the change, rather than adding a second", async () => {
    const store = createInMemoryStore();
    // As remember keyed it before decision 0269: the search tokens, "not" left out.
    await putAll(store, [longTermEntry("old", noComments, feb, { key: "user-does-want-agent-add-comments", type: "preference" })]);
    const memory = createMemory({ store, scope: acme, autoConsolidate: false, now: () => new Date(mar) });
    const again = await memory.remember({ content: noComments, type: "preference", importance: 0.9 });
    expect([again?.id, again?.key, again?.importance]).toEqual(["old", "user-does-want-agent-add-comments", 0.9]);
    expect((await entriesOf(store)).map((entry) => [entry.id, entry.key])).toEqual([["old", "user-does-want-agent-add-comments"]]);
    // A key given by the caller is that key: no other is looked at.
    const named = await memory.remember({ key: "comments", content: noComments, type: "preference" });
    expect(named?.id).not.toBe("old");
  });

  it("a key made the old way is still recognised as derived, and renamed the old way when the value changes", async () => {
    const store = createInMemoryStore();
    const before = "User does not want npm in any project.";
    const after = "User does not want yarn in any project.";
    await putAll(store, [
      longTermEntry("old", before, feb, { key: "user-does-want-npm-any-project", type: "preference" }),
      dailyItem("d1", after, mar, { type: "preference" }),
    ]);
    await consolidate({ store, scope: acme, now });
    // Renamed to the words both values share, read as the old key was read (without "not").
    expect((await entriesOf(store)).map((entry) => [entry.id, entry.key, entry.supersededBy])).toEqual([
      ["distilled-d1", "user-does-want-any-project", undefined],
      ["old", "user-does-want-any-project", "distilled-d1"],
    ]);
  });
});
