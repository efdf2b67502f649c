import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dailyRecord, entryRecord, useStoreEachTest } from "./fixtures.js";

const testStore = useStoreEachTest();

const entryFile = "entries/workspace=acme/testing-framework.md";

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const absolute = path.join(testStore.root, file);
  await writeFile(absolute, change(await readFile(absolute, "utf8")));
}

describe("hand edits", () => {
  it("picks up an edited body on the next read", async () => {
    await testStore.store.put(entryRecord());
    await edit(entryFile, (text) => text.replace("Always use pytest", "Always use vitest"));
    expect((await testStore.store.get("entry", "e1"))?.content).toBe("Always use vitest for testing in this project.");
    const hits = await testStore.store.search({ text: "vitest", scope: { workspace: "acme" } });
    expect(hits.map((hit) => (hit.target === "record" ? hit.record.id : hit.sessionId))).toEqual(["e1"]);
  });

  it("picks up an edited frontmatter field of the same length in place", async () => {
    await testStore.store.put(entryRecord());
    await edit(entryFile, (text) => text.replace("importance: 0.8", "importance: 0.3"));
    expect((await testStore.store.get("entry", "e1"))?.importance).toBe(0.3);
    expect(await testStore.store.count({ kind: "entry", scope: { workspace: "acme" } })).toBe(1);
  });

  it("sees files added and removed by hand", async () => {
    await testStore.store.put(entryRecord());
    await writeFile(
      path.join(testStore.root, "entries/workspace=acme/copy.md"),
      (await readFile(path.join(testStore.root, entryFile), "utf8")).replace("id: e1", "id: e2"),
    );
    expect((await testStore.store.query({ kind: "entry" })).records.map((record) => record.id)).toEqual(["e1", "e2"]);
    await rm(path.join(testStore.root, entryFile));
    expect((await testStore.store.query({ kind: "entry" })).records.map((record) => record.id)).toEqual(["e2"]);
  });

  it("picks up an edited daily item and keeps the edit when another item is added", async () => {
    await testStore.store.put(dailyRecord());
    await edit("daily/2026-05-01.md", (text) => text.replace("- Decided to use pytest.", "- Decided to use vitest.\n  For speed."));
    expect((await testStore.store.get("daily", "d1"))?.content).toBe("Decided to use vitest.\nFor speed.");
    await testStore.store.put(dailyRecord({ id: "d2", content: "Second." }));
    expect((await testStore.store.get("daily", "d1"))?.content).toBe("Decided to use vitest.\nFor speed.");
  });

  it("sees events another writer appended to a session file", async () => {
    await testStore.store.appendEvents("s1", {}, [{ at: "2026-05-01T10:00:00.000Z", type: "title", title: "One" }]);
    await edit("sessions/s1.jsonl", (text) => `${text}{"seq":2,"at":"2026-05-01T11:00:00.000Z","type":"title","title":"Two"}\n`);
    expect(await testStore.store.getSession("s1")).toEqual({
      id: "s1",
      scope: {},
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T11:00:00.000Z",
      eventCount: 2,
      title: "Two",
    });
    expect(await testStore.store.appendEvents("s1", {}, [{ at: "2026-05-01T12:00:00.000Z", type: "usage", inputTokens: 5 }])).toEqual([3]);
  });
});
