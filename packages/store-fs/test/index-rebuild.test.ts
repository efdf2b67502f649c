import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scopeLabel } from "@engram/core/store";
import { openFsStore } from "../src/index.js";
import { loadHeadIndex } from "../src/record-head-file.js";
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
    expect(cached).toMatch(/^ENGRAMRH 4 [0-9a-f]+\n/);
    // Version 4: a column per field, files in path order, kinds, scopes, tag lists and types numbered; each
    // file's fingerprint its inode, size, mtime and ctime (ns).
    expect(JSON.parse(cached.slice(cached.indexOf("\n") + 1))).toEqual({
      files: {
        path: ["daily/2026-05-01.md", "entries/workspace=acme/lint.md", "entries/workspace=acme/testing-framework.md"],
        print: [expect.stringMatching(/^\d+:\d+:\d+:\d+$/), expect.stringMatching(/^\d+:\d+:\d+:\d+$/), expect.stringMatching(/^\d+:\d+:\d+:\d+$/)],
        kind: [0, 1, 1],
        heads: [1, 1, 1],
      },
      heads: {
        id: ["d1", "e2", "e1"],
        scope: [0, 1, 1],
        tags: [0, 1, 1],
        createdAt: ["2026-05-01T10:00:00.000Z", "2026-05-01T10:00:00.000Z", "2026-05-01T10:00:00.000Z"],
        updatedAt: [0, 0, 0],
        type: [0, 1, 1],
        key: [null, "lint", "testing-framework"],
        date: ["2026-05-01", null, null],
        vector: [0, 2, 0],
      },
      kinds: ["daily", "entry"],
      scopes: [scopeLabel(dailyRecord().scope), "workspace=acme"],
      tags: [dailyRecord().tags, ["testing", "pytest"]],
      types: [dailyRecord().type, "feedback"],
    });

    // Read back, two heads with the same tags share one list.
    const loaded = await loadHeadIndex(root, cached.slice(0, cached.indexOf("\n")).split(" ")[2]);
    const tagsOf = (file: string): unknown => loaded.get(file)?.heads[0]?.tags;
    expect(tagsOf("entries/workspace=acme/lint.md")).toEqual(["testing", "pytest"]);
    expect(tagsOf("entries/workspace=acme/lint.md")).toBe(tagsOf("entries/workspace=acme/testing-framework.md"));

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
