import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readStoreFile } from "../src/store-file-read.js";
import { tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  await mkdir(root, { recursive: true });
});
afterEach(() => cleanup());

/** Bytes no two sizes share a prefix pattern of. */
const bytesOf = (size: number): Buffer => Buffer.from(Array.from({ length: size }, (_, at) => (at * 31 + size) % 251));

describe("readStoreFile, synchronously up to 256 KiB and through the thread pool past it", () => {
  it("reads every size around the switch to the same bytes, and refuses each over its limit", async () => {
    for (const size of [0, 1, 4_096, 256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1, 1024 * 1024]) {
      const file = path.join(root, `f${size}`);
      const bytes = bytesOf(size);
      await writeFile(file, bytes);
      const read = await readStoreFile(file, 2 * 1024 * 1024);
      expect(read.type, String(size)).toBe("file");
      expect(read.type === "file" && Buffer.compare(read.bytes, bytes), String(size)).toBe(0);
      if (size > 0) expect(await readStoreFile(file, size - 1), String(size)).toEqual({ type: "too-large", size });
      expect((await readStoreFile(file, size)).type, String(size)).toBe("file");
    }
  });

  it("reports a missing file, a link and a directory on either side of the switch, reading none of them", async () => {
    const small = path.join(root, "small");
    const large = path.join(root, "large");
    await writeFile(small, bytesOf(10));
    await writeFile(large, bytesOf(300 * 1024));
    for (const target of [small, large]) {
      const link = `${target}-link`;
      await symlink(target, link);
      expect(await readStoreFile(link, 1024 * 1024)).toEqual({ type: "linked" });
    }
    await mkdir(path.join(root, "dir"));
    expect(await readStoreFile(path.join(root, "dir"), 1024)).toEqual({ type: "not-a-file", found: "directory" });
    expect(await readStoreFile(path.join(root, "none"), 1024)).toEqual({ type: "missing" });
  });
});
