import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore } from "../src/index.js";
import { dailyRecord, entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

describe("the derived index", () => {
  it("is rebuilt from the files when deleted, with the same answers", async () => {
    const first = await openFsStore({ root });
    await first.put(entryRecord());
    await first.put(entryRecord({ id: "e2", key: "lint", content: "Run eslint before committing.", vector: [1, 0] }));
    await first.put(dailyRecord());
    await first.close();
    const cacheFile = path.join(root, ".index/records.json");
    const cached = await readFile(cacheFile, "utf8");
    expect(cached).toMatch(/^ENGRAMRH 2 [0-9a-f]+\n/);
    const rows = JSON.parse(cached.slice(cached.indexOf("\n") + 1)).files as [string, string, string, unknown[]][];
    expect(rows.map(([file, , kind, heads]) => [file, kind, heads.length])).toEqual([
      ["daily/2026-05-01.md", "daily", 1],
      ["entries/workspace=acme/lint.md", "entry", 1],
      ["entries/workspace=acme/testing-framework.md", "entry", 1],
    ]);
    expect(rows.map(([file]) => file)).toEqual(["daily/2026-05-01.md", "entries/workspace=acme/lint.md", "entries/workspace=acme/testing-framework.md"]);

    await rm(path.join(root, ".index"), { recursive: true });
    const second = await openFsStore({ root });
    expect(await readFile(cacheFile, "utf8")).toBe(cached);
    const hits = await second.search({ text: "eslint committing", vector: [1, 0], scope: { workspace: "acme", user: "ann" } });
    expect(hits.map((hit) => (hit.target === "record" ? hit.record.id : ""))).toEqual(["e2"]);
    expect((await second.query({ kind: "daily" })).records).toEqual([dailyRecord()]);
    await second.close();
  });

  it("is ignored where it disagrees with the files", async () => {
    const first = await openFsStore({ root });
    await first.put(entryRecord());
    await first.close();
    const cacheFile = path.join(root, ".index/records.json");
    await rm(cacheFile);
    await writeFile(cacheFile, "{ not json");
    const second = await openFsStore({ root });
    expect((await second.get("entry", "e1"))?.content).toBe(entryRecord().content);
    await second.close();
  });
});
