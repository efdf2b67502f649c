import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appendFileDurable, writeFileAtomic } from "../src/atomic-write.js";
import { tempRoot } from "./fixtures.js";

/** Every path fsync was called on, in order (node:fs passes through, recording which fd is which path). */
const record = vi.hoisted(() => ({ synced: [] as string[], paths: new Map<number, string>() }));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    openSync: (...args: Parameters<typeof fs.openSync>) => {
      const fd = fs.openSync(...args);
      record.paths.set(fd, String(args[0]));
      return fd;
    },
    fsync: (fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
      record.synced.push(record.paths.get(fd) ?? `fd ${fd}`);
      fs.fsync(fd, callback);
    },
  };
});

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  await mkdir(root, { recursive: true });
  record.synced.length = 0;
});
afterEach(() => cleanup());

const synced = (): string[] => record.synced.map((file) => path.relative(root, file) || ".");

describe("what reaches the disk before a write returns", () => {
  it("a first append flushes the new file, its directory, and the parent of every directory it made", async () => {
    await appendFileDurable(path.join(root, "sessions", "deep", "s1.jsonl"), "{}\n");
    expect(synced()).toEqual([".", "sessions", "sessions/deep/s1.jsonl", "sessions/deep"]);
  });

  it("a later append flushes only the file", async () => {
    const target = path.join(root, "s1.jsonl");
    await appendFileDurable(target, "a\n");
    record.synced.length = 0;
    await appendFileDurable(target, "b\n");
    expect(synced()).toEqual(["s1.jsonl"]);
  });

  it("an atomic write into a new directory flushes its parent, the temp file before the rename, and the directory after", async () => {
    await writeFileAtomic(path.join(root, "entries", "a.md"), "x");
    const [parent, temp, directory, ...rest] = synced();
    expect([parent, directory, rest]).toEqual([".", "entries", []]);
    expect(temp).toMatch(/^entries\/\.a\.md\.\d+\.\d+\.tmp$/);
  });
});
