import type { SqlExecutor } from "./driver/sql-driver.js";
import type { Tables } from "./tables.js";

/** A 32-bit FNV-1a hash as a signed integer (an advisory lock key half). */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Takes the transaction-level advisory lock of each document (a record "r:<kind>:<id>", a session
 * "s:<id>"), in sorted order so two writers never wait on each other in a cycle. It serializes writers of
 * one document, the creation of one that does not exist yet included, and is released at COMMIT
 * (nothing stays on the connection, so poolers in transaction mode are fine). Two documents whose keys
 * hash alike only wait on each other.
 */
export async function lockDocuments(tx: SqlExecutor, tables: Tables, documents: readonly string[]): Promise<void> {
  const keys = [...new Set(documents.map(hash32))].sort((a, b) => a - b);
  if (keys.length === 0) return;
  const space = hash32(`engram:${tables.schema}`);
  if (keys.length === 1) await tx.query("SELECT pg_advisory_xact_lock($1::int, $2::int)", [space, keys[0]]);
  else await tx.query("SELECT pg_advisory_xact_lock($1::int, key) FROM unnest($2::int[]) WITH ORDINALITY AS k(key, n) ORDER BY n", [space, keys]);
}

export const recordDocument = (kind: string, id: string): string => `r:${kind}:${id}`;
export const sessionDocument = (sessionId: string): string => `s:${sessionId}`;
