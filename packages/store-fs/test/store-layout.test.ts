import fc from "fast-check";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kindOfPath } from "../src/layout.js";
import { dailyRecord, entryRecord, listFiles, useStoreEachTest } from "./fixtures.js";

const testStore = useStoreEachTest();

const read = (file: string): Promise<string> => readFile(path.join(testStore.root, file), "utf8");

describe("the files a testStore.store writes", () => {
  it("writes one Markdown file per entry: every field but the content as frontmatter, the content as body", async () => {
    await testStore.store.put(entryRecord());
    expect(await read("entries/workspace=acme/testing-framework.md")).toBe(
      [
        "---",
        "kind: entry",
        "id: e1",
        "key: testing-framework",
        "type: feedback",
        "scope:",
        "  workspace: acme",
        "tags: [ testing, pytest ]",
        "importance: 0.8",
        "confidence: 0.9",
        "source: manual",
        "pinned: false",
        "provenance:",
        "  sessionId: s1",
        "  messageIds:",
        "    - m1",
        "  trust: user",
        "createdAt: 2026-05-01T10:00:00.000Z",
        "updatedAt: 2026-05-01T10:00:00.000Z",
        "useCount: 0",
        "examples: []",
        "revisions: []",
        "---",
        "Always use pytest for testing in this project.",
        "",
      ].join("\n"),
    );
  });

  it("lays every kind out in its own place and leaves no temp or lock file behind", async () => {
    await testStore.store.put(entryRecord());
    await testStore.store.put(entryRecord({ id: "e2", scope: {} }));
    await testStore.store.put(entryRecord({ id: "e3" }));
    await testStore.store.put(dailyRecord());
    await testStore.store.put({
      kind: "note",
      id: "n1",
      key: "plan",
      content: "step 1",
      scope: { session: "s1" },
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T10:00:00.000Z",
    });
    await testStore.store.put({
      kind: "index",
      id: "i1",
      content: "# Memory\n",
      scope: {},
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T10:00:00.000Z",
    });
    await testStore.store.put({
      kind: "index",
      id: "i2",
      content: "# Acme\n",
      scope: { workspace: "acme" },
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T10:00:00.000Z",
    });
    await testStore.store.appendEvents("s1", { user: "ann" }, [{ at: "2026-05-01T10:00:00.000Z", type: "title", title: "Build" }]);
    await testStore.store.close();
    expect(await listFiles(testStore.root)).toEqual([
      ".index/records.json",
      ".index/search.bin",
      "MEMORY.md",
      "daily/2026-05-01.md",
      "entries/global/testing-framework.md",
      "entries/workspace=acme/testing-framework.md",
      "entries/workspace=acme/testing-framework~e3.md",
      "indexes/workspace=acme/MEMORY.md",
      "notes/session=s1/plan.md",
      "sessions/s1.jsonl",
    ]);
    expect(await read("sessions/s1.jsonl")).toBe(
      '{"session":{"id":"s1","scope":{"user":"ann"}}}\n{"seq":1,"at":"2026-05-01T10:00:00.000Z","type":"title","title":"Build"}\n',
    );
    expect(await read("MEMORY.md")).toBe(
      "---\nkind: index\nid: i1\nscope: {}\ntags: []\ncreatedAt: 2026-05-01T10:00:00.000Z\nupdatedAt: 2026-05-01T10:00:00.000Z\n---\n# Memory\n\n",
    );
  });

  it("moves an entry's file when its key or scope changes, and removes it on delete", async () => {
    await testStore.store.put(entryRecord());
    await testStore.store.put(entryRecord({ key: "test-runner", scope: {} }));
    expect(await listFiles(path.join(testStore.root, "entries"))).toEqual(["global/test-runner.md"]);
    expect(await testStore.store.delete("entry", "e1")).toBe(true);
    expect(await listFiles(path.join(testStore.root, "entries"))).toEqual([]);
    expect(await testStore.store.delete("entry", "e1")).toBe(false);
  });

  it("keeps a day's items in one file and drops the file with its last item", async () => {
    await testStore.store.put(dailyRecord());
    await testStore.store.put(dailyRecord({ id: "d2", content: "Second." }));
    await testStore.store.put(dailyRecord({ id: "d1", content: "Changed." }));
    const text = await read("daily/2026-05-01.md");
    expect(text.split("\n").filter((line) => line.startsWith("- "))).toEqual(["- Changed.", "- Second."]);
    await testStore.store.delete("daily", "d1");
    await testStore.store.delete("daily", "d2");
    expect(await listFiles(path.join(testStore.root, "daily"))).toEqual([]);
  });
});

describe("kindOfPath", () => {
  /** The kind of a path as first written, by splitting it at every slash: what the open's quicker reading must agree with. */
  function splitKind(relative: string): string | undefined {
    if (relative === "MEMORY.md") return "index";
    const [top, ...rest] = relative.split("/");
    const name = rest.at(-1) ?? "";
    const rules: Record<string, [number, (name: string) => boolean, string]> = {
      entries: [2, (n) => n.endsWith(".md"), "entry"],
      notes: [2, (n) => n.endsWith(".md"), "note"],
      indexes: [2, (n) => /^MEMORY(~.*)?\.md$/.test(n), "index"],
      daily: [1, (n) => /^\d{4}-\d{2}-\d{2}\.md$/.test(n), "daily"],
      summaries: [1, (n) => n.endsWith(".json"), "summary"],
      checkpoints: [1, (n) => n.endsWith(".json"), "checkpoint"],
    };
    const rule = Object.hasOwn(rules, top ?? "") ? rules[top!] : undefined;
    return rule !== undefined && rest.length === rule[0] && rule[1](name) ? rule[2] : undefined;
  }

  it("reads every path as splitting it at its slashes does: depths, empty parts, each kind's names", () => {
    const part = fc.constantFrom(
      "entries",
      "notes",
      "indexes",
      "daily",
      "summaries",
      "checkpoints",
      "global",
      "",
      "a.md",
      "MEMORY.md",
      "MEMORY~x.md",
      "2026-01-02.md",
      "s.json",
      "x",
      ".md",
      "MEMORY.md.bak",
    );
    const relative = fc.array(part, { minLength: 1, maxLength: 5 }).map((parts) => parts.join("/"));
    fc.assert(
      fc.property(fc.oneof(relative, fc.string({ maxLength: 20 })), (value) => {
        expect(kindOfPath(value)).toBe(splitKind(value));
      }),
      { numRuns: 5_000, seed: 29 },
    );
    expect(
      ["entries/global/a.md", "entries//a.md", "daily/2026-01-02.md", "indexes/global/MEMORY~x.md", "MEMORY.md", "entries/a.md", "entries/g/h/a.md"].map(
        kindOfPath,
      ),
    ).toEqual(["entry", "entry", "daily", "index", "index", undefined, undefined]);
  });
});
