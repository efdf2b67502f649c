import path from "node:path";
import type { MemoryRecord } from "@engram/core/store";
import { BoundedCache } from "@engram/core/store-kit";
import type { DailyDocument } from "./daily-file.js";
import { fingerprintSync } from "./file-scan.js";
import { readRecordFile } from "./record-file-read.js";
import { headOf, sameHead } from "./record-head.js";
import type { IndexedFile } from "./record-head-file.js";

/** One version of a record file as read: its records (vetted) and, for a day, its layout. */
export interface FileBody {
  readonly fingerprint: string;
  readonly records: readonly MemoryRecord[];
  readonly document?: DailyDocument;
}

/** How many record files' bodies are kept at most: a query's page of up to 1,000 records fits. */
export const keptBodies = 2048;

/**
 * The bodies of the record files read lately, by path: what a `get`, a query's page or a search hit
 * reads again soon is not read from disk again. Only the version named by its fingerprint is ever
 * given back: a body read from another version of the file than the one tracked now is not there.
 */
export class RecordBodies {
  readonly #cache = new BoundedCache<string, FileBody>({ maxEntries: keptBodies });

  /** The body of `file` as of `fingerprint`, if kept. */
  get(file: string, fingerprint: string): FileBody | undefined {
    const body = this.#cache.get(file);
    return body?.fingerprint === fingerprint ? body : undefined;
  }

  /** `get` without counting a use (to index a file's records right after it was read). */
  peek(file: string, fingerprint: string): FileBody | undefined {
    const body = this.#cache.peek(file);
    return body?.fingerprint === fingerprint ? body : undefined;
  }

  set(file: string, body: FileBody): void {
    this.#cache.set(file, body);
  }

  delete(file: string): void {
    this.#cache.delete(file);
  }
}

/**
 * Reads `file` (whose directories the caller has checked) as the version `tracked` names: its body when
 * the file's fingerprint after the read is the tracked one and its records give exactly the tracked
 * heads; else the fingerprint found (undefined: no file), and the caller takes the file in again.
 */
export async function readVerifiedBody(root: string, file: string, tracked: IndexedFile): Promise<{ body: FileBody } | { print: string | undefined }> {
  const read = await readRecordFile(root, file);
  const print = fingerprintSync(path.join(root, file));
  if (read.type !== "read" || print !== tracked.fingerprint || read.kind !== tracked.kind) return { print };
  const { records, document } = read.parsed;
  if (records.length !== tracked.heads.length || !records.every((record, at) => sameHead(headOf(record), tracked.heads[at]!))) return { print };
  return { body: { fingerprint: print, records, ...(document ? { document } : {}) } };
}
