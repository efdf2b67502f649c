import type { SqlDriver } from "./driver/sql-driver.js";

/**
 * PGlite runs no autovacuum: a table it never analyzed has no planner statistics, so the planner takes
 * a tenant's rows for one and, for one, scans and sorts records by vector distance instead of using the
 * HNSW index. On PGlite the store does what autovacuum's analyze would: every `upkeepEveryWrites`
 * writes it looks at its tables' sizes and analyzes those that grew past autovacuum's default trigger.
 */
export const upkeepEveryWrites = 100;

/** PostgreSQL's defaults for autovacuum's analyze: `autovacuum_analyze_threshold` rows plus `autovacuum_analyze_scale_factor` of the table. */
export const analyzeTrigger = { rows: 50, share: 0.1 } as const;

/** A table's size now (`pages`) and as its last ANALYZE saw it (`relpages`, `reltuples`; -1 tuples: never analyzed). */
export interface TableSize {
  readonly table: string;
  readonly relpages: number;
  readonly reltuples: number;
  readonly pages: number;
}

/**
 * Whether a table needs ANALYZE: it holds pages and was never analyzed (or was empty then), or the rows it
 * holds now, estimated from its pages at the density its last ANALYZE saw (as the planner estimates them),
 * exceed those by more than autovacuum's trigger. PGlite keeps no modification counters
 * (`pg_stat_user_tables.n_mod_since_analyze` stays 0), so growth stands for change: rows updated or
 * deleted in place are not counted.
 */
export function needsAnalyze(size: TableSize): boolean {
  if (size.pages <= 0) return false;
  if (size.reltuples < 0 || size.relpages <= 0) return true;
  const estimated = size.pages * (size.reltuples / size.relpages);
  return estimated - size.reltuples > analyzeTrigger.rows + analyzeTrigger.share * size.reltuples;
}

/** Counts a PGlite store's writes and analyzes its grown tables every `upkeepEveryWrites` of them. */
export class PgliteUpkeep {
  #writes = 0;

  constructor(
    private readonly driver: SqlDriver,
    /** The store's schema, unquoted (a checked identifier). */
    private readonly schema: string,
  ) {}

  /** Call after each committed write; analyzes when this write is an `upkeepEveryWrites`th one. Returns the tables analyzed. */
  async afterWrite(): Promise<string[]> {
    if (++this.#writes % upkeepEveryWrites !== 0) return [];
    return this.analyzeGrown();
  }

  /** Analyzes every table of the schema that `needsAnalyze`; returns their names. */
  async analyzeGrown(): Promise<string[]> {
    const sizes = await this.driver.transaction("read", (tx) =>
      tx.query<{ table: string; relpages: number; reltuples: number; pages: string | number }>(
        `SELECT c.relname AS table, c.relpages, c.reltuples, pg_relation_size(c.oid) / current_setting('block_size')::int AS pages
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
        [this.schema],
      ),
    );
    const grown = sizes.rows.filter((row) => needsAnalyze({ ...row, pages: Number(row.pages) })).map((row) => row.table);
    for (const table of grown) await this.driver.runOutsideTransaction(`ANALYZE "${this.schema}"."${table.replace(/"/g, '""')}"`);
    return grown;
  }
}
