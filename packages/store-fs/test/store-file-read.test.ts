import { appendFileSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readStoreFileParts } from "../src/store-file-parts.js";
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
const bytesOf = (size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; at++) bytes[at] = (at * 31 + size) % 251;
  return bytes;
};

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

/** A head length read from the prefix's first byte (times 8), as an index's head gives its JSON length. */
const fromFirstByte = (prefix: Buffer): number => prefix[0]! * 8;

describe("readStoreFileParts: a head, then the rest straight into memory of its own", () => {
  it("splits where the prefix says, the body in an ArrayBuffer of its own at offset 0", async () => {
    for (const size of [16, 17, 24, 300 * 1024]) {
      const bytes = bytesOf(size);
      bytes[0] = 2;
      const file = path.join(root, `f${size}`);
      await writeFile(file, bytes);
      const seen: [number, number][] = [];
      const read = await readStoreFileParts(file, 1024 * 1024, 4, (prefix, whole) => {
        seen.push([prefix.length, whole]);
        return fromFirstByte(prefix);
      });
      expect(seen, String(size)).toEqual([[4, size]]);
      if (read.type !== "parts") throw new Error(`read ${read.type}`);
      expect([...read.head], String(size)).toEqual([...bytes.subarray(0, 16)]);
      expect([...read.body], String(size)).toEqual([...bytes.subarray(16)]);
      expect([read.body.byteOffset, read.body.buffer.byteLength], String(size)).toEqual([0, size - 16]);
    }
  });

  it("hands back the prefix and no body when the head it gives does not fit the file", async () => {
    const bytes = bytesOf(40);
    const file = path.join(root, "f");
    await writeFile(file, bytes);
    // No answer, one past the file, shorter than the prefix itself, not a whole number.
    for (const length of [undefined, 41, 3, 4.5, Number.NaN]) {
      const read = await readStoreFileParts(file, 1024, 4, () => length);
      expect(read, String(length)).toEqual({ type: "parts", head: bytes.subarray(0, 4), body: new Uint8Array(0) });
    }
    // A file shorter than the prefix: the prefix is the whole file.
    const short = path.join(root, "short");
    await writeFile(short, bytesOf(3));
    const lengths: number[] = [];
    const read = await readStoreFileParts(short, 1024, 24, (prefix) => {
      lengths.push(prefix.length);
      return undefined;
    });
    expect(lengths).toEqual([3]);
    expect(read).toEqual({ type: "parts", head: bytesOf(3), body: new Uint8Array(0) });
    // The whole file as head, and an empty one.
    expect(await readStoreFileParts(file, 1024, 4, () => 40)).toEqual({ type: "parts", head: bytes, body: new Uint8Array(0) });
    await writeFile(path.join(root, "empty"), "");
    expect(await readStoreFileParts(path.join(root, "empty"), 1024, 4, () => 0)).toEqual({ type: "parts", head: Buffer.alloc(0), body: new Uint8Array(0) });
  });

  it("gives no body when the file grew after its stat (written by another program meanwhile)", async () => {
    const file = path.join(root, "f");
    await writeFile(file, bytesOf(40));
    const read = await readStoreFileParts(file, 1024, 4, () => {
      appendFileSync(file, "more");
      return 8;
    });
    expect(read).toEqual({ type: "parts", head: bytesOf(40).subarray(0, 4), body: new Uint8Array(0) });
    // Read again at its new size, it is whole.
    const again = await readStoreFileParts(file, 1024, 4, () => 8);
    expect(again.type === "parts" ? again.body.length : -1).toBe(36);
  });

  it("refuses what readStoreFile refuses: too large, a link, a directory, nothing there, reading none of them", async () => {
    const file = path.join(root, "f");
    await writeFile(file, bytesOf(100));
    let asked = 0;
    const count = () => {
      asked++;
      return 8;
    };
    expect(await readStoreFileParts(file, 99, 4, count)).toEqual({ type: "too-large", size: 100 });
    await symlink(file, path.join(root, "link"));
    expect(await readStoreFileParts(path.join(root, "link"), 1024, 4, count)).toEqual({ type: "linked" });
    await mkdir(path.join(root, "dir"));
    expect(await readStoreFileParts(path.join(root, "dir"), 1024, 4, count)).toEqual({ type: "not-a-file", found: "directory" });
    expect(await readStoreFileParts(path.join(root, "none"), 1024, 4, count)).toEqual({ type: "missing" });
    expect(asked).toBe(0);
  });
});
