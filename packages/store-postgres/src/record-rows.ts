import { EngramError } from "@engram/core";
import { type MemoryRecord, type MemoryRecordInput, type RecordKind, recordKinds, scopeLabel } from "@engram/core/store";
import { instant, parseRecord, scopePrecedence, searchableText, usedEntry } from "@engram/core/store-kit";
import { lockDocuments, recordDocument } from "./document-locks.js";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { readRecordJson, storable } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { countedTerms, textDocument, tsvectorLexemes } from "./text-document.js";
import { shardOf, TextStatsDelta } from "./text-stats.js";

export function assertKind(kind: unknown): asserts kind is RecordKind {
  if (!(recordKinds as readonly unknown[]).includes(kind)) {
    throw new EngramError("INVALID_OPTIONS", `Unknown record kind ${JSON.stringify(kind)}: expected one of ${recordKinds.join(", ")}.`);
  }
}

/** Validates what a caller puts; with vector dimensions set, a vector of another length is INVALID_RECORD. */
export function validateRecord(input: MemoryRecordInput, vectorDimensions: number | undefined, where: string): MemoryRecord {
  const record = parseRecord(input, where);
  const vector = record.vector;
  if (vector === undefined) return record;
  if (vectorDimensions !== undefined && vector.length !== vectorDimensions) {
    throw new EngramError(
      "INVALID_RECORD",
      `Invalid record ${record.kind} "${record.id}" (${where}): its vector has ${vector.length} dimensions; this store's vectors have ${vectorDimensions}.`,
      { details: { kind: record.kind, id: record.id, dimensions: vector.length, expected: vectorDimensions } },
    );
  }
  if (vector.some((value) => !Number.isFinite(value))) {
    throw new EngramError("INVALID_RECORD", `Invalid record ${record.kind} "${record.id}" (${where}): its vector holds a number that is not finite.`, {
      details: { kind: record.kind, id: record.id },
    });
  }
  return record;
}

/** The same sum and square root as core's vectorNorm, so a cosine computed from it is core's double. */
function norm(vector: readonly number[]): number {
  let sum = 0;
  for (const value of vector) sum += value * value;
  return Math.sqrt(sum);
}

/** The row as it is now, for a write: its JSON and what its text added to the statistics. */
interface CurrentRow {
  body: string;
  scope_label: string;
  doc_len: number;
  doc_tf: Record<string, number>;
}

async function currentRow(tx: SqlExecutor, tables: Tables, kind: string, id: string): Promise<CurrentRow | undefined> {
  const found = await tx.query<CurrentRow>(`SELECT body, scope_label, doc_len, doc_tf FROM ${tables.records} WHERE kind = $1 AND id = $2`, [kind, id]);
  return found.rows[0];
}

const upsert = (tables: Tables): string => `INSERT INTO ${tables.records}
  (kind, id, scope_label, precedence, type, key, day, tags, created_ms, updated_ms, body, embedding, embedding_norm, doc_len, doc_tokens, doc_tf, doc_tsv)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12::float8[], $13, $14, $15, $16::jsonb, array_to_tsvector($17::text[]))
  ON CONFLICT (kind, id) DO UPDATE SET scope_label = excluded.scope_label, precedence = excluded.precedence, type = excluded.type,
    key = excluded.key, day = excluded.day, tags = excluded.tags, created_ms = excluded.created_ms, updated_ms = excluded.updated_ms,
    body = excluded.body, embedding = excluded.embedding, embedding_norm = excluded.embedding_norm, doc_len = excluded.doc_len,
    doc_tokens = excluded.doc_tokens, doc_tf = excluded.doc_tf, doc_tsv = excluded.doc_tsv`;

/**
 * Writes a validated record over whatever its kind and id held, keeping the text statistics exact:
 * the old text leaves them, the new one enters. The caller holds the record's document lock.
 */
async function writeRow(tx: SqlExecutor, tables: Tables, record: MemoryRecord, current: CurrentRow | undefined): Promise<void> {
  const document = textDocument(searchableText(record));
  const vector = record.vector;
  await tx.query(upsert(tables), [
    record.kind,
    record.id,
    scopeLabel(record.scope),
    scopePrecedence(record.scope),
    record.kind === "entry" || record.kind === "daily" ? record.type : null,
    record.kind === "entry" || record.kind === "note" ? record.key : null,
    record.kind === "daily" ? record.date : null,
    record.tags,
    instant(record.createdAt),
    instant(record.updatedAt),
    JSON.stringify(record),
    vector ?? null,
    vector === undefined ? null : norm(vector),
    document.length,
    document.tokens,
    document.termFrequencies,
    tsvectorLexemes(document, scopeLabel(record.scope)),
  ]);
  const delta = new TextStatsDelta(shardOf(recordDocument(record.kind, record.id)));
  delta.add(scopeLabel(record.scope), document, 1);
  if (current !== undefined) delta.add(current.scope_label, { length: current.doc_len, terms: countedTerms(current.doc_len, current.doc_tf) }, -1);
  await delta.apply(tx, tables);
}

export async function putRow(tx: SqlExecutor, tables: Tables, record: MemoryRecord): Promise<void> {
  await lockDocuments(tx, tables, [recordDocument(record.kind, record.id)]);
  await writeRow(tx, tables, record, await currentRow(tx, tables, record.kind, record.id));
}

/**
 * Compare-and-set under the record's lock: writes only if the stored record equals `expected` as
 * core's `sameRecord` compares (null: only if there is none). Returns whether it wrote.
 */
export async function putRowIf(tx: SqlExecutor, tables: Tables, record: MemoryRecord, holds: (stored: MemoryRecord | undefined) => boolean): Promise<boolean> {
  await lockDocuments(tx, tables, [recordDocument(record.kind, record.id)]);
  const current = await currentRow(tx, tables, record.kind, record.id);
  if (!holds(current === undefined ? undefined : readRecordJson(current.body, record.kind, record.id))) return false;
  await writeRow(tx, tables, record, current);
  return true;
}

export async function getRow(tx: SqlExecutor, tables: Tables, kind: RecordKind, id: string): Promise<MemoryRecord | undefined> {
  if (!storable(id)) return undefined;
  const found = await tx.query<{ body: string }>(`SELECT body FROM ${tables.records} WHERE kind = $1 AND id = $2`, [kind, id]);
  const row = found.rows[0];
  return row === undefined ? undefined : readRecordJson(row.body, kind, id);
}

export async function deleteRow(tx: SqlExecutor, tables: Tables, kind: RecordKind, id: string): Promise<boolean> {
  if (!storable(id)) return false;
  await lockDocuments(tx, tables, [recordDocument(kind, id)]);
  const removed = await tx.query<{ scope_label: string; doc_len: number; doc_tf: Record<string, number> }>(
    `DELETE FROM ${tables.records} WHERE kind = $1 AND id = $2 RETURNING scope_label, doc_len, doc_tf`,
    [kind, id],
  );
  const row = removed.rows[0];
  if (row === undefined) return false;
  const delta = new TextStatsDelta(shardOf(recordDocument(kind, id)));
  delta.add(row.scope_label, { length: row.doc_len, terms: countedTerms(row.doc_len, row.doc_tf) }, -1);
  await delta.apply(tx, tables);
  return true;
}

/**
 * One more use for each entry of `ids` that exists (useCount + 1, lastUsedAt), rows locked in id order;
 * only the JSON changes (the searchable text does not), so nothing is re-indexed. Returns how many.
 */
export async function markUsedRows(tx: SqlExecutor, tables: Tables, ids: readonly string[], at: string): Promise<number> {
  const wanted = ids.filter(storable);
  if (wanted.length === 0) return 0;
  const rows = await tx.query<{ id: string; body: string }>(
    `SELECT id, body FROM ${tables.records} WHERE kind = 'entry' AND id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
    [wanted],
  );
  const bodies = rows.rows.map((row) => {
    const entry = readRecordJson(row.body, "entry", row.id);
    if (entry.kind !== "entry") throw new EngramError("STORE_CORRUPT", `The row entry/${row.id} of the table records holds a ${entry.kind}.`);
    return JSON.stringify(usedEntry(entry, at));
  });
  if (bodies.length > 0) {
    await tx.query(
      `UPDATE ${tables.records} AS r SET body = u.body FROM unnest($1::text[], $2::text[]) AS u(id, body) WHERE r.kind = 'entry' AND r.id = u.id`,
      [rows.rows.map((row) => row.id), bodies],
    );
  }
  return rows.rows.length;
}
