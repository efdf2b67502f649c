import type { EntryType, Scope } from "@engram/core";
import { scopeLabel, type MemoryRecord, type RecordKind } from "@engram/core/store";

/**
 * What the fs store keeps in memory of a record: the fields `query`, `count`, the search filters, the
 * claims and the writers' choice of file look at. The body (content, revisions, vector, the rest) stays
 * in its file and is read when a record is handed out (`RecordBodies`).
 */
export interface RecordHead {
  readonly kind: RecordKind;
  readonly id: string;
  readonly scope: Scope;
  readonly tags: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Entries and daily items. */
  readonly type?: EntryType;
  /** Entries and notes. */
  readonly key?: string;
  /** Daily items. */
  readonly date?: string;
  /** The length of the record's vector; 0 when it has none. */
  readonly vectorLength: number;
}

/** The head of a record (its scope object shared, not copied: heads are never handed out). */
export function headOf(record: MemoryRecord): RecordHead {
  return {
    kind: record.kind,
    id: record.id,
    scope: record.scope,
    tags: record.tags,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.kind === "entry" || record.kind === "daily" ? { type: record.type } : {}),
    ...(record.kind === "entry" || record.kind === "note" ? { key: record.key } : {}),
    ...(record.kind === "daily" ? { date: record.date } : {}),
    vectorLength: record.vector?.length ?? 0,
  };
}

/**
 * The head as core's record functions take it. They are only given heads where they read nothing but
 * a head's fields (`matchesRecordQuery`, `recordPosition`, `recordPaths`, `pageOfMatches`: kind, id,
 * scope, tags, type, key, date, createdAt, updatedAt); the differential tests hold the answers to those
 * of full records.
 */
export function asRecordFields(head: RecordHead): MemoryRecord {
  return head as unknown as MemoryRecord;
}

/** `asRecordFields` for a list of heads, without copying it. */
export function asRecordList(heads: readonly RecordHead[]): MemoryRecord[] {
  return heads as unknown as MemoryRecord[];
}

/** Whether two heads say the same (the head a file's index entry gave, and the one its body gives now). */
export function sameHead(a: RecordHead, b: RecordHead): boolean {
  return (
    a.kind === b.kind &&
    a.id === b.id &&
    scopeLabel(a.scope) === scopeLabel(b.scope) &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, at) => tag === b.tags[at]) &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    a.type === b.type &&
    a.key === b.key &&
    a.date === b.date &&
    a.vectorLength === b.vectorLength
  );
}
