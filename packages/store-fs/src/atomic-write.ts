import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";

let tempCounter = 0;

/** The temp file beside `target`: hidden, and naming this process so concurrent writers never share one. */
export function tempPathFor(target: string): string {
  tempCounter += 1;
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${tempCounter}.tmp`);
}

/** Flushes a directory's entry table, so a rename survives a crash; a no-op where directories cannot be opened. */
export async function fsyncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, "r");
    await handle.sync();
  } catch (error) {
    if (!isCode(error, "EISDIR", "EPERM", "EINVAL", "EACCES", "EBADF")) throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Replaces `target` with `data` all at once: a reader sees the old file or the new one, never half.
 * Writes a temp file with this pid in its name in the same directory, fsyncs it, renames it over the
 * target, then fsyncs the directory.
 */
export async function writeFileAtomic(target: string, data: string): Promise<void> {
  const directory = path.dirname(target);
  await mkdir(directory, { recursive: true });
  const temp = tempPathFor(target);
  try {
    const handle = await open(temp, "wx", 0o644);
    try {
      await handle.writeFile(data, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await fsyncDirectory(directory);
}

/** Appends `data` with one write call and fsyncs it; callers hold the store's lock so batches never interleave. */
export async function appendFileDurable(target: string, data: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const handle = await open(target, "a", 0o644);
  try {
    const bytes = Buffer.from(data, "utf8");
    let written = 0;
    while (written < bytes.length) {
      const result = await handle.write(bytes, written, bytes.length - written);
      written += result.bytesWritten;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
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
