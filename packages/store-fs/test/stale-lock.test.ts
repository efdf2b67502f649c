import { spawnSync } from "node:child_process";
import { mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLockInfo, tryAcquireFileLock } from "../src/file-lock.js";
import { breakStaleLock, isStale, observeLock } from "../src/stale-lock.js";
import { listFiles, tempRoot } from "./fixtures.js";

let root: string;
let file: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  await mkdir(path.join(root, "locks"), { recursive: true });
  file = path.join(root, "locks", "a.lock");
});
afterEach(() => cleanup());

const secondsAgo = (seconds: number): Date => new Date(Date.now() - seconds * 1000);

/** A lock file that holds no valid lock, last written `age` seconds ago. */
async function emptyLock(age: number): Promise<void> {
  await writeFile(file, "");
  await utimes(file, secondsAgo(age), secondsAgo(age));
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout);
}

describe("stale lock files", () => {
  it("judges a lock holding no valid lock stale only after its 2 s grace, and a missing one not at all", async () => {
    await emptyLock(1);
    expect(isStale(observeLock(file)!)).toBe(false);
    await emptyLock(3);
    expect(isStale(observeLock(file)!)).toBe(true);
    await rm(file);
    expect(observeLock(file)).toBeUndefined();
  });

  it("leaves a new holder's lock alone when the abandoned lock it judged was replaced before the break", async () => {
    await emptyLock(10);
    const judged = observeLock(file)!;
    expect(isStale(judged)).toBe(true);
    await rm(file);
    const holder = await tryAcquireFileLock(file, 60_000);
    expect(breakStaleLock(file, judged)).toBe(true);
    expect(await readLockInfo(file)).toMatchObject({ token: holder?.token, pid: process.pid });
    expect(await listFiles(path.join(root, "locks"))).toEqual(["a.lock"]);
  });

  it("leaves a lock that is being written (empty, just created) alone when it replaced the abandoned empty one", async () => {
    await emptyLock(10);
    const judged = observeLock(file)!;
    await rm(file);
    // Created by an Engram from before decision 0628 (empty, then written): empty like the judged one, but another file.
    await writeFile(file, "");
    expect(breakStaleLock(file, judged)).toBe(true);
    expect(await readFile(file, "utf8")).toBe("");
    expect(await listFiles(path.join(root, "locks"))).toEqual(["a.lock"]);
  });

  it("breaks the judged lock while it is still that version", async () => {
    await emptyLock(10);
    expect(breakStaleLock(file, observeLock(file)!)).toBe(true);
    expect(await listFiles(path.join(root, "locks"))).toEqual([]);
  });

  it("neither breaks nor takes a stale lock while another process is breaking it, and clears a guard whose breaker died after 10 s", async () => {
    const dead = { token: "theirs", pid: deadPid(), hostname: hostname(), acquiredAt: "2026-01-01T00:00:00.000Z", expiresAt: "2099-01-01T00:00:00.000Z" };
    await writeFile(file, JSON.stringify(dead));
    await writeFile(`${file}.break`, "");
    expect(await tryAcquireFileLock(file, 60_000)).toBeUndefined();
    expect(await readLockInfo(file)).toEqual(dead);
    await utimes(`${file}.break`, secondsAgo(11), secondsAgo(11));
    // This try clears the dead breaker's guard; the next breaks the lock and takes it.
    expect(await tryAcquireFileLock(file, 60_000)).toBeUndefined();
    expect(await listFiles(path.join(root, "locks"))).toEqual(["a.lock"]);
    const held = await tryAcquireFileLock(file, 60_000);
    expect(await readLockInfo(file)).toMatchObject({ token: held?.token, pid: process.pid });
    expect(await listFiles(path.join(root, "locks"))).toEqual(["a.lock"]);
  });

  it("writes the lock whole: a lock file that exists holds its holder, and no scratch file stays beside it", async () => {
    const held = await tryAcquireFileLock(file, 60_000);
    expect(observeLock(file)?.info).toEqual({
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
  });
});
