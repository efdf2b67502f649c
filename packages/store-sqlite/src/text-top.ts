import type Database from "better-sqlite3";
import { phraseBoost } from "@engram/core/store-kit";
import type { FtsTerms } from "./fts-query.js";
import { cachedStatement } from "./statements.js";

/**
 * Exact top-k text search without scoring every matching row (a MaxScore-style prune).
 *
 * FTS5's bm25 is a sum over the query's terms; term t adds `idf(t) * tf*(k1+1) / (tf + k1*(1-b+b*D/avgdl))`,
 * which is below `idf(t) * (k1+1)` whatever the row, with `idf(t) = max(1e-6, ln((N - df + 0.5) / (df + 0.5)))`.
 * So a row holding none of the rare ("essential") terms scores below the sum of the other terms' bounds.
 * The search scores, with the full query and every filter, only the rows holding an essential term
 * (FTS5 still merges every term's doclist, but bm25, the join and the filters run on those rows only);
 * when the `limit`-th of them scores strictly above that bound, no other row can enter the page, so the
 * page is exactly what the full query returns. Otherwise it runs the full query.
 */

/** bm25's k1 (FTS5's default). */
const k1 = 1.2;
export interface PruneLimits {
  /** A term with fewer rows than this is counted exactly and can be essential. */
  readonly rareCap: number;
  /** At most this many rows (summed document frequencies) are scored in the pruned pass. */
  readonly candidateBudget: number;
}

export const defaultPruneLimits: PruneLimits = { rareCap: 8192, candidateBudget: 8192 };

/** The page and how it was found: `pruned` when only the essential terms' rows were scored. */
export interface TopText<Row> {
  readonly rows: Row[];
  readonly pruned: boolean;
}
/** Slack for the bound: `Math.log` and C's `log` may differ in the last bit. */
const slack = 1 + 1e-9;

export interface TopTextSource<Row extends { score: number }> {
  /** The FTS5 table (its name is also its MATCH column). */
  readonly table: "records_fts" | "events_fts";
  /** SQL returning a number no smaller than the table's row count (its largest rowid). */
  readonly rowCountBoundSql: string;
  /**
   * The best `limit` rows by the full query, filters applied, in the page's order; with `candidates`
   * (an FTS5 expression), only rows that also match it are scored.
   */
  readonly rows: (candidates: string | undefined) => Row[];
}

function upperBound(rowCount: number, df: number): number {
  const idf = Math.log((rowCount - df + 0.5) / (df + 0.5));
  return Math.max(idf, 1e-6) * (k1 + 1);
}

export function topTextRows<Row extends { score: number }>(
  db: Database.Database,
  terms: FtsTerms,
  phrase: string | undefined,
  limit: number,
  source: TopTextSource<Row>,
  limits: PruneLimits = defaultPruneLimits,
): TopText<Row> {
  const { rareCap, candidateBudget } = limits;
  const full = (): TopText<Row> => ({ rows: source.rows(undefined), pruned: false });
  const all = terms.terms;
  if (all.length < 2) return full();
  const { table } = source;
  const capped = cachedStatement(db, `SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ${rareCap})`).pluck();
  const df = all.map((term) => capped.get(term) as number);
  const byRarity = all.map((_, i) => i).sort((a, b) => df[a]! - df[b]!);
  const essential: number[] = [];
  let budget = candidateBudget;
  for (const i of byRarity) {
    if (df[i]! >= rareCap || df[i]! > budget) break;
    essential.push(i);
    budget -= df[i]!;
  }
  // Nothing rare enough to prune by, or every term essential (then every match is a candidate anyway).
  if (essential.length === 0 || essential.length === all.length) return full();
  const chosen = new Set(essential);
  const rows = source.rows(essential.map((i) => all[i]!).join(" OR "));
  if (rows.length < limit) return full();
  const threshold = rows[limit - 1]!.score;
  const rowCount = cachedStatement(db, source.rowCountBoundSql).pluck().get() as number | null;
  if (rowCount === null) return full();
  // A phrase hit holds every phrase term; if one of them is essential, it is a candidate already.
  const phraseOutside = phrase !== undefined && !terms.phraseTerms.some((term) => chosen.has(all.indexOf(term)));
  const bound = (exact: boolean): number => {
    let sum = 0;
    all.forEach((term, i) => {
      if (chosen.has(i)) return;
      const count =
        exact && df[i]! >= rareCap ? (cachedStatement(db, `SELECT count(*) FROM ${table} WHERE ${table} MATCH ?`).pluck().get(term) as number) : df[i]!;
      df[i] = count;
      sum += upperBound(rowCount, count);
    });
    return sum * (phraseOutside ? phraseBoost : 1) * slack;
  };
  if (threshold > bound(false)) return { rows, pruned: true };
  // The common terms were counted only up to the cap; their exact counts give a tighter bound.
  if (df.some((count, i) => !chosen.has(i) && count >= rareCap) && threshold > bound(true)) return { rows, pruned: true };
  return full();
}
