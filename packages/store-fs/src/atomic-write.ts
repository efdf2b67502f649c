import { closeSync, constants, fstatSync, fsync, openSync, renameSync, writeSync } from "node:fs";
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";

let tempCounter = 0;

/** The temp file beside `target`: hidden, and naming this process so concurrent writers never share one. */
export function tempPathFor(target: string): string {
  tempCounter += 1;
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${tempCounter}.tmp`);
}

/*
 * The small calls (open, write, close, rename) run synchronously: on a local disk each takes
 * microseconds, far less than a thread-pool round trip, and the store runs one write at a time anyway.
 * The fsyncs, which wait for the disk, run on the thread pool so the event loop keeps going.
 */
const fsyncFd = (fd: number): Promise<void> => new Promise((resolve, reject) => fsync(fd, (error) => (error === null ? resolve() : reject(error))));

function writeAll(fd: number, data: string | Buffer): void {
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
}

/**
 * Opens `file` with `flags`, creating its directory first when that is what is missing. A directory
 * created is an entry of its parent: each parent is flushed, so a power loss cannot take the new
 * directory (and the file the caller then makes in it) away. The file's own directory is the caller's.
 */
async function openCreating(file: string, flags: string | number): Promise<number> {
  try {
    return openSync(file, flags, 0o644);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
  const directory = path.dirname(file);
  const first = await mkdir(directory, { recursive: true });
  if (first !== undefined) {
    // mkdir made `first` and every directory below it down to `directory`.
    const below = path.relative(first, directory);
    let created = first;
    await fsyncDirectory(path.dirname(created));
    for (const name of below === "" ? [] : below.split(path.sep)) {
      await fsyncDirectory(created);
      created = path.join(created, name);
    }
  }
  return openSync(file, flags, 0o644);
}

/** Flushes a directory's entry table, so a rename survives a crash; a no-op where directories cannot be opened. */
export async function fsyncDirectory(directory: string): Promise<void> {
  let fd: number | undefined;
  try {
    fd = openSync(directory, "r");
    await fsyncFd(fd);
  } catch (error) {
    if (!isCode(error, "EISDIR", "EPERM", "EINVAL", "EACCES", "EBADF")) throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Replaces `target` with `data` all at once: a reader sees the old file or the new one, never half.
 * Writes a temp file with this pid in its name in the same directory, fsyncs it, renames it over the
 * target, then fsyncs the directory.
 */
export async function writeFileAtomic(target: string, data: string | Buffer): Promise<void> {
  await replaceThroughTemp(target, async (fd) => writeAll(fd, data));
}

/** Fills a new temp file beside `target` with `fill`, fsyncs it, renames it over `target` and fsyncs the directory. */
async function replaceThroughTemp(target: string, fill: (fd: number) => Promise<void>): Promise<void> {
  const { temp, fd } = await createTemp(target);
  try {
    try {
      await fill(fd);
      await fsyncFd(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await fsyncDirectory(path.dirname(target));
}

/** Temp names tried before giving up: something already at the name (even a planted link) is never opened. */
const tempAttempts = 8;

/** Creates a new temp file beside `target` with O_EXCL, which fails on anything already there, a link included. */
async function createTemp(target: string): Promise<{ temp: string; fd: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const temp = tempPathFor(target);
    try {
      return { temp, fd: await openCreating(temp, "wx") };
    } catch (error) {
      if (!isCode(error, "EEXIST") || attempt === tempAttempts) throw error;
    }
  }
}

/** Appending never goes through a link at the log's own name. */
const appendFlags = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0);

/**
 * Appends `data` with one write call and fsyncs it; callers hold the store's lock so batches never
 * interleave. A file this call creates (a new session) also has its directory flushed, as a rename is.
 * A file with other hard links (a hand-made link, a backup tool's snapshot) first gets a copy of its
 * own, so the append never changes what another path shows.
 */
export async function appendFileDurable(target: string, data: string): Promise<void> {
  let created = true;
  let fd: number;
  try {
    fd = await openCreating(target, appendFlags | constants.O_EXCL);
  } catch (error) {
    if (!isCode(error, "EEXIST")) throw error;
    created = false;
    fd = await openCreating(target, appendFlags);
  }
  let shared = false;
  try {
    shared = fstatSync(fd).nlink > 1;
    if (!shared) {
      writeAll(fd, data);
      await fsyncFd(fd);
    }
  } finally {
    closeSync(fd);
  }
  if (shared) await appendToOwnCopy(target, data);
  else if (created) await fsyncDirectory(path.dirname(target));
}

/** Copies `target` and `data` into a new temp file, then renames it over `target`: a new inode, the old one untouched. */
async function appendToOwnCopy(target: string, data: string): Promise<void> {
  await replaceThroughTemp(target, async (fd) => {
    const source = await open(target, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      const chunk = Buffer.allocUnsafe(1024 * 1024);
      for (;;) {
        const { bytesRead } = await source.read(chunk, 0, chunk.length);
        if (bytesRead === 0) break;
        let written = 0;
        while (written < bytesRead) written += writeSync(fd, chunk, written, bytesRead - written);
      }
    } finally {
      await source.close();
    }
    writeAll(fd, data);
  });
}

/** Removes a file and flushes its directory; false when there was none. */
export async function removeFile(target: string): Promise<boolean> {
  try {
    await unlink(target);
  } catch (error) {
    if (isCode(error, "ENOENT")) return false;
    throw error;
  }
  await fsyncDirectory(path.dirname(target));
  return true;
}

export function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === "object" && error !== null && "code" in error && codes.includes(String(error.code));
}
