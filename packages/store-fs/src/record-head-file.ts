import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { EntryType, Scope } from "@engram/core";
import { entryTypeSchema, parseScopeLabel, recordKinds, scopeLabel, type RecordKind } from "@engram/core/store";
import { writeFileAtomic } from "./atomic-write.js";
import { fileLimits } from "./file-limits.js";
import { layout } from "./layout.js";
import { checkedPath, pathObstacle } from "./path-guard.js";
import type { RecordHead } from "./record-head.js";
import { readStoreFile } from "./store-file-read.js";

/** One record file as the head index knows it: its fingerprint when indexed, its kind and its records' heads. */
export interface IndexedFile {
  readonly fingerprint: string;
  readonly kind: RecordKind;
  readonly heads: readonly RecordHead[];
}

/**
 * `.index/records.json`: the heads (`RecordHead`) of every readable record file as last read, keyed by
 * path with the file's fingerprint. Derived data only: on open, a file whose fingerprint matches is
 * taken from here instead of being read; anything missing, stale, unreadable or malformed is read from
 * the files. Layout: a first line `ENGRAMRH <version> <CRC-32 of the rest, hex>`, then JSON
 * `{"files":[[path, fingerprint, kind, [[id, scope label, tags, createdAt, updatedAt, type|null,
 * key|null, date|null, vector length], ...]], ...]}`. Every value is checked on load; a file entry that
 * does not check out is left out (that file is read).
 */
export const headIndexVersion = 2;
const magic = "ENGRAMRH";

type HeadRow = [string, string, string[], string, string, string | null, string | null, string | null, number];
type FileRow = [string, string, RecordKind, HeadRow[]];

/**
 * The indexed files, or an empty map when there is no head index, it is not whole and of this version,
 * or its checksum is not `expected` (the one the search index was written with: see `SearchManifest`).
 */
export async function loadHeadIndex(root: string, expected: string | undefined): Promise<Map<string, IndexedFile>> {
  const indexed = new Map<string, IndexedFile>();
  let rows: unknown;
  try {
    // Derived data: an index that is a link, too large, torn or not JSON is simply not used (the files are read).
    if (pathObstacle(root, layout.cacheFile, "file") !== undefined) return indexed;
    const read = await readStoreFile(path.join(root, layout.cacheFile), fileLimits.recordCacheBytes);
    if (read.type !== "file") return indexed;
    const newline = read.bytes.indexOf(10);
    if (newline < 0) return indexed;
    const [head, version, checksum] = read.bytes.toString("latin1", 0, newline).split(" ");
    const body = read.bytes.subarray(newline + 1);
    if (head !== magic || version !== String(headIndexVersion) || checksum !== expected || checksum !== crc32(body).toString(16)) return indexed;
    rows = (JSON.parse(body.toString("utf8")) as { files?: unknown } | null)?.files;
  } catch {
    return indexed;
  }
  if (!Array.isArray(rows)) return indexed;
  const seen: Seen = { scopes: new Map(), strings: new Map() };
  for (const row of rows) {
    const file = fileOf(row, seen);
    if (file !== undefined) indexed.set(file[0], file[1]);
  }
  return indexed;
}

const kinds: ReadonlySet<string> = new Set(recordKinds);
const entryTypes: ReadonlySet<string> = new Set(entryTypeSchema.options);
const isString = (value: unknown): value is string => typeof value === "string";
const isTime = (value: unknown): value is string => isString(value) && Number.isFinite(Date.parse(value));

/**
 * What the load has met already: each scope label's scope, and one string for each tag and entry type (a
 * year's heads repeat a few dozen of them 100,000 times: one string each in memory, not one per head).
 */
interface Seen {
  readonly scopes: Map<string, Scope>;
  readonly strings: Map<string, string>;
}

function interned(seen: Seen, value: string): string {
  const known = seen.strings.get(value);
  if (known !== undefined) return known;
  seen.strings.set(value, value);
  return value;
}

function fileOf(row: unknown, seen: Seen): [string, IndexedFile] | undefined {
  if (!Array.isArray(row) || row.length !== 4) return undefined;
  const [file, fingerprint, kind, headRows] = row as unknown[];
  if (!isString(file) || !isString(fingerprint) || !isString(kind) || !kinds.has(kind) || !Array.isArray(headRows)) return undefined;
  const heads: RecordHead[] = [];
  for (const headRow of headRows) {
    const head = headOfRow(kind as RecordKind, headRow, seen);
    if (head === undefined) return undefined;
    heads.push(head);
  }
  return [file, { fingerprint, kind: kind as RecordKind, heads }];
}

/** A head row checked field by field against what a record of `kind` holds; undefined when anything is off. */
function headOfRow(kind: RecordKind, row: unknown, seen: Seen): RecordHead | undefined {
  if (!Array.isArray(row) || row.length !== 9) return undefined;
  const [id, label, tags, createdAt, updatedAt, type, key, date, vectorLength] = row as unknown[];
  if (!isString(id) || !isString(label) || !Array.isArray(tags) || !isTime(createdAt)) return undefined;
  // Each tag interned in place: the parsed list becomes the head's.
  for (let at = 0; at < tags.length; at++) {
    const tag: unknown = tags[at];
    if (!isString(tag)) return undefined;
    tags[at] = interned(seen, tag);
  }
  if (updatedAt !== createdAt && !isTime(updatedAt)) return undefined;
  if (!Number.isSafeInteger(vectorLength) || (vectorLength as number) < 0) return undefined;
  const typed = kind === "entry" || kind === "daily";
  const keyed = kind === "entry" || kind === "note";
  if (typed ? !isString(type) || !entryTypes.has(type) : type !== null) return undefined;
  if (keyed ? !isString(key) : key !== null) return undefined;
  if (kind === "daily" ? !isString(date) : date !== null) return undefined;
  let scope = seen.scopes.get(label);
  if (scope === undefined) {
    try {
      scope = parseScopeLabel(label);
    } catch {
      return undefined;
    }
    seen.scopes.set(label, scope);
  }
  // Most records were never updated: one string for both times. The fields in `headOf`'s order, so
  // heads read here and heads of files read share their shapes; no object is made only to be spread.
  const list = tags as string[];
  const updated = updatedAt === createdAt ? createdAt : (updatedAt as string);
  const length = vectorLength as number;
  switch (kind) {
    case "entry":
      return {
        kind,
        id,
        scope,
        tags: list,
        createdAt,
        updatedAt: updated,
        type: interned(seen, type as string) as EntryType,
        key: key as string,
        vectorLength: length,
      };
    case "daily":
      return {
        kind,
        id,
        scope,
        tags: list,
        createdAt,
        updatedAt: updated,
        type: interned(seen, type as string) as EntryType,
        date: date as string,
        vectorLength: length,
      };
    case "note":
      return { kind, id, scope, tags: list, createdAt, updatedAt: updated, key: key as string, vectorLength: length };
    default:
      return { kind, id, scope, tags: list, createdAt, updatedAt: updated, vectorLength: length };
  }
}

function rowOf(head: RecordHead): HeadRow {
  return [
    head.id,
    scopeLabel(head.scope),
    [...head.tags],
    head.createdAt,
    head.updatedAt,
    head.type ?? null,
    head.key ?? null,
    head.date ?? null,
    head.vectorLength,
  ];
}

/** The head index's bytes for `files` (sorted by path), and its checksum. */
export function encodeHeadIndex(files: Iterable<readonly [string, IndexedFile]>): { bytes: Buffer; checksum: string } {
  const rows: FileRow[] = [];
  for (const [file, indexed] of files) rows.push([file, indexed.fingerprint, indexed.kind, indexed.heads.map(rowOf)]);
  rows.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = Buffer.from(`${JSON.stringify({ files: rows })}\n`, "utf8");
  const checksum = crc32(body).toString(16);
  return { bytes: Buffer.concat([Buffer.from(`${magic} ${headIndexVersion} ${checksum}\n`, "latin1"), body]), checksum };
}

/**
 * Writes the head index (atomically) from the files now loaded, leaving out those with problems.
 * Returns its checksum, and whether the file was written (false: it already held exactly this).
 */
export async function saveHeadIndex(
  root: string,
  files: Iterable<readonly [string, IndexedFile]>,
  hasProblems: (file: string) => boolean,
): Promise<{ checksum: string; written: boolean }> {
  const kept: [string, IndexedFile][] = [];
  for (const [file, indexed] of files) if (!hasProblems(file)) kept.push([file, indexed]);
  const { bytes, checksum } = encodeHeadIndex(kept);
  const file = checkedPath(root, layout.cacheFile);
  const current = await readFile(file).catch(() => undefined);
  if (current?.equals(bytes)) return { checksum, written: false };
  await writeFileAtomic(file, bytes);
  return { checksum, written: true };
}
