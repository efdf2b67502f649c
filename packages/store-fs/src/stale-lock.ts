/**
 * Stale lock files: when one may be broken, and breaking it without ever removing a live holder's lock.
 * A lock is judged by what one open of its file showed (`observeLock`: contents and identity together),
 * and broken only while the file still is that very version, by one breaker at a time.
 */

import { randomUUID } from "node:crypto";
import { closeSync, fstatSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync } from "node:fs";
import { hostname } from "node:os";
import { z } from "zod";
import { isCode } from "./atomic-write.js";
import { lockFaults } from "./lock-faults.js";

/** What a lock file holds: who took it and until when. */
export const lockInfoSchema = z.object({
  token: z.string().min(1),
  pid: z.number().int(),
  hostname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});
export type LockInfo = z.infer<typeof lockInfoSchema>;

/** One version of a lock file as one open saw it: its contents ("unreadable": no valid lock) and which file version it was. */
export interface ObservedLock {
  readonly info: LockInfo | "unreadable";
  readonly ino: bigint;
  readonly mtimeNs: bigint;
  readonly mtimeMs: number;
}

/**
 * A lock file that holds no valid lock is not stale before this: a lock written by an Engram from before
 * decision 0628 (created empty, then written) reads as empty for an instant, longer on a loaded machine.
 */
const unreadableGraceMs = 2_000;

/** A break guard (`<lock>.break`) this old was left by a breaker that died; a break takes milliseconds. */
const breakGuardStaleMs = 10_000;

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

export function parseLockInfo(text: string): LockInfo | "unreadable" {
  try {
    const parsed = lockInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : "unreadable";
  } catch {
    return "unreadable";
  }
}

/** The lock at `file` as one open saw it (contents and identity of the same version); undefined when there is none. */
export function observeLock(file: string): ObservedLock | undefined {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
  try {
    const stats = fstatSync(fd, { bigint: true });
    const info = parseLockInfo(readFileSync(fd, "utf8"));
    return { info, ino: stats.ino, mtimeNs: stats.mtimeNs, mtimeMs: Number(stats.mtimeMs) };
  } finally {
    closeSync(fd);
  }
}

/** Whether two observations are of the same lock: the same file version, and for a readable lock the same token. */
export function sameLock(a: ObservedLock, b: ObservedLock): boolean {
  if (a.ino !== b.ino || a.mtimeNs !== b.mtimeNs) return false;
  return typeof a.info === "object" && typeof b.info === "object" ? a.info.token === b.info.token : a.info === b.info;
}

/** Whether the observed lock may be broken: its lease lapsed or its holder died; one holding no valid lock, once its grace passed. */
export function isStale(lock: ObservedLock, now: number = Date.now()): boolean {
  return lock.info === "unreadable" ? now - lock.mtimeMs > unreadableGraceMs : lockIsStale(lock.info, now);
}

/**
 * Breaks the lock `judged` showed, if `file` still is that version. One breaker at a time holds the
 * guard `<file>.break` (created exclusively), re-reads the lock under it and moves it aside only while it
 * is the judged one; a lock taken after the judgement (the stale one broken by another breaker first, or
 * released) is never touched. False while another process is breaking it (the caller tries again later).
 */
export function breakStaleLock(file: string, judged: ObservedLock): boolean {
  const guard = `${file}.break`;
  if (!createGuard(guard)) {
    clearDeadGuard(guard);
    return false;
  }
  try {
    lockFaults.pause("guarded");
    const current = observeLock(file);
    if (current === undefined || !sameLock(current, judged)) return true;
    const aside = `${file}.stale-${randomUUID()}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if (isCode(error, "ENOENT")) return true;
      throw error;
    }
    lockFaults.pause("moved");
    // Only a holder releasing its lapsed lock and a new one taking it in the instant between the check
    // and the move would put another lock here: it goes back.
    const moved = observeLock(aside);
    if (moved !== undefined && !sameLock(moved, judged)) restore(aside, file);
    removeIfThere(aside);
    return true;
  } finally {
    removeIfThere(guard);
  }
}

function createGuard(guard: string): boolean {
  try {
    closeSync(openSync(guard, "wx", 0o644));
    return true;
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    throw error;
  }
}

/** Removes a break guard its breaker left behind when it died (older than `breakGuardStaleMs`). */
function clearDeadGuard(guard: string): void {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(guard).mtimeMs;
  } catch (error) {
    if (isCode(error, "ENOENT")) return;
    throw error;
  }
  if (Date.now() - mtimeMs > breakGuardStaleMs) removeIfThere(guard);
}

function restore(aside: string, file: string): void {
  try {
    linkSync(aside, file);
  } catch (error) {
    if (!isCode(error, "EEXIST")) throw error;
  }
}

export function removeIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
}
