import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { link, mkdir, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { EngramError } from "@engram/core";
import { isCode, writeFileAtomic } from "./atomic-write.js";

/** What a lock file holds: who took it and until when. */
export const lockInfoSchema = z.object({
  token: z.string().min(1),
  pid: z.number().int(),
  hostname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});
export type LockInfo = z.infer<typeof lockInfoSchema>;

export interface HeldFileLock {
  readonly path: string;
  readonly token: string;
  readonly expiresAt: string;
  /** Extends the lease to now + ttlMs; false once it lapsed, was released or was taken by another. */
  renew(ttlMs: number): Promise<boolean>;
  /** Removes the lock file when it is still this holder's. */
  release(): Promise<void>;
}

/** A lock file the creating process is still writing reads as empty; it is not stale before this. */
const unreadableGraceMs = 2_000;
let staleCounter = 0;

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, "EPERM");
  }
}

/** A lock is stale when its lease lapsed, or when its holder ran on this host and has died. */
export function lockIsStale(info: LockInfo, now: number = Date.now()): boolean {
  const expires = Date.parse(info.expiresAt);
  if (!Number.isFinite(expires) || expires <= now) return true;
  return info.hostname === hostname() && !processIsAlive(info.pid);
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

/** `readLockInfo` in one synchronous read: for releasing a lock this process holds. */
function readLockInfoSync(file: string): LockInfo | "unreadable" | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
  return parseLockInfo(text);
}

function parseLockInfo(text: string): LockInfo | "unreadable" {
  try {
    const parsed = lockInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : "unreadable";
  } catch {
    return "unreadable";
  }
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

async function isStaleLock(file: string, info: LockInfo | "unreadable"): Promise<boolean> {
  if (info !== "unreadable") return lockIsStale(info);
  const stats = await stat(file).catch(() => undefined);
  return stats === undefined || Date.now() - stats.mtimeMs > unreadableGraceMs;
}

/**
 * Moves a stale lock aside. The rename is atomic, so of several processes breaking the same lock one
 * wins; if what it moved is not the lock it judged stale (a new holder slipped in), it is put back.
 */
async function breakStaleLock(file: string, judged: LockInfo | "unreadable"): Promise<void> {
  staleCounter += 1;
  const aside = `${file}.stale.${process.pid}.${staleCounter}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (isCode(error, "ENOENT")) return;
    throw error;
  }
  const moved = await readLockInfo(aside);
  const same = moved === judged || (typeof moved === "object" && typeof judged === "object" && moved.token === judged.token);
  if (!same) await link(aside, file).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/**
 * Takes the lock at `file` with an O_EXCL create (pid, hostname and expiry inside), breaking it first
 * when it is stale; undefined while a live holder has it.
 */
export async function tryAcquireFileLock(file: string, ttlMs: number): Promise<HeldFileLock | undefined> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const info = lockInfo(ttlMs);
    if (await createLockFile(file, JSON.stringify(info))) return heldLock(file, info);
    const existing = await readLockInfo(file);
    if (existing === undefined) continue;
    if (!(await isStaleLock(file, existing))) return undefined;
    await breakStaleLock(file, existing);
  }
  return undefined;
}

/**
 * Creates the lock file with O_EXCL and writes `text` into it; false when it exists. These are small
 * local calls, made synchronously (a thread-pool round trip costs more). No fsync: after a crash the
 * holder is gone anyway, and a lock file that lost its contents reads as unreadable, stale after
 * `unreadableGraceMs`.
 */
async function createLockFile(file: string, text: string): Promise<boolean> {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o644);
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    if (!isCode(error, "ENOENT")) throw error;
    await mkdir(path.dirname(file), { recursive: true });
    return createLockFile(file, text);
  }
  try {
    writeFileSync(fd, text, "utf8");
  } catch (error) {
    closeSync(fd);
    unlinkSync(file);
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
      const current = readLockInfoSync(file);
      if (typeof current !== "object" || current.token !== info.token) return;
      try {
        unlinkSync(file);
      } catch (error) {
        if (!isCode(error, "ENOENT")) throw error;
      }
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
