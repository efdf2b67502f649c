import { phraseBoost } from "@engram/core/store-kit";
import { scopeKey } from "./message-postings.js";
import type { SqlFilter } from "./sql-filter.js";
import type { Tables } from "./tables.js";
import { bm25Sql, type TextScoring } from "./text-search.js";

/** Which messages a search may return: its visible scope labels and the sessions it excludes. */
export interface MessageWhere {
  readonly labels: readonly string[];
  readonly excludeSessionIds: readonly string[];
}

/**
 * `phraseFirstPass`: how many times the page's size of messages holding every term the first phrase pass
 * reads, best first in core's tie order: when the phrase is common among them, the floor it sets (a whole
 * tie-order position, not only a score) leaves the second pass little or nothing to read. Tests vary it.
 */
export const postingTuning = { phraseFirstPass: 4 };

const ties = (prefix: string) => `${prefix}score DESC, ${prefix}precedence DESC, ${prefix}time_ms DESC, ${prefix}session_id, ${prefix}seq`;

/**
 * The best `limit` messages by BM25 (the phrase boost included), in core's tie order, from the message
 * postings (message-postings.ts): one B-tree range per query term and visible scope gives every message
 * holding a term with its tf, length, precedence and time, so no event row is read to score it. Each
 * message's terms are pivoted into one row and summed in the query's order (bm25Sql: the reference's
 * double).
 *
 * The phrase: only a message holding every term can hold it, and reading its token stream is the cost,
 * so it is read in two passes. First for the `postingTuning.phraseFirstPass` x `limit` such messages that come first
 * in core's tie order without the boost; with what they turned out to score, the `limit`-th of every
 * message's lower bound (its score without the boost, or its known score), in tie order, is a floor
 * the page's last row cannot come after. Then only the other messages holding every term whose
 * boosted score (with their precedence, time and key) comes before that floor are read: every message
 * coming after it has at least `limit` messages before it. Templated sessions tie on score by the
 * thousand, so a floor of a score alone would leave them all to read. The page's rows are
 * read whole from `events`, checked against the visible labels themselves (the postings hold a digest
 * of the label).
 */
export function messagePostingTopSql(tables: Tables, where: MessageWhere, scoring: TextScoring, limit: number, filter: SqlFilter): string {
  const terms = scoring.terms;
  const excluded = where.excludeSessionIds.length > 0 ? ` AND NOT (p.session_id = ANY(${filter.bind(where.excludeSessionIds)}::text[]))` : "";
  const base = bm25Sql(scoring, filter, (_, i) => `h.tf${i}::float8`, "h.doc_len");
  const page = filter.bind(limit);
  const labels = filter.bind(where.labels);
  const postings = `FROM ${tables.messagePostings} AS p
      WHERE p.term = ANY(${filter.bind(terms)}::text[]) AND p.scope_key = ANY(${filter.bind(where.labels.map(scopeKey))}::bigint[])${excluded}`;
  // One term: each posting is one message, nothing to group.
  const hits =
    terms.length === 1
      ? `hits AS (SELECT p.session_id, p.seq, p.precedence, p.at_ms AS time_ms, p.doc_len, p.tf AS tf0 ${postings})`
      : `hits AS (
      SELECT p.session_id, p.seq, max(p.precedence) AS precedence, max(p.at_ms) AS time_ms, max(p.doc_len) AS doc_len,
        ${terms.map((term, i) => `max(p.tf) FILTER (WHERE p.term = ${filter.bind(term)}::text) AS tf${i}`).join(", ")}
      ${postings}
      GROUP BY p.session_id, p.seq)`;
  const read = `SELECT page.session_id, page.seq, page.precedence, page.time_ms, page.score, e.body
    FROM page JOIN ${tables.events} AS e ON e.session_id = page.session_id AND e.seq = page.seq AND e.scope_label = ANY(${labels}::text[])
    ORDER BY ${ties("page.")}`;
  if (scoring.phrase === undefined) {
    return `WITH ${hits},
      c AS (SELECT h.session_id, h.seq, h.precedence, h.time_ms, ${base} AS base FROM hits AS h),
      page AS (SELECT c.session_id, c.seq, c.precedence, c.time_ms, c.base AS score FROM c WHERE c.base > 0 ORDER BY c.base DESC, c.precedence DESC, c.time_ms DESC, c.session_id, c.seq LIMIT ${page})
      ${read}`;
  }
  const allTerms = terms.map((_, i) => `h.tf${i} IS NOT NULL`).join(" AND ");
  const boost = filter.bind(phraseBoost);
  const phrase = filter.bind(scoring.phrase);
  const firstSize = filter.bind(limit * postingTuning.phraseFirstPass);
  const phrased = (alias: string) =>
    `CASE WHEN strpos(' ' || e.doc_tokens || ' ', ${phrase}::text) > 0 THEN ${alias}.base * ${boost}::float8 ELSE ${alias}.base END`;
  const tokens = (alias: string) => `JOIN ${tables.events} AS e ON e.session_id = ${alias}.session_id AND e.seq = ${alias}.seq`;
  // Whether a row (alias c) whose score could be `score` comes before the floor row (alias f) in core's tie order.
  const beatsFloor = (score: string) =>
    `(${score} > f.score OR (${score} = f.score AND ROW(-c.precedence, -c.time_ms, c.session_id, c.seq) < ROW(-f.precedence, -f.time_ms, f.session_id, f.seq)))`;
  return `WITH ${hits},
    c AS MATERIALIZED (SELECT h.session_id, h.seq, h.precedence, h.time_ms, ${base} AS base, (${allTerms}) AS all_terms FROM hits AS h),
    first AS MATERIALIZED (
      SELECT f.session_id, f.seq, ${phrased("f")} AS score
      FROM (SELECT c.session_id, c.seq, c.base FROM c WHERE c.base > 0 AND c.all_terms
            ORDER BY c.base DESC, c.precedence DESC, c.time_ms DESC, c.session_id, c.seq LIMIT ${firstSize}) AS f ${tokens("f")}),
    floor AS (
      SELECT s.* FROM
        (SELECT coalesce(first.score, c.base) AS score, c.precedence, c.time_ms, c.session_id, c.seq
         FROM c LEFT JOIN first ON first.session_id = c.session_id AND first.seq = c.seq WHERE c.base > 0) AS s
      ORDER BY ${ties("s.")} OFFSET ${page} - 1 LIMIT 1),
    second AS (
      SELECT c.session_id, c.seq, ${phrased("c")} AS score FROM c ${tokens("c")}
      WHERE c.base > 0 AND c.all_terms
        AND NOT EXISTS (SELECT 1 FROM first WHERE first.session_id = c.session_id AND first.seq = c.seq)
        AND NOT EXISTS (SELECT 1 FROM floor AS f WHERE NOT ${beatsFloor(`c.base * ${boost}::float8`)})),
    ranked AS (
      SELECT c.session_id, c.seq, c.precedence, c.time_ms, c.base AS score FROM c WHERE c.base > 0 AND NOT c.all_terms
      UNION ALL
      SELECT c.session_id, c.seq, c.precedence, c.time_ms, x.score FROM (SELECT * FROM first UNION ALL SELECT * FROM second) AS x
        JOIN c ON c.session_id = x.session_id AND c.seq = x.seq),
    page AS (SELECT * FROM ranked ORDER BY ${ties("")} LIMIT ${page})
    ${read}`;
}
