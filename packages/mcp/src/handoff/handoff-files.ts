import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from "node:fs";
import path from "node:path";
import { handoffTokenPattern } from "./handoff-protocol.js";

/** Where one server's hand-off lives: all in `<Engram home>/run`, a directory only its user may enter. */
export interface HandoffPaths {
  readonly dir: string;
  readonly socket: string;
  readonly token: string;
  /** Held (created exclusively) only while a server checks for a live one and binds: one server binds at a time. */
  readonly lock: string;
}

/** The longest socket path every Unix takes (macOS: 104 bytes with the NUL, Linux: 108). */
export const maxSocketPathBytes = 103;

/**
 * The hand-off's files for one server key (16 hex digits: the store and settings the hooks and the
 * server share), under the Engram home; undefined when the socket path would be too long for a Unix
 * socket (the hooks then run in their own process).
 */
export function handoffPaths(engramHome: string, key: string): HandoffPaths | undefined {
  if (!/^[0-9a-f]{16}$/.test(key)) throw new TypeError(`The hand-off key "${key.slice(0, 40)}" is not 16 hex digits.`);
  const dir = path.join(path.resolve(engramHome), "run");
  const base = path.join(dir, `hooks-${key}`);
  const socket = `${base}.sock`;
  if (Buffer.byteLength(socket) > maxSocketPathBytes) return undefined;
  return { dir, socket, token: `${base}.token`, lock: `${base}.lock` };
}

/** Who the hand-off's files must belong to, and how they are looked at (tests inject another uid or lstat). */
export interface OwnerCheck {
  readonly uid: number;
  readonly lstat?: (file: string) => Stats;
}

export type PrivateCheck =
  | { readonly ok: true; readonly stats: Stats }
  /** `missing`: nothing there (no server, quietly); otherwise a refusal that is logged. */
  | { readonly ok: false; readonly missing: boolean; readonly why: string };

const kinds = {
  directory: (stats: Stats) => stats.isDirectory(),
  socket: (stats: Stats) => stats.isSocket(),
  file: (stats: Stats) => stats.isFile(),
} as const;

/** A stat as the owner-only rule reads it: not a link, the expected kind, this user's, no permission for group or others. */
export function checkPrivateStats(file: string, kind: keyof typeof kinds, stats: Stats, uid: number): PrivateCheck {
  const refuse = (why: string): PrivateCheck => ({ ok: false, missing: false, why: `${file} ${why}` });
  if (stats.isSymbolicLink()) return refuse("is a symbolic link: the hand-off follows none");
  if (!kinds[kind](stats)) return refuse(`is not a ${kind}`);
  if (stats.uid !== uid) return refuse(`belongs to uid ${stats.uid}, not to this user (uid ${uid})`);
  if ((stats.mode & 0o077) !== 0) return refuse(`has mode ${(stats.mode & 0o777).toString(8)}: group or others may use it (owner only: 700 or 600)`);
  return { ok: true, stats };
}

/** Checks one of the hand-off's paths without following a symbolic link. */
export function checkPrivate(file: string, kind: keyof typeof kinds, owner: OwnerCheck): PrivateCheck {
  let stats: Stats;
  try {
    stats = (owner.lstat ?? lstatSync)(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, missing: code === "ENOENT" || code === "ENOTDIR", why: `${file}: ${code ?? String(error)}` };
  }
  return checkPrivateStats(file, kind, stats, owner.uid);
}

/** Reads the server's token: a regular file of this user's, owner-only, opened without following a link. */
export function readHandoffToken(file: string, owner: OwnerCheck): PrivateCheck & { token?: string } {
  const checked = checkPrivate(file, "file", owner);
  if (!checked.ok) return checked;
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, missing: code === "ENOENT", why: `${file}: ${code ?? String(error)}` };
  }
  try {
    // The file opened is the one checked: the same checks on what was opened.
    const opened = checkPrivateStats(file, "file", fstatSync(fd), owner.uid);
    if (!opened.ok) return opened;
    const buffer = Buffer.alloc(128);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const token = buffer.subarray(0, length).toString("utf8").trim();
    if (!handoffTokenPattern.test(token)) return { ok: false, missing: false, why: `${file} does not hold a hand-off token` };
    return { ...opened, token };
  } finally {
    closeSync(fd);
  }
}

/** The uid of this process, or undefined where there is none (Windows: the hand-off is off there). */
export function processUid(): number | undefined {
  return typeof process.getuid === "function" ? process.getuid() : undefined;
}
