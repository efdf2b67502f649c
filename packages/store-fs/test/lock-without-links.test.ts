import { mkdir } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readLockInfo, tryAcquireFileLock } from "../src/file-lock.js";
import { listFiles, tempRoot } from "./fixtures.js";

const refused = vi.hoisted(() => ({ links: 0 }));

// A file system without hard links (FAT, exFAT, some network and FUSE mounts) refuses link(2) with EPERM.
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof import("node:fs")>();
  const linkSync = (): never => {
    refused.links += 1;
    throw Object.assign(new Error("EPERM: operation not permitted, link"), { code: "EPERM" });
  };
  return { ...fs, default: { ...fs, linkSync }, linkSync };
});

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  await mkdir(path.join(root, "locks"), { recursive: true });
});
afterEach(() => cleanup());

describe("file locks where hard links are refused", () => {
  it("are created exclusively and then written, refused while held and taken again once released", async () => {
    const file = path.join(root, "locks", "a.lock");
    const held = await tryAcquireFileLock(file, 60_000);
    expect(await readLockInfo(file)).toEqual({
      token: held?.token,
      pid: process.pid,
      hostname: hostname(),
      acquiredAt: expect.any(String),
      expiresAt: held?.expiresAt,
    });
    expect(await tryAcquireFileLock(file, 60_000)).toBeUndefined();
    expect(await listFiles(path.join(root, "locks"))).toEqual(["a.lock"]);
    await held?.release();
    expect(await listFiles(path.join(root, "locks"))).toEqual([]);
    const again = await tryAcquireFileLock(file, 60_000);
    expect(await readLockInfo(file)).toMatchObject({ token: again?.token });
    // Each create tried the link first: the first take, the refused take and the take after the release.
    expect(refused.links).toBe(3);
  });
});
