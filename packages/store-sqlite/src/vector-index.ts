import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { EngramError } from "@engram/core/store";
import { safeParseStoredRecord } from "@engram/core/store-kit";

/** Float32 bytes as sqlite-vec reads them. */
export function vectorBlob(vector: readonly number[]): Buffer {
  return Buffer.from(new Float32Array(vector).buffer);
}

/** The most dimensions a vector index takes (the `vectorDimensions` option's bound, and what a file's setting may say). */
export const maxVectorDimensions = 8192;

function storedDimensions(db: Database.Database): number | undefined {
  const row = db.prepare("SELECT value FROM settings WHERE name = 'vector_dimensions'").get() as { value: unknown } | undefined;
  if (row === undefined) return undefined;
  const dimensions = Number(row.value);
  // Another program can change the row or drop the table: every search and put would then fail in SQLite.
  const indexed = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'records_vec'").get() !== undefined;
  if (typeof row.value === "string" && Number.isInteger(dimensions) && dimensions >= 1 && dimensions <= maxVectorDimensions && indexed) return dimensions;
  const path = db.name;
  const fix = indexed
    ? `Set it to the dimensions the table records_vec was made with (its float[N]: sqlite3 "${path}" "SELECT sql FROM sqlite_master WHERE name = 'records_vec'").`
    : `Delete it (sqlite3 "${path}" "DELETE FROM settings WHERE name = 'vector_dimensions'"), then open the store with vectorDimensions to index the stored vectors again.`;
  const problem = indexed
    ? `holds ${JSON.stringify(String(row.value))}, not a number of dimensions in 1..${maxVectorDimensions}`
    : "is set but the table records_vec is missing";
  throw new EngramError("STORE_CORRUPT", `The row vector_dimensions of the table settings in ${path} ${problem}. ${fix}`, {
    details: { table: "settings", id: "vector_dimensions", path },
  });
}

/**
 * The vec0 index (cosine) is a property of the file: created the first time the store opens with
 * `vectorDimensions` (filled from the vectors already stored), then kept by every writer. Opening
 * with other dimensions than the file's is INVALID_OPTIONS; opening without adopts the file's.
 */
export function setUpVectorIndex(db: Database.Database, requested: number | undefined): number | undefined {
  if (requested !== undefined && (!Number.isInteger(requested) || requested < 1 || requested > maxVectorDimensions)) {
    throw new EngramError("INVALID_OPTIONS", `vectorDimensions must be an integer in 1..${maxVectorDimensions}, got ${requested}`);
  }
  const existing = storedDimensions(db);
  if (existing !== undefined) {
    if (requested !== undefined && requested !== existing) {
      throw new EngramError(
        "INVALID_OPTIONS",
        `This store file indexes vectors of ${existing} dimensions; it cannot be opened with vectorDimensions ${requested}.`,
        { details: { fileDimensions: existing, requested } },
      );
    }
    return existing;
  }
  if (requested === undefined) return undefined;
  const create = db.transaction(() => {
    if (storedDimensions(db) !== undefined) return;
    db.exec(`CREATE VIRTUAL TABLE records_vec USING vec0(rid INTEGER PRIMARY KEY, embedding float[${requested}] distance_metric=cosine)`);
    const insert = db.prepare("INSERT INTO records_vec (rid, embedding) VALUES (?, ?)");
    for (const row of db.prepare("SELECT rid, json FROM records").all() as { rid: number; json: string }[]) {
      let value: unknown;
      try {
        value = JSON.parse(row.json);
      } catch {
        continue;
      }
      const parsed = safeParseStoredRecord(value);
      const vector = parsed.success ? parsed.data.vector : undefined;
      if (vector?.length === requested) insert.run(BigInt(row.rid), vectorBlob(vector));
    }
    db.prepare("INSERT INTO settings (name, value) VALUES ('vector_dimensions', ?)").run(String(requested));
  });
  create.immediate();
  return requested;
}

/** Replaces a record's vector in the index (none when `vector` is undefined). */
export function indexVector(db: Database.Database, rid: number, vector: readonly number[] | undefined): void {
  cachedStatement(db, "DELETE FROM records_vec WHERE rid = ?").run(BigInt(rid));
  if (vector !== undefined) cachedStatement(db, "INSERT INTO records_vec (rid, embedding) VALUES (?, ?)").run(BigInt(rid), vectorBlob(vector));
}
