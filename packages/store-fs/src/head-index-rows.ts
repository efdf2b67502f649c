import type { RecordKind } from "@engram/core/store";
import { checkedHead, HeadSeen, type IndexedFile, isString, recordKindNames } from "./head-fields.js";
import { IndexedFiles } from "./indexed-files.js";
import type { RecordHead } from "./record-head.js";

/**
 * Version 2 of the head index's body, still read so that an upgrade takes its heads instead of reading
 * every record file (it is written again as version 3 by that open): JSON `{"files":[[path, fingerprint,
 * kind, [[id, scope label, tags, createdAt, updatedAt, type|null, key|null, date|null, vector length],
 * ...]], ...]}`, a row per file. A row that does not check out is left out (that file is read).
 */
export function filesOfRows(body: unknown): IndexedFiles {
  const rows = (body as { files?: unknown } | null)?.files;
  if (!Array.isArray(rows)) return IndexedFiles.empty();
  const seen = new HeadSeen();
  const paths: string[] = [];
  const files: IndexedFile[] = [];
  for (const row of rows) {
    const file = fileOf(row, seen);
    if (file === undefined) continue;
    paths.push(file[0]);
    files.push(file[1]);
  }
  return new IndexedFiles(paths, files);
}

function fileOf(row: unknown, seen: HeadSeen): [string, IndexedFile] | undefined {
  if (!Array.isArray(row) || row.length !== 4) return undefined;
  const [file, fingerprint, kind, headRows] = row as unknown[];
  if (!isString(file) || !isString(fingerprint) || !isString(kind) || !recordKindNames.has(kind) || !Array.isArray(headRows)) return undefined;
  // At its exact length (head-index-columns.ts says why): the files' heads are held for the store's life.
  const heads = new Array<RecordHead>(headRows.length);
  for (let at = 0; at < headRows.length; at++) {
    const head = headOfRow(kind as RecordKind, headRows[at], seen);
    if (head === undefined) return undefined;
    heads[at] = head;
  }
  return [file, { fingerprint, kind: kind as RecordKind, heads }];
}

function headOfRow(kind: RecordKind, row: unknown, seen: HeadSeen): RecordHead | undefined {
  if (!Array.isArray(row) || row.length !== 9) return undefined;
  const [id, label, tags, createdAt, updatedAt, type, key, date, vectorLength] = row as unknown[];
  if (!isString(label) || !Array.isArray(tags)) return undefined;
  // Each tag interned in place: the parsed list becomes the head's.
  for (let at = 0; at < tags.length; at++) {
    const tag: unknown = tags[at];
    if (!isString(tag)) return undefined;
    tags[at] = seen.interned(tag);
  }
  return checkedHead(kind, id, seen.scope(label), tags as string[], { createdAt, updatedAt, type, key, date, vectorLength }, seen);
}
