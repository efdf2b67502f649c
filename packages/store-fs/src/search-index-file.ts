import path from "node:path";
import { writeFileAtomic } from "./atomic-write.js";
import { decodeIndex, encodeIndex, type IndexImage } from "./index-file.js";
import { fileLimits } from "./file-limits.js";
import { layout } from "./layout.js";
import { checkedPath, pathObstacle } from "./path-guard.js";
import type { ManifestSession } from "./session-files.js";
import { readStoreFile } from "./store-file-read.js";

/** What the index file holds beside the postings: the session files whose messages it indexed. */
export interface SearchManifest {
  readonly sessions: readonly ManifestSession[];
  /**
   * The checksum of the head index (`.index/records.json`) written with this index: a head index with
   * another one (edited by hand, or written by another process after this) is not used.
   */
  readonly heads?: string;
}

/**
 * The derived search index as last written, or undefined: none, blocked (a link, a directory), too
 * large, torn, of another version or failing its checksum. Then every file is read, as without one.
 * The file is read at once; its decode, which holds the event loop, waits for `decodeAfter` (settled
 * either way: the open's listing of the record files, which must not wait behind it).
 */
export async function loadSearchIndex(root: string, decodeAfter?: Promise<unknown>): Promise<IndexImage<SearchManifest> | undefined> {
  try {
    if (pathObstacle(root, layout.searchIndexFile, "file") !== undefined) return undefined;
    const read = await readStoreFile(path.join(root, layout.searchIndexFile), fileLimits.searchIndexBytes);
    await decodeAfter?.catch(() => undefined);
    if (read.type !== "file") return undefined;
    const image = decodeIndex<SearchManifest>(read.bytes);
    if (image === undefined || !Array.isArray(image.manifest?.sessions)) return undefined;
    return image;
  } catch {
    return undefined;
  }
}

/** Writes the index atomically (temp file, fsync, rename), so a reader finds the old file or the new one whole. */
export async function saveSearchIndex(root: string, image: IndexImage<SearchManifest>): Promise<void> {
  await writeFileAtomic(checkedPath(root, layout.searchIndexFile), encodeIndex(image));
}
