/** Lock files: the store's write lock and named leases, taken by creating a file that names the holder. */

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { closeSync, linkSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { EngramError } from "@engram/core";
import { isCode, writeFileAtomic } from "./atomic-write.js";
import { lockFaults } from "./lock-faults.js";
import { breakStaleLock, isStale, type LockInfo, observeLock, parseLockInfo, removeIfThere } from "./stale-lock.js";

export interface HeldFileLock {
  readonly path: string;
  readonly token: string;
  readonly expiresAt: string;
  /** Extends the lease to now + ttlMs; false once it lapsed, was released or was taken by another. */
  renew(ttlMs: number): Promise<boolean>;
  /** Removes the lock file when it is still this holder's. */
  release(): Promise<void>;
}

/** The lock's contents; undefined when it does not exist, "unreadable" when it holds no valid lock. */
export async function readLockInfo(file: string): Promise<LockInfo | "unreadable" | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
  return parseLockInfo(text);
}

function lockInfo(ttlMs: number, token: string = randomUUID()): LockInfo {
  const now = Date.now();
  return {
    token,
    pid: process.pid,
    hostname: hostname(),
    acquiredAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlMs).toISOString(),
  };
}

/**
 * Takes the lock at `file` (pid, hostname and expiry inside), breaking it first when it is stale;
 * undefined while a live holder has it or another process is breaking it.
 */
export async function tryAcquireFileLock(file: string, ttlMs: number): Promise<HeldFileLock | undefined> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const info = lockInfo(ttlMs);
    if (createLockFile(file, JSON.stringify(info))) return heldLock(file, info);
    const seen = observeLock(file);
    lockFaults.pause("observed");
    // Released since the create failed: try again.
    if (seen === undefined) continue;
    if (!isStale(seen)) return undefined;
    if (!breakStaleLock(file, seen)) return undefined;
  }
  return undefined;
}

/** Errors of a file system that has no hard links (FAT, exFAT, some network and FUSE file systems). */
const noLinks = ["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV"] as const;

/**
 * Creates the lock file holding `text`; false when it exists. The text is written to a file of its own
 * and linked to the lock's name, which fails when that name exists: so the lock file never exists without
 * its holder in it, and no other process can read it empty and judge it abandoned ([decision
 * 0628](../../../docs/decisions/0628-fs-lock-files-appear-whole.md)). On a file system without hard links
 * it is created exclusively and then written. These are small local calls, made synchronously (a
 * thread-pool round trip costs more). No fsync: after a crash the holder is gone anyway.
 */
function createLockFile(file: string, text: string): boolean {
  const whole = `${file}.${randomUUID()}.new`;
  try {
    writeFileSync(whole, text, { encoding: "utf8", flag: "wx", mode: 0o644 });
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    return createLockFile(file, text);
  }
  try {
    linkSync(whole, file);
    lockFaults.pause("linked");
    return true;
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    if (isCode(error, ...noLinks)) return createLockFileInPlace(file, text);
    throw error;
  } finally {
    removeIfThere(whole);
  }
}

/** `createLockFile` where hard links are refused: an exclusive create, then the write (empty for an instant). */
function createLockFileInPlace(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o644);
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    throw error;
  }
  try {
    writeFileSync(fd, text, "utf8");
  } catch (error) {
    closeSync(fd);
    removeIfThere(file);
    throw error;
  }
  closeSync(fd);
  return true;
}

function heldLock(file: string, info: LockInfo): HeldFileLock {
  let expiresAt = info.expiresAt;
  return {
    path: file,
    token: info.token,
    get expiresAt() {
      return expiresAt;
    },
    async renew(ttlMs) {
      const current = await readLockInfo(file);
      if (typeof current !== "object" || current.token !== info.token) return false;
      if (Date.parse(current.expiresAt) <= Date.now()) return false;
      const renewed = { ...lockInfo(ttlMs, info.token), acquiredAt: current.acquiredAt };
      await writeFileAtomic(file, JSON.stringify(renewed));
      expiresAt = renewed.expiresAt;
      return true;
    },
    async release() {
      // One synchronous read: releasing is on every write's path.
      const current = observeLock(file)?.info;
      if (typeof current !== "object" || current.token !== info.token) return;
      removeIfThere(file);
    },
  };
}

/** Runs `action` holding the lock at `file`, waiting (with backoff) up to `timeoutMs` for a live holder. */
export async function withFileLock<T>(file: string, options: { ttlMs: number; timeoutMs: number }, action: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let delay = 2;
  for (;;) {
    const held = await tryAcquireFileLock(file, options.ttlMs);
    if (held !== undefined) {
      try {
        return await action();
      } finally {
        await held.release();
      }
    }
    if (Date.now() >= deadline) {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Could not take the store lock ${file} within ${options.timeoutMs} ms: another process holds it. Retry, or remove the file if its holder is gone.`,
        {
          details: { path: file },
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 50);
  }
}
