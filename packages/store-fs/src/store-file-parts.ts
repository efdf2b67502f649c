import { pathType } from "./path-guard.js";
import { openForRead, type StoreFileRead } from "./store-file-read.js";

/**
 * A store file read in two parts: its head, and the rest in memory of its own (an ArrayBuffer of exactly
 * that length, at offset 0, so typed arrays of any element size can view it where the file aligned them).
 * `body` is empty when `headLength` had no answer or the file grew while it was read: such a file is
 * not what its head says.
 */
export type StoreFileParts =
  | { readonly type: "parts"; readonly head: Buffer; readonly body: Uint8Array<ArrayBuffer> }
  | Exclude<StoreFileRead, { type: "file" }>;

/**
 * Reads the regular file at `absolute` (at most `maxBytes`, with `readStoreFile`'s checks: a link, a
 * directory or a device is reported, not opened through) through the thread pool: its first `prefixBytes`,
 * then the head `headLength` says the prefix starts (from `prefixBytes` to the file's size), then the
 * rest straight into its own buffer. A large index is then never copied to get its columns aligned,
 * nor held twice in memory.
 */
export async function readStoreFileParts(
  absolute: string,
  maxBytes: number,
  prefixBytes: number,
  headLength: (prefix: Buffer, size: number) => number | undefined,
): Promise<StoreFileParts> {
  const type = pathType(absolute);
  if (type === "missing") return { type: "missing" };
  if (type === "link") return { type: "linked" };
  if (type !== "file") return { type: "not-a-file", found: type };
  const opened = await openForRead(absolute, maxBytes);
  if ("type" in opened) return opened;
  const { handle, size } = opened;
  try {
    const read = async (into: Uint8Array, from: number): Promise<number> => {
      let length = 0;
      while (length < into.length) {
        const { bytesRead } = await handle.read(into, length, into.length - length, from + length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      return length;
    };
    const prefix = Buffer.alloc(Math.min(prefixBytes, size));
    const whole = { type: "parts" as const, head: prefix, body: new Uint8Array(0) };
    if ((await read(prefix, 0)) < prefix.length) return whole;
    const headEnd = headLength(prefix, size);
    if (headEnd === undefined || !Number.isSafeInteger(headEnd) || headEnd < prefix.length || headEnd > size) return whole;
    const head = Buffer.alloc(headEnd);
    prefix.copy(head);
    const body = new Uint8Array(size - headEnd);
    if ((await read(head.subarray(prefix.length), prefix.length)) < head.length - prefix.length) return whole;
    if ((await read(body, headEnd)) < body.length) return whole;
    // A byte past the size the stat gave: the file grew while it was read.
    if ((await read(new Uint8Array(1), size)) > 0) return whole;
    return { type: "parts", head, body };
  } finally {
    await handle.close();
  }
}
