import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";
import { EngramError } from "@engram/core/store";
import { safeParseStoredRecord } from "@engram/core/store-kit";

/** Float32 bytes as sqlite-vec reads them. */
export function vectorBlob(vector: readonly number[]): Buffer {
  return Buffer.from(new Float32Array(vector).buffer);
}

function storedDimensions(db: Database.Database): number | undefined {
  const row = db.prepare("SELECT value FROM settings WHERE name = 'vector_dimensions'").get() as { value: string } | undefined;
  return row === undefined ? undefined : Number(row.value);
}

/**
 * The vec0 index (cosine) is a property of the file: created the first time the store opens with
 * `vectorDimensions` (filled from the vectors already stored), then kept by every writer. Opening
 * with other dimensions than the file's is INVALID_OPTIONS; opening without adopts the file's.
 */
export function setUpVectorIndex(db: Database.Database, requested: number | undefined): number | undefined {
  if (requested !== undefined && (!Number.isInteger(requested) || requested < 1 || requested > 8192)) {
    throw new EngramError("INVALID_OPTIONS", `vectorDimensions must be an integer in 1..8192, got ${requested}`);
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
