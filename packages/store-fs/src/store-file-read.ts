import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { isCode } from "./atomic-write.js";
import { pathType } from "./path-guard.js";

/** What reading one store file found. */
export type StoreFileRead =
  | { readonly type: "file"; readonly bytes: Buffer }
  | { readonly type: "missing" }
  | { readonly type: "linked" }
  | { readonly type: "not-a-file"; readonly found: "directory" | "other" }
  | { readonly type: "too-large"; readonly size: number };

/** No following a link at the last part; no waiting on a pipe's writer (a hand-made FIFO would hang `open`). */
const readFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * Reads the regular file at `absolute`, at most `maxBytes` of it: a link, a directory or a device is
 * reported instead of being opened through, and a file over the limit is not read at all. The
 * directories above must already be known to be real (see `pathObstacle`).
 */
export async function readStoreFile(absolute: string, maxBytes: number): Promise<StoreFileRead> {
  // lstat first: O_NOFOLLOW is not there on every platform, and it tells a link from a missing file.
  const type = pathType(absolute);
  if (type === "missing") return { type: "missing" };
  if (type === "link") return { type: "linked" };
  if (type !== "file") return { type: "not-a-file", found: type };
  let handle;
  try {
    handle = await open(absolute, readFlags);
  } catch (error) {
    if (isCode(error, "ENOENT", "ENOTDIR")) return { type: "missing" };
    if (isCode(error, "ELOOP", "EMLINK")) return { type: "linked" };
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { type: "not-a-file", found: stats.isDirectory() ? "directory" : "other" };
    if (stats.size > maxBytes) return { type: "too-large", size: stats.size };
    // One byte past the limit tells a file that grew since the stat.
    const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) return { type: "too-large", size: length };
    return { type: "file", bytes: buffer.subarray(0, length) };
  } finally {
    await handle.close();
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The bytes as text, or undefined when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The bytes as text, line by line: a line that is not UTF-8 becomes empty and its number (1-based) is
 * listed, so one bad line does not cost the others. A newline byte is never part of a multi-byte
 * character, so the lines are those of the file.
 */
export function decodeUtf8Lines(bytes: Buffer): { text: string; badLines: number[] } {
  const whole = decodeUtf8(bytes);
  if (whole !== undefined) return { text: whole, badLines: [] };
  const lines: string[] = [];
  const badLines: number[] = [];
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    const line = decodeUtf8(bytes.subarray(start, end));
    if (line === undefined) badLines.push(lines.length + 1);
    lines.push(line ?? "");
    start = end + 1;
  }
  return { text: lines.join("\n"), badLines };
}
