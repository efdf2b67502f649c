import { bm25Parameters, phraseBoost } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { SqlFilter } from "./sql-filter.js";
import { toNumber } from "./stored-json.js";
import type { Tables } from "./tables.js";
import { type BandList, bandBound, bandEdges, bandLexeme } from "./term-bands.js";
import { oversizeLexeme, scopeLexeme } from "./text-document.js";
import { bm25Sql, type TextScoring, type TextTable } from "./text-search.js";
import { termFrequenciesSql } from "./text-stats.js";

/**
 * When a search walks the impact bands instead of scoring every row holding a query term: from this
 * many postings (the query terms' document frequencies in its scopes, summed) up. Below it, scoring
 * them all is one statement and cheap. Tests set it to 0 to compare the walk with the full scoring.
 * `multiTerm`: whether queries of several terms walk too. Off: measured at 1,000,000 messages (bench
 * suite postgres-scale), two common words took longer walked than scored in full (the phrase boost halves
 * the floor for rows holding every term, and sums of per-term bounds stay loose), one common word less.
 */
export const impactWalkTuning = { fromPostings: 3_000, seedDocuments: 200, thresholdDocuments: 1_000, scoreAllFromShare: 0.5, multiTerm: false };

/**
 * What the walks of this process did (read by the tests): seed statements, walks the seed settled, walks
 * that needed the threshold statement, walks handed back to scoring every row.
 */
export const impactWalkCounts = { seedStatements: 0, seedOnly: 0, thresholdPass: 0, scoredAll: 0 };

/** The document count of each band lexeme of the query's terms in the visible scopes (absent: none). */
export async function bandCounts(tx: SqlExecutor, tables: Tables, scoring: TextScoring, labels: readonly string[]): Promise<Map<string, number>> {
  const lexemes: string[] = [];
  for (const term of scoring.terms)
    for (const list of ["1", "m"] as const) for (let band = 0; band < bandEdges.length; band++) lexemes.push(bandLexeme(term, list, band));
  const rows = await tx.query<{ term: string; df: unknown }>(
    `SELECT term, df FROM (${termFrequenciesSql(tables, "$1::text[]", "$2::text[]")}) AS f WHERE df > 0`,
    [lexemes, labels],
  );
  return new Map(rows.rows.map((row) => [row.term, toNumber(row.df)]));
}

/** One band of one term's list that holds documents, with the most a document in it can weigh for the term. */
interface Band {
  readonly term: number;
  readonly list: BandList;
  /** The least len/tf of its documents (for list "1": their length). */
  readonly edge: number;
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
 * Undefined when the bands left to read hold more than `scoreAllFromShare` of the terms' postings with
 * what the seed read: the caller scores every row then.
 */
export async function walkTextTop(
  tx: SqlExecutor,
  spec: TextTable,
  where: (filter: SqlFilter) => string,
  labels: readonly string[],
  scoring: TextScoring,
  counts: ReadonlyMap<string, number>,
  limit: number,
): Promise<WalkRow[] | undefined> {
  const term = (i: number) => ({ idf: scoring.idfs[i]!, averageLength: scoring.averageLength });
  const bands: Band[] = [];
  scoring.terms.forEach((lexeme, i) => {
    for (const list of ["1", "m"] as BandList[]) {
      for (let band = 0; band < bandEdges.length; band++) {
        const name = bandLexeme(lexeme, list, band);
        const count = counts.get(name) ?? 0;
        if (count > 0) bands.push({ term: i, list, edge: bandEdges[band]!, lexeme: name, count, bound: bandBound(term(i), list, band) });
      }
    }
  });
  bands.sort((a, b) => b.bound - a.bound);
  const read = new Set<Band>();
  const scopes = anyOf(labels.map(scopeLexeme));
  const postings = scoring.frequencies.reduce((sum, df) => sum + df, 0);
  let seed: WalkRow[] = [];
  let next = 0;
  let held = 0;
  // The seed: bands by bound until they hold the target; read on (the target doubled, or four times while
  // fewer than `limit` rows passed) while the threshold statement would still read more than twice as
  // many documents as the seed has and more than `thresholdDocuments`, by the bands' counts.
  for (let target = Math.max(impactWalkTuning.seedDocuments, limit), first = true; ; first = false) {
    const chosen: string[] = first ? [oversizeLexeme] : [];
    for (let taken = 0; next < bands.length && taken < target; next++) {
      read.add(bands[next]!);
      chosen.push(bands[next]!.lexeme);
      taken += bands[next]!.count;
      held += bands[next]!.count;
    }
    impactWalkCounts.seedStatements++;
    const rows = await tx.query<WalkRow>(...scoredTop(spec, where, scoring, `${anyOf(chosen)} & ${scopes}`, undefined, limit));
    seed = mergeTop(spec, seed, rows.rows, limit);
    // Every band read: the rows found are all there are.
    if (next >= bands.length) return seed;
    if (seed.length < limit) {
      target *= 4;
      continue;
    }
    const plan = thresholdPlan(scoring, bands, read, seed[limit - 1]!.score);
    if (plan === undefined) {
      impactWalkCounts.seedOnly++;
      return seed;
    }
    // Bands holding most of the postings anyway: one statement scoring every row costs less than reading them band by band.
    if (plan.documents + held > impactWalkTuning.scoreAllFromShare * postings) {
      impactWalkCounts.scoredAll++;
      return undefined;
    }
    if (plan.documents > Math.max(2 * held, impactWalkTuning.thresholdDocuments)) {
      target = held;
      continue;
    }
    impactWalkCounts.thresholdPass++;
    const rest = await tx.query<WalkRow>(...scoredTop(spec, where, scoring, `(${plan.tsquery}) & ${scopes}`, seed[limit - 1]!.score, limit));
    return mergeTop(spec, seed, rest.rows, limit);
  }
}

/**
 * What the threshold statement reads after the bands in `read`, with the page's floor θ: undefined when no
 * unread document can reach θ, else its tsquery (without the scopes) and how many documents its bands
 * hold at most.
 */
function thresholdPlan(
  scoring: TextScoring,
  bands: readonly Band[],
  read: ReadonlySet<Band>,
  floor: number,
): { tsquery: string; documents: number } | undefined {
  // The bound of each term's unread documents: its unread band with the largest bound.
  const unread = scoring.terms.map(() => 0);
  for (const band of bands) if (!read.has(band)) unread[band.term] = Math.max(unread[band.term]!, band.bound);
  const total = unread.reduce((sum, bound) => sum + bound, 0);
  if (total * (scoring.phrase === undefined ? 1 : phraseBoost) < floor) return undefined;
  const parts: string[] = [];
  const plain: string[] = [];
  let documents = 0;
  const longest = { plain: longestLength(scoring, floor), phrase: longestLength(scoring, floor / phraseBoost) };
  // Whether an unread band can hold a row reaching `need` through this term (and, in list "1", of a length whose every-term bound reaches the floor).
  const useful = (band: Band, i: number, need: number, length: number) =>
    band.term === i && !read.has(band) && band.bound >= need && (band.list === "m" || band.edge <= length);
  scoring.terms.forEach((lexeme, i) => {
    const others = total - unread[i]!;
    for (const band of bands) {
      if (!useful(band, i, floor - others, longest.plain)) continue;
      plain.push(band.lexeme);
      documents += band.count;
    }
    if (scoring.phrase === undefined) return;
    const withPhrase = bands.filter((band) => useful(band, i, floor / phraseBoost - others, longest.phrase) && !plain.includes(band.lexeme));
    if (withPhrase.length === 0) return;
    // A row of this part holds every other term too: at most the fewest documents another term is in.
    const fewest = Math.min(...scoring.frequencies.filter((_, other) => other !== i));
    documents += Math.min(
      withPhrase.reduce((sum, band) => sum + band.count, 0),
      fewest,
    );
    const otherTerms = scoring.terms.filter((other) => other !== lexeme).map(quoted);
    const lexemes = anyOf(withPhrase.map((band) => band.lexeme));
    parts.push(otherTerms.length === 0 ? lexemes : `(${lexemes} & ${otherTerms.join(" & ")})`);
  });
  if (plain.length > 0) parts.unshift(anyOf(plain));
  if (parts.length === 0) return undefined;
  return { tsquery: parts.join(" | "), documents };
}

/**
 * The longest document whose every query term occurring once could still reach `floor`: a row of
 * length len with tf 1 for each term it holds scores at most Σ_t idf_t·(k1+1) / (1 + k1(1-b) + k1·b·len/avgdl),
 * which falls as len grows. Rows with a term occurring twice or more are found through that term's "m" list.
 */
function longestLength(scoring: TextScoring, floor: number): number {
  const { k1, b } = bm25Parameters;
  const top = scoring.idfs.reduce((sum, idf) => sum + idf * (k1 + 1), 0) * (1 + 1e-9);
  if (!(floor > 0)) return Number.POSITIVE_INFINITY;
  // top / (1 + k1(1-b) + k1·b·len/avgdl) >= floor  <=>  len <= (top / floor - 1 - k1(1-b)) · avgdl / (k1·b)
  return ((top / floor - 1 - k1 * (1 - b)) * scoring.averageLength) / (k1 * b);
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
