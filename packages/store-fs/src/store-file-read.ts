import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
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
 * Files up to this size are read with synchronous calls: a record file or a short session log is read in
 * less time than one round trip through libuv's thread pool, of which an asynchronous read takes four
 * (open, stat, read, close). A recall reads up to hundreds of them. Larger files are read asynchronously,
 * so a long session log never holds the event loop.
 */
const syncReadBytes = 256 * 1024;

/** What an open failure means for the caller, or undefined to rethrow it. */
function openFailure(error: unknown): Exclude<StoreFileRead, { type: "file" }> | undefined {
  if (isCode(error, "ENOENT", "ENOTDIR")) return { type: "missing" };
  if (isCode(error, "ELOOP", "EMLINK")) return { type: "linked" };
  return undefined;
}

/** What the open file's stats rule out before reading, or undefined to read it. */
function statsFailure(stats: Stats, maxBytes: number): Exclude<StoreFileRead, { type: "file" }> | undefined {
  if (!stats.isFile()) return { type: "not-a-file", found: stats.isDirectory() ? "directory" : "other" };
  if (stats.size > maxBytes) return { type: "too-large", size: stats.size };
  return undefined;
}

/** The bytes read into `buffer` (sized one past the limit, which tells a file that grew since the stat). */
function readResult(buffer: Buffer, length: number, maxBytes: number): StoreFileRead {
  if (length > maxBytes) return { type: "too-large", size: length };
  return { type: "file", bytes: buffer.subarray(0, length) };
}

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
  let fd: number;
  try {
    fd = openSync(absolute, readFlags);
  } catch (error) {
    const failure = openFailure(error);
    if (failure === undefined) throw error;
    return failure;
  }
  let large = false;
  try {
    const stats = fstatSync(fd);
    const failure = statsFailure(stats, maxBytes);
    if (failure !== undefined) return failure;
    large = stats.size > syncReadBytes;
    if (!large) {
      const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
      let length = 0;
      while (length < buffer.length) {
        const bytesRead = readSync(fd, buffer, length, buffer.length - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      return readResult(buffer, length, maxBytes);
    }
  } finally {
    closeSync(fd);
  }
  return readLargeFile(absolute, maxBytes);
}

/** `readStoreFile` for a file over `syncReadBytes`: the same checks, through the thread pool. */
async function readLargeFile(absolute: string, maxBytes: number): Promise<StoreFileRead> {
  const opened = await openForRead(absolute, maxBytes);
  if ("type" in opened) return opened;
  const { handle, size } = opened;
  try {
    const buffer = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return readResult(buffer, length, maxBytes);
  } finally {
    await handle.close();
  }
}

/**
 * The file at `absolute` opened for reading through the thread pool (no link followed at its last part, no
 * waiting on a FIFO) with its size, or what rules it out: missing, a link, not a file, over `maxBytes`
 * (the handle closed then). The caller closes the handle it gets.
 */
export async function openForRead(
  absolute: string,
  maxBytes: number,
): Promise<{ readonly handle: FileHandle; readonly size: number } | Exclude<StoreFileRead, { type: "file" }>> {
  let handle: FileHandle;
  try {
    handle = await open(absolute, readFlags);
  } catch (error) {
    const failure = openFailure(error);
    if (failure === undefined) throw error;
    return failure;
  }
  try {
    const stats = await handle.stat();
    const failure = statsFailure(stats, maxBytes);
    if (failure === undefined) return { handle, size: stats.size };
    await handle.close();
    return failure;
  } catch (error) {
    await handle.close();
    throw error;
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
