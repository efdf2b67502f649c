import { phraseBoost } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { SqlFilter } from "./sql-filter.js";
import { toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { type BandList, bandBound, bandEdges, bandLexeme } from "./term-bands.js";
import { oversizeLexeme, scopeLexeme } from "./text-document.js";
import { bm25Sql, type TextScoring, type TextTable } from "./text-search.js";

/**
 * When a search walks the impact bands instead of scoring every row holding a query term: from this
 * many postings (the query terms' document frequencies in its scopes, summed) up. Below it, scoring
 * them all is one statement and cheap. Tests set it to 0 to compare the walk with the full scoring.
 */
export const impactWalkTuning = { fromPostings: 3_000, seedDocuments: 200 };

/** What the walks of this process did (read by the tests and the bench): seed statements, walks the seed settled, walks that needed the threshold statement. */
export const impactWalkCounts = { seedStatements: 0, seedOnly: 0, thresholdPass: 0 };

/** The document count of each band lexeme of the query's terms in the visible scopes (absent: none). */
export async function bandCounts(tx: SqlExecutor, tables: Tables, scoring: TextScoring, labels: readonly string[]): Promise<Map<string, number>> {
  const lexemes: string[] = [];
  for (const term of scoring.terms)
    for (const list of ["1", "m"] as const) for (let band = 0; band < bandEdges.length; band++) lexemes.push(bandLexeme(term, list, band));
  const rows = await tx.query<{ term: string; df: unknown }>(
    `SELECT term, sum(df)::float8 AS df FROM ${tables.termStats} WHERE term = ANY($1::text[]) AND scope_label = ANY($2::text[]) GROUP BY term HAVING sum(df) > 0`,
    [lexemes, labels],
  );
  return new Map(rows.rows.map((row) => [row.term, toNumber(row.df)]));
}

/** One band of one term's list that holds documents, with the most a document in it can weigh for the term. */
interface Band {
  readonly term: number;
  readonly lexeme: string;
  readonly count: number;
  readonly bound: number;
}

/** A row as the walk's statements return it: its keys, tie-break columns, score and JSON body. */
export type WalkRow = Record<string, unknown> & { precedence: unknown; time_ms: unknown; score: number; body: string };

const quoted = (lexeme: string): string => `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
const anyOf = (lexemes: readonly string[]): string => `(${lexemes.map(quoted).join(" | ")})`;
const codePointOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The exact best `limit` rows of `spec.table` by BM25 (the phrase boost included) among those matching
 * `where`, in core's tie order, reading only the impact bands (term-bands.ts) that can still hold one of
 * them, in at most two statements:
 *
 * 1. the seed: the bands with the largest bounds, across the terms' lists, until they hold
 *    `seedDocuments` documents (and every oversize document of the scopes, which has no bands): each
 *    row found is scored in full, and the `limit`-th score is the floor θ. An unread document weighs at
 *    most U_t for each term t it holds: the bound of t's first unread band that holds documents.
 * 2. when Σ U_t (times the phrase boost when the query has a phrase) still reaches θ: a document that
 *    scores θ or more without the phrase has some term with a weight of θ − Σ_{o≠t} U_o or more (its
 *    other terms weigh at most their U), so for each term the unread bands whose bound reaches that are
 *    read; one with the phrase holds every term and has a base of θ / boost or more, so the bands reaching
 *    θ / boost − Σ_{o≠t} U_o of each term are read among the rows holding every other term. Rows are
 *    scored in full and those below θ dropped in SQL.
 *
 * Every row scoring θ or more is read by one of them, so the merged best `limit` is the full scoring's.
 */
export async function walkTextTop(
  tx: SqlExecutor,
  spec: TextTable,
  where: (filter: SqlFilter) => string,
  labels: readonly string[],
  scoring: TextScoring,
  counts: ReadonlyMap<string, number>,
  limit: number,
): Promise<WalkRow[]> {
  const term = (i: number) => ({ idf: scoring.idfs[i]!, averageLength: scoring.averageLength });
  const bands: Band[] = [];
  scoring.terms.forEach((lexeme, i) => {
    for (const list of ["1", "m"] as BandList[]) {
      for (let band = 0; band < bandEdges.length; band++) {
        const name = bandLexeme(lexeme, list, band);
        const count = counts.get(name) ?? 0;
        if (count > 0) bands.push({ term: i, lexeme: name, count, bound: bandBound(term(i), list, band) });
      }
    }
  });
  bands.sort((a, b) => b.bound - a.bound);
  const read = new Set<Band>();
  const scopes = anyOf(labels.map(scopeLexeme));
  // The seed: bands by bound until they hold the target, taken again four times larger while they give fewer than `limit` rows.
  let seed: WalkRow[] = [];
  let next = 0;
  for (let target = Math.max(impactWalkTuning.seedDocuments, limit), first = true; ; target *= 4, first = false) {
    const chosen: string[] = first ? [oversizeLexeme] : [];
    for (let held = 0; next < bands.length && held < target; next++) {
      read.add(bands[next]!);
      chosen.push(bands[next]!.lexeme);
      held += bands[next]!.count;
    }
    impactWalkCounts.seedStatements++;
    const rows = await tx.query<WalkRow>(...scoredTop(spec, where, scoring, `${anyOf(chosen)} & ${scopes}`, undefined, limit));
    seed = mergeTop(spec, seed, rows.rows, limit);
    if (seed.length >= limit) break;
    // Every band read: the rows found are all there are.
    if (next >= bands.length) return seed;
  }
  const floor = seed[limit - 1]!.score;
  // The bound of each term's unread documents: its unread band with the largest bound (bands are sorted by bound).
  const unread = scoring.terms.map(() => 0);
  for (const band of bands) if (!read.has(band)) unread[band.term] = Math.max(unread[band.term]!, band.bound);
  const total = unread.reduce((sum, bound) => sum + bound, 0);
  if (total * (scoring.phrase === undefined ? 1 : phraseBoost) < floor) {
    impactWalkCounts.seedOnly++;
    return seed;
  }
  const parts: string[] = [];
  const plain: string[] = [];
  scoring.terms.forEach((lexeme, i) => {
    const others = total - unread[i]!;
    const need = floor - others;
    for (const band of bands) if (band.term === i && !read.has(band) && band.bound >= need) plain.push(band.lexeme);
    if (scoring.phrase === undefined) return;
    const needWithPhrase = floor / phraseBoost - others;
    const withPhrase = bands.filter((band) => band.term === i && !read.has(band) && band.bound >= needWithPhrase).map((band) => band.lexeme);
    if (withPhrase.length === 0) return;
    const others_ = scoring.terms.filter((other) => other !== lexeme).map(quoted);
    parts.push(others_.length === 0 ? anyOf(withPhrase) : `(${anyOf(withPhrase)} & ${others_.join(" & ")})`);
  });
  if (plain.length > 0) parts.unshift(anyOf(plain));
  if (parts.length === 0) {
    impactWalkCounts.seedOnly++;
    return seed;
  }
  impactWalkCounts.thresholdPass++;
  const rest = await tx.query<WalkRow>(...scoredTop(spec, where, scoring, `(${parts.join(" | ")}) & ${scopes}`, floor, limit));
  return mergeTop(spec, seed, rest.rows, limit);
}

/** A statement returning the best `limit` rows matching `tsquery` (and scoring `floor` or more), in tie order, with their parameters. */
function scoredTop(
  spec: TextTable,
  where: (filter: SqlFilter) => string,
  scoring: TextScoring,
  tsquery: string,
  floor: number | undefined,
  limit: number,
): [string, unknown[]] {
  const filter = new SqlFilter();
  const [a, b] = spec.keys;
  const conditions = where(filter);
  const base = bm25Sql(scoring, filter);
  const phrased =
    scoring.phrase === undefined
      ? "x.base"
      : `CASE WHEN r.doc_tf ?& ${filter.bind(scoring.terms)}::text[] AND strpos(' ' || r.doc_tokens || ' ', ${filter.bind(scoring.phrase)}::text) > 0
           THEN x.base * ${filter.bind(phraseBoost)}::float8 ELSE x.base END`;
  const atLeast = floor === undefined ? "" : ` AND s.score >= ${filter.bind(floor)}::float8`;
  const sql = `SELECT r.${a}, r.${b}, r.precedence, r.${spec.time} AS time_ms, s.score, r.body
    FROM ${spec.table} AS r CROSS JOIN LATERAL (SELECT ${base} AS base) AS x CROSS JOIN LATERAL (SELECT ${phrased} AS score) AS s
    WHERE ${conditions} AND r.doc_tsv @@ ${filter.bind(tsquery)}::tsquery AND s.score > 0${atLeast}
    ORDER BY s.score DESC, r.precedence DESC, r.${spec.time} DESC, ${spec.tieOrder("r.")}
    LIMIT ${filter.bind(limit)}`;
  return [sql, filter.params];
}

/** The best `limit` of two lists of rows (a row may be in both), in core's tie order. */
function mergeTop(spec: TextTable, first: readonly WalkRow[], second: readonly WalkRow[], limit: number): WalkRow[] {
  const [a, b] = spec.keys;
  const byKey = new Map<string, WalkRow>();
  for (const row of [...first, ...second]) byKey.set(JSON.stringify([row[a], row[b]]), row);
  const second_ = (row: WalkRow) => row[b];
  return [...byKey.values()]
    .sort(
      (x, y) =>
        y.score - x.score ||
        toNumber(y.precedence) - toNumber(x.precedence) ||
        toNumber(y.time_ms) - toNumber(x.time_ms) ||
        codePointOrder(String(x[a]), String(y[a])) ||
        (spec.numericSecondKey ? toNumber(second_(x)) - toNumber(second_(y)) : codePointOrder(String(second_(x)), String(second_(y)))),
    )
    .slice(0, limit);
}
