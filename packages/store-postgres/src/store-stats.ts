import type { Database } from "./database.js";
import type { VectorIndex } from "./vector-index.js";

/** What `stats()` of the PostgreSQL store reports. */
export interface PostgresStoreStats {
  /** "pg" (node-postgres, a server) or "pglite" (embedded). */
  readonly driver: "pg" | "pglite";
  /** The schema the store's tables live in. */
  readonly schema: string;
  /** The version of the store's tables (its migrations). */
  readonly schemaVersion: number;
  readonly vectors: {
    /** "pgvector": HNSW proposes the nearest records; "exact": every visible record is scored; "off": no vector dimensions. */
    readonly search: "pgvector" | "exact" | "off";
    readonly dimensions?: number;
    readonly pgvectorVersion?: string;
    /** Why the search is exact, when it is. */
    readonly reason?: string;
  };
  /** What the server says about durability: `server_version`, `fsync` and `synchronous_commit`. */
  readonly server: { readonly version: string; readonly fsync: string; readonly synchronousCommit: string };
}

export async function readStats(db: Database, schemaVersion: number, vectors: VectorIndex | undefined): Promise<PostgresStoreStats> {
  const server = await db.read("reading the server settings", (tx) =>
    tx.query<{ version: string; fsync: string; synchronous_commit: string }>(
      "SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit",
    ),
  );
  const row = server.rows[0];
  const vectorStats: PostgresStoreStats["vectors"] =
    vectors === undefined
      ? { search: "off" }
      : vectors.pgvector !== undefined
        ? { search: "pgvector", dimensions: vectors.dimensions, pgvectorVersion: vectors.pgvector.version }
        : { search: "exact", dimensions: vectors.dimensions, ...(vectors.exactBecause === undefined ? {} : { reason: vectors.exactBecause }) };
  return {
    driver: db.driver.kind,
    schema: db.tables.schema.slice(1, -1),
    schemaVersion,
    vectors: vectorStats,
    server: { version: row?.version ?? "unknown", fsync: row?.fsync ?? "unknown", synchronousCommit: row?.synchronous_commit ?? "unknown" },
  };
}
