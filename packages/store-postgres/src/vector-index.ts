import { EngramError } from "@engram/core";
import type { Database } from "./database.js";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { schemaLockKey } from "./migrations/migrate.js";

/** How the store searches vectors: always exact cosine over stored doubles, proposed by HNSW with pgvector. */
export interface VectorIndex {
  readonly dimensions: number;
  readonly pgvector?: {
    readonly version: string;
    /** The vector type, qualified with the extension's schema: `"public".vector`. */
    readonly type: string;
    /** The cosine distance operator, qualified the same way. */
    readonly distance: string;
    /** pgvector 0.8+: `hnsw.iterative_scan` keeps scanning until a filtered page is full. */
    readonly iterativeScan: boolean;
  };
  /** Why pgvector is not used, when it is not. */
  readonly exactBecause?: string;
}

interface Extension {
  version: string;
  schema: string;
}

async function installedExtension(tx: SqlExecutor): Promise<Extension | undefined> {
  const found = await tx.query<{ version: string; schema: string }>(
    "SELECT e.extversion AS version, n.nspname AS schema FROM pg_extension AS e JOIN pg_namespace AS n ON n.oid = e.extnamespace WHERE e.extname = 'vector'",
  );
  return found.rows[0];
}

/** Runs `work` inside a savepoint: a failure (no privilege, no package) rolls back only it and is returned. */
async function attempt(tx: SqlExecutor, work: () => Promise<void>): Promise<unknown> {
  await tx.query("SAVEPOINT engram_vector");
  try {
    await work();
    await tx.query("RELEASE SAVEPOINT engram_vector");
    return undefined;
  } catch (error) {
    await tx.query("ROLLBACK TO SAVEPOINT engram_vector");
    return error;
  }
}

function atLeast(version: string, major: number, minor: number): boolean {
  const [a = 0, b = 0] = version.split(".").map(Number);
  return a > major || (a === major && b >= minor);
}

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Settles the store's vector dimensions (fixed per schema, recorded in its meta table: another value
 * is INVALID_OPTIONS) and whether pgvector serves them. With `usePgvector` and the extension installed
 * (or installable: CREATE EXTENSION is tried, and its failure only means exact search), the records
 * get a generated `embedding_v` column and an HNSW index (cosine), under the schema lock, once. Never
 * fails for want of pgvector. Undefined when the store has no vector dimensions.
 */
export async function setupVectorIndex(db: Database, dimensions: number | undefined, usePgvector: boolean): Promise<VectorIndex | undefined> {
  const { tables } = db;
  return db.write("setting up vector search", async (tx) => {
    await tx.query("SET LOCAL statement_timeout = 0");
    await tx.query("SELECT pg_advisory_xact_lock($1::bigint)", [schemaLockKey(tables, "migrate")]);
    const stored = await tx.query<{ value: string }>(`SELECT value FROM ${tables.meta} WHERE key = 'vector_dimensions'`);
    const recorded = stored.rows[0] === undefined ? undefined : Number(stored.rows[0].value);
    if (recorded !== undefined && dimensions !== undefined && recorded !== dimensions) {
      throw new EngramError(
        "INVALID_OPTIONS",
        `The schema ${tables.schema} stores vectors of ${recorded} dimensions, not ${dimensions}: open it with vectorDimensions ${recorded}, or use another schema.`,
        { details: { schema: tables.schema, stored: recorded, requested: dimensions } },
      );
    }
    const size = recorded ?? dimensions;
    if (size === undefined) return undefined;
    if (recorded === undefined) await tx.query(`INSERT INTO ${tables.meta} (key, value) VALUES ('vector_dimensions', $1)`, [String(size)]);
    if (!usePgvector) return { dimensions: size, exactBecause: "pgvector is turned off (pgvector: false)" };
    let extension = await installedExtension(tx);
    if (extension === undefined) {
      const available = await tx.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'");
      if (available.rows.length === 0) return { dimensions: size, exactBecause: "the pgvector extension is not available on this server" };
      const failed = await attempt(tx, async () => void (await tx.query("CREATE EXTENSION IF NOT EXISTS vector")));
      extension = await installedExtension(tx);
      if (extension === undefined) {
        return { dimensions: size, exactBecause: `CREATE EXTENSION vector failed: ${failed instanceof Error ? failed.message : String(failed)}` };
      }
    }
    const type = `${quote(extension.schema)}.vector`;
    const column = await tx.query(`SELECT 1 FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'embedding_v' AND NOT attisdropped`, [
      tables.records,
    ]);
    if (column.rows.length === 0) {
      const failed = await attempt(tx, async () => {
        await tx.query(
          `ALTER TABLE ${tables.records} ADD COLUMN embedding_v ${type}(${size}) GENERATED ALWAYS AS
             (CASE WHEN array_length(embedding, 1) = ${size} AND embedding_norm > 0 THEN embedding::${type}(${size}) END) STORED`,
        );
        await tx.query(`CREATE INDEX records_embedding ON ${tables.records} USING hnsw (embedding_v ${quote(extension.schema)}.vector_cosine_ops)`);
      });
      if (failed !== undefined)
        return { dimensions: size, exactBecause: `the HNSW index could not be built: ${failed instanceof Error ? failed.message : String(failed)}` };
    }
    return {
      dimensions: size,
      pgvector: {
        version: extension.version,
        type,
        distance: `OPERATOR(${quote(extension.schema)}.<=>)`,
        iterativeScan: atLeast(extension.version, 0, 8),
      },
    };
  });
}
