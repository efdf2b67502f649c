import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendFileDurable, tempPathFor, writeFileAtomic } from "../src/atomic-write.js";
import { listFiles, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

describe("atomic writes", () => {
  it("names its temp file after the target and this process, in the same directory", () => {
    const temp = tempPathFor("/store/entries/global/a.md");
    expect(path.dirname(temp)).toBe("/store/entries/global");
    expect(path.basename(temp)).toMatch(new RegExp(`^\\.a\\.md\\.${process.pid}\\.\\d+\\.tmp$`));
  });

  it("replaces a file's contents and leaves no temp file behind", async () => {
    const target = path.join(root, "dir", "file.md");
    await writeFileAtomic(target, "first\n");
    await Promise.all([writeFileAtomic(target, "second\n"), writeFileAtomic(target, "third\n")]);
    expect(["second\n", "third\n"]).toContain(await readFile(target, "utf8"));
    expect(await listFiles(root)).toEqual(["dir/file.md"]);
  });

  it("removes its temp file when the rename fails", async () => {
    const target = path.join(root, "dir");
    await writeFileAtomic(path.join(target, "inside.md"), "x");
    await expect(writeFileAtomic(target, "cannot replace a directory")).rejects.toThrow();
    expect(await listFiles(root)).toEqual(["dir/inside.md"]);
  });

  it("appends a batch with one write", async () => {
    const target = path.join(root, "log.jsonl");
    await mkdir(root, { recursive: true });
    await writeFile(target, "a\n");
    await appendFileDurable(target, "b\nc\n");
    expect(await readFile(target, "utf8")).toBe("a\nb\nc\n");
  });
});
