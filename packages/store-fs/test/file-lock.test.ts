import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLockInfo, tryAcquireFileLock, withFileLock } from "../src/file-lock.js";
import { listFiles, tempRoot } from "./fixtures.js";

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  await mkdir(path.join(root, "locks"), { recursive: true });
});
afterEach(() => cleanup());

async function writeLock(file: string, pid: number, expiresAt: string, host = hostname()): Promise<void> {
  const info = { token: "theirs", pid, hostname: host, acquiredAt: "2026-01-01T00:00:00.000Z", expiresAt };
  await writeFile(file, JSON.stringify(info));
}

const future = new Date(Date.now() + 3_600_000).toISOString();

describe("file locks", () => {
  it("writes the holder's pid, hostname and expiry into the lock file", async () => {
    const file = path.join(root, "locks", "a.lock");
    const held = await tryAcquireFileLock(file, 60_000);
    const info = await readLockInfo(file);
    expect(info).toEqual({
      token: held?.token,
      pid: process.pid,
      hostname: hostname(),
      acquiredAt: expect.any(String),
      expiresAt: held?.expiresAt,
    });
  });

  it("refuses a lock whose holder is alive and whose lease runs", async () => {
    const file = path.join(root, "locks", "a.lock");
    await writeLock(file, process.pid, future);
    expect(await tryAcquireFileLock(file, 60_000)).toBeUndefined();
    await writeLock(file, 12345, future, "another-host");
    expect(await tryAcquireFileLock(file, 60_000)).toBeUndefined();
  });

  it("takes over a lock file naming a dead pid on this host", async () => {
    const file = path.join(root, "locks", "a.lock");
    const pid = deadPid();
    await writeLock(file, pid, future);
    const held = await tryAcquireFileLock(file, 60_000);
    expect(held?.token).toMatch(/\S/);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ token: held?.token, pid: process.pid });
    expect(await listFiles(path.join(root, "locks"))).toEqual(["a.lock"]);
  });

  it("takes over a lock whose lease lapsed, even from a live holder", async () => {
    const file = path.join(root, "locks", "a.lock");
    await writeLock(file, process.pid, "2020-01-01T00:00:00.000Z", "another-host");
    const taken = await tryAcquireFileLock(file, 60_000);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ token: taken?.token, pid: process.pid });
  });

  it("renews only while the lease is its own, and releases only its own lock", async () => {
    const file = path.join(root, "locks", "a.lock");
    const held = await tryAcquireFileLock(file, 60_000);
    expect(await held?.renew(120_000)).toBe(true);
    await writeLock(file, process.pid, future);
    expect(await held?.renew(120_000)).toBe(false);
    await held?.release();
    expect(await readLockInfo(file)).toMatchObject({ token: "theirs" });
  });

  it("serializes actions under one lock and removes it afterwards", async () => {
    const file = path.join(root, "locks", "store.lock");
    const order: string[] = [];
    const run = (name: string) =>
      withFileLock(file, { ttlMs: 10_000, timeoutMs: 10_000 }, async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(`${name} end`);
      });
    await Promise.all([run("a"), run("b")]);
    // Either may win the race for the lock; neither starts before the other ended.
    expect([
      ["a start", "a end", "b start", "b end"],
      ["b start", "b end", "a start", "a end"],
    ]).toContainEqual(order);
    expect(await readLockInfo(file)).toBeUndefined();
  });
});
