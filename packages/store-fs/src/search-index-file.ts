import path from "node:path";
import { sessionInfoSchema } from "@engram/core/store";
import { writeFileAtomic } from "./atomic-write.js";
import { decodeIndexParts, encodeIndex, type IndexImage, indexHeadLength, indexPrefixBytes } from "./index-file.js";
import { fileLimits } from "./file-limits.js";
import { layout } from "./layout.js";
import { checkedPath, pathObstacle } from "./path-guard.js";
import type { ManifestSession } from "./session-files.js";
import { readStoreFileParts } from "./store-file-parts.js";

/** What the index file holds beside the postings: the session files whose messages it indexed. */
export interface SearchManifest {
  readonly sessions: readonly ManifestSession[];
  /**
   * The checksum of the head index (`.index/records.json`) written with this index: a head index with
   * another one (edited by hand, or written by another process after this) is not used.
   */
  readonly heads?: string;
  /**
   * When the fingerprints of the record files (the head index's, and those the record digests were taken
   * from) were taken, in ms since the epoch: a record file whose mtime or ctime is not older (less a
   * window) is read again at the next open, its fingerprint matching or not (racy-files.ts). Session files
   * have no such time: their fingerprints (with the ctime) alone decide (session-files.ts).
   */
  readonly recordPrintsTakenAt: number;
}

/** The index file as read, and the file's size. */
export interface LoadedIndex extends IndexImage<SearchManifest> {
  readonly fileBytes: number;
}

/**
 * The derived search index as last written, or undefined: none, blocked (a link, a directory), too
 * large, torn, of another version or failing its checksum. Then every file is read, as without one.
 * The file is read at once; its decode, which holds the event loop, waits for `decodeAfter` (settled
 * either way: the open's listing of the record files, which must not wait behind it).
 */
export async function loadSearchIndex(root: string, decodeAfter?: Promise<unknown>): Promise<LoadedIndex | undefined> {
  // Settled either way, from now: a listing that fails while the file is read is no unhandled rejection.
  const settled = decodeAfter?.catch(() => undefined);
  try {
    if (pathObstacle(root, layout.searchIndexFile, "file") !== undefined) return undefined;
    const read = await readStoreFileParts(path.join(root, layout.searchIndexFile), fileLimits.searchIndexBytes, indexPrefixBytes, indexHeadLength);
    await settled;
    if (read.type !== "parts") return undefined;
    const image = decodeIndexParts<SearchManifest>(read.head, read.body);
    if (image === undefined || !wellFormedManifest(image.manifest)) return undefined;
    return { ...image, fileBytes: read.head.length + read.body.length };
  } catch {
    return undefined;
  }
}

/** A session's info as the manifest must hold it: core's schema, no other field (it is handed out as read). */
const storedInfo = sessionInfoSchema.strict();
const whole = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Whether the manifest holds what the store writes: sessions with a file and fingerprint (strings),
 * their info as core's schema has it (and nothing else), whole numbers and a flag; the head index's
 * checksum a string when named; the time the record fingerprints were taken, a whole number. The file's
 * checksum only proves it was not torn: one written wrong (by hand, by another program) is no index,
 * where a session entry of another shape made the open throw.
 */
function wellFormedManifest(manifest: unknown): manifest is SearchManifest {
  if (typeof manifest !== "object" || manifest === null) return false;
  const { sessions, heads, recordPrintsTakenAt } = manifest as Record<string, unknown>;
  if (heads !== undefined && typeof heads !== "string") return false;
  if (!whole(recordPrintsTakenAt)) return false;
  return (
    Array.isArray(sessions) &&
    sessions.every((session: unknown) => {
      if (typeof session !== "object" || session === null) return false;
      const { file, fingerprint, info, lastSeq, endsWithNewline, size, claimedSeq } = session as Record<string, unknown>;
      return (
        typeof file === "string" &&
        typeof fingerprint === "string" &&
        typeof endsWithNewline === "boolean" &&
        whole(lastSeq) &&
        whole(size) &&
        whole(claimedSeq) &&
        storedInfo.safeParse(info).success
      );
    })
  );
}

/**
 * Writes the index atomically (temp file, fsync, rename), so a reader finds the old file or the new one
 * whole; returns the file's size.
 */
export async function saveSearchIndex(root: string, image: IndexImage<SearchManifest>): Promise<number> {
  const bytes = encodeIndex(image);
  await writeFileAtomic(checkedPath(root, layout.searchIndexFile), bytes);
  return bytes.length;
}
