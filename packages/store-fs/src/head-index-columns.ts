import type { Scope } from "@engram/core";
import { scopeLabel, type RecordKind } from "@engram/core/store";
import { checkedHead, entryTypeNames, HeadSeen, type IndexedFile, isLength, isString, recordKindNames } from "./head-fields.js";
import { IndexedFiles } from "./indexed-files.js";
import type { RecordHead } from "./record-head.js";

/**
 * Version 3 of the head index's body: JSON of columns, no array per file or per head (at 100,000 entries
 * the rows of version 2 were 500,000 small arrays that the open parsed and dropped: half of its time on
 * that file). `files` holds a column per field of the record files (path, fingerprint, kind as a number
 * of `kinds`, how many heads), `heads` a column per field of their heads in file order (id; scope as a
 * number of `scopes`, the scope labels; tags as a number of `tags`, the lists of tags; createdAt;
 * updatedAt, or 0 when it is createdAt; type as a number of `types`, or -1; key, date and their absence
 * as null; vector length). Heads with the same tags share one list in memory.
 *
 * A column of the wrong length, or counts of heads that do not add up, make the file no index; a file
 * whose own fields or any of whose heads do not check out is left out (that file is read).
 */
interface Columns {
  readonly files: { readonly path: unknown; readonly print: unknown; readonly kind: unknown; readonly heads: unknown };
  readonly heads: {
    readonly id: unknown;
    readonly scope: unknown;
    readonly tags: unknown;
    readonly createdAt: unknown;
    readonly updatedAt: unknown;
    readonly type: unknown;
    readonly key: unknown;
    readonly date: unknown;
    readonly vector: unknown;
  };
  readonly kinds: unknown;
  readonly scopes: unknown;
  readonly tags: unknown;
  readonly types: unknown;
}

/** The body (JSON text) for `files`, in the order given. */
export function encodeColumns(files: readonly (readonly [string, IndexedFile])[]): string {
  const tables = { kinds: new Table(), scopes: new Table(), tags: new Table(), types: new Table() };
  const tagLists: (readonly string[])[] = [];
  const fileColumns = { path: [] as string[], print: [] as string[], kind: [] as number[], heads: [] as number[] };
  const headColumns = {
    id: [] as string[],
    scope: [] as number[],
    tags: [] as number[],
    createdAt: [] as string[],
    updatedAt: [] as (string | 0)[],
    type: [] as number[],
    key: [] as (string | null)[],
    date: [] as (string | null)[],
    vector: [] as number[],
  };
  for (const [file, indexed] of files) {
    fileColumns.path.push(file);
    fileColumns.print.push(indexed.fingerprint);
    fileColumns.kind.push(tables.kinds.number(indexed.kind));
    fileColumns.heads.push(indexed.heads.length);
    for (const head of indexed.heads) {
      headColumns.id.push(head.id);
      headColumns.scope.push(tables.scopes.number(scopeLabel(head.scope)));
      const tags = tables.tags.number(JSON.stringify(head.tags));
      if (tags === tagLists.length) tagLists.push(head.tags);
      headColumns.tags.push(tags);
      headColumns.createdAt.push(head.createdAt);
      headColumns.updatedAt.push(head.updatedAt === head.createdAt ? 0 : head.updatedAt);
      headColumns.type.push(head.type === undefined ? -1 : tables.types.number(head.type));
      headColumns.key.push(head.key ?? null);
      headColumns.date.push(head.date ?? null);
      headColumns.vector.push(head.vectorLength);
    }
  }
  const body = { files: fileColumns, heads: headColumns, kinds: tables.kinds.values, scopes: tables.scopes.values, tags: tagLists, types: tables.types.values };
  return JSON.stringify(body);
}

/** Distinct values numbered in the order first met. */
class Table {
  readonly values: string[] = [];
  readonly #numbers = new Map<string, number>();

  number(value: string): number {
    let number = this.#numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.#numbers.set(value, number);
    }
    return number;
  }
}

/** The entry of `table` numbered `at`; undefined when `at` is not one of its numbers (a fraction names no entry either). */
function entryAt<T>(table: readonly T[], at: unknown): T | undefined {
  return typeof at === "number" && at >= 0 && at < table.length ? table[at] : undefined;
}

/** Every value of `value` if it is an array of `length` (or any length), else undefined. */
function column(value: unknown, length?: number): readonly unknown[] | undefined {
  return Array.isArray(value) && (length === undefined || value.length === length) ? value : undefined;
}

/** The indexed files of a version 3 body; none when its columns do not hold together. */
export function filesOfColumns(body: unknown): IndexedFiles {
  const none = IndexedFiles.empty();
  if (typeof body !== "object" || body === null) return none;
  const { files, heads, kinds, scopes, tags, types } = body as Partial<Columns>;
  if (typeof files !== "object" || files === null || typeof heads !== "object" || heads === null) return none;
  const paths = column(files.path);
  const fileCount = paths?.length ?? 0;
  const prints = column(files.print, fileCount);
  const kindNumbers = column(files.kind, fileCount);
  const counts = column(files.heads, fileCount);
  const ids = column(heads.id);
  const headCount = ids?.length ?? 0;
  const headColumns = [heads.scope, heads.tags, heads.createdAt, heads.updatedAt, heads.type, heads.key, heads.date, heads.vector].map((value) =>
    column(value, headCount),
  );
  const tables = [kinds, scopes, tags, types].map((value) => column(value));
  if (paths === undefined || prints === undefined || kindNumbers === undefined || counts === undefined || ids === undefined) return none;
  if (headColumns.some((value) => value === undefined) || tables.some((value) => value === undefined)) return none;
  type Values = readonly unknown[];
  const [scopeColumn, tagColumn, createdColumn, updatedColumn, typeColumn, keyColumn, dateColumn, vectorColumn] = headColumns as [
    Values,
    Values,
    Values,
    Values,
    Values,
    Values,
    Values,
    Values,
  ];
  const seen = new HeadSeen();
  // The tables checked once: an entry that does not check out makes every head that names it fail.
  const kindTable = (kinds as unknown[]).map((kind) => (isString(kind) && recordKindNames.has(kind) ? (kind as RecordKind) : undefined));
  const scopeTable = (scopes as unknown[]).map((label): Scope | undefined => (isString(label) ? seen.scope(label) : undefined));
  const tagTable = (tags as unknown[]).map((list) =>
    Array.isArray(list) && list.every(isString) ? (list as string[]).map((tag) => seen.interned(tag)) : undefined,
  );
  const typeTable = (types as unknown[]).map((type) => (isString(type) && entryTypeNames.has(type) ? type : undefined));
  const keptPaths: string[] = [];
  const kept: IndexedFile[] = [];
  // Each file's heads gathered here, then copied out at their exact length: an array pushed into from empty
  // reserves 17 slots, 128 bytes more than one head needs, for each of 100,000 files held for the store's life.
  const fileHeads: RecordHead[] = [];
  let at = 0;
  for (let file = 0; file < fileCount; file++) {
    const count = counts[file];
    // A count past the heads ends the load here (a crafted 2^52 would otherwise be counted out).
    if (!isLength(count) || at + count > headCount) return none;
    const path = paths[file];
    const print = prints[file];
    const kind = entryAt(kindTable, kindNumbers[file]);
    let whole = isString(path) && isString(print) && kind !== undefined;
    fileHeads.length = 0;
    for (const end = at + count; at < end; at++) {
      if (!whole || kind === undefined) continue;
      const typeNumber = typeColumn[at];
      const updatedAt = updatedColumn[at] === 0 ? createdColumn[at] : updatedColumn[at];
      const type = typeNumber === -1 ? null : (entryAt(typeTable, typeNumber) ?? 0);
      const tagList = entryAt(tagTable, tagColumn[at]);
      const fields = { createdAt: createdColumn[at], updatedAt, type, key: keyColumn[at], date: dateColumn[at], vectorLength: vectorColumn[at] };
      const head = tagList === undefined ? undefined : checkedHead(kind, ids[at], entryAt(scopeTable, scopeColumn[at]), tagList, fields, seen);
      if (head === undefined) whole = false;
      else fileHeads.push(head);
    }
    if (whole && kind !== undefined) {
      keptPaths.push(path as string);
      kept.push({ fingerprint: print as string, kind, heads: fileHeads.slice() });
    }
  }
  return at === headCount ? new IndexedFiles(keptPaths, kept) : none;
}
