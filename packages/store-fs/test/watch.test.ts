import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore, type FsStore } from "../src/index.js";
import { entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

const entryFile = "entries/workspace=acme/testing-framework.md";

async function ids(store: FsStore): Promise<string[]> {
  return (await store.query({ kind: "entry" })).records.map((record) => record.id);
}

describe.each([true, false])("changes made outside the store (watch: %s)", (watch) => {
  it("sees a new scope directory, a renamed one, and one removed, on the next read", async () => {
    const store = await openFsStore({ root, watch });
    try {
      await store.put(entryRecord());
      const text = await readFile(path.join(root, entryFile), "utf8");
      await mkdir(path.join(root, "entries/workspace=other"));
      await writeFile(path.join(root, "entries/workspace=other/copy.md"), text.replace("id: e1", "id: e2"));
      expect(await ids(store)).toEqual(["e1", "e2"]);
      await rename(path.join(root, "entries/workspace=other"), path.join(root, "entries/workspace=moved"));
      await writeFile(path.join(root, "entries/workspace=moved/third.md"), text.replace("id: e1", "id: e3"));
      expect(await ids(store)).toEqual(["e1", "e2", "e3"]);
      await rm(path.join(root, "entries/workspace=moved"), { recursive: true });
      expect(await ids(store)).toEqual(["e1"]);
      await rm(path.join(root, "entries"), { recursive: true });
      expect(await ids(store)).toEqual([]);
      await store.put(entryRecord());
      expect(await ids(store)).toEqual(["e1"]);
    } finally {
      await store.close();
    }
  });

  it("sees an edit in place right after its own write, even when size and mtime look the same", async () => {
    const store = await openFsStore({ root, watch });
    try {
      for (let round = 0; round < 20; round += 1) {
        await store.put(entryRecord({ importance: 0.8 }));
        const absolute = path.join(root, entryFile);
        await writeFile(absolute, (await readFile(absolute, "utf8")).replace("importance: 0.8", "importance: 0.3"));
        const seen = (await store.get("entry", "e1"))?.importance;
        // Without a watch, an edit within the file system's timestamp granularity can go unseen.
        if (watch) expect(seen).toBe(0.3);
      }
    } finally {
      await store.close();
    }
  });

  it("sees another process's writes through a second store on the same root", async () => {
    const first = await openFsStore({ root, watch });
    const second = await openFsStore({ root, watch });
    try {
      await first.put(entryRecord());
      expect(await ids(second)).toEqual(["e1"]);
      await second.put(entryRecord({ id: "e2", key: "lint", content: "Run eslint." }));
      expect(await ids(first)).toEqual(["e1", "e2"]);
      expect(await first.delete("entry", "e1")).toBe(true);
      expect(await ids(second)).toEqual(["e2"]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
