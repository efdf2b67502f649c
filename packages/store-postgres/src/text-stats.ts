import type { SqlExecutor } from "./driver/sql-driver.js";
import type { Tables } from "./tables.js";

/**
 * How many rows each scope's document count and each term's document frequency in a scope are spread
 * over. Every write adds to its document's shard (by a hash of the record's kind and id, or of the
 * session id), so writers of different documents of one scope rarely wait on one counter row; a search
 * sums the shards of the scopes it sees.
 */
export const textStatShards = 16;

/** FNV-1a of a document's identity, folded into a shard number. */
export function shardOf(identity: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < identity.length; i++) {
    hash ^= identity.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % textStatShards;
}

/**
 * Rows (term, df): each term of the text array `terms` (an SQL expression) that a row counts, its df summed
 * over the labels of the text array `labels`. One primary-key probe per term (a LATERAL aggregate is never
 * made a join): `term` keeps no planner statistics (SET STATISTICS 0), so `term = ANY(…)` of an impact walk's
 * 180 band lexemes looked like half of `term_stats`, and PostgreSQL read all of it (test/index-use.test.ts).
 */
export function termFrequenciesSql(tables: Tables, terms: string, labels: string): string {
  return `SELECT t.term, f.df FROM unnest(${terms}) AS t(term),
    LATERAL (SELECT sum(df)::float8 AS df FROM ${tables.termStats} WHERE term = t.term AND scope_label = ANY(${labels})) AS f
    WHERE f.df IS NOT NULL`;
}

/**
 * One row (docs, tokens): the documents and tokens of the distinct labels of the text array `labels` (an SQL
 * expression), summed, null for none. One primary-key probe per label: for 16 visible labels PostgreSQL read
 * all of `text_stats` otherwise.
 */
export function scopeCountsSql(tables: Tables, labels: string): string {
  return `SELECT sum(c.docs)::float8 AS docs, sum(c.tokens)::float8 AS tokens FROM (SELECT DISTINCT unnest(${labels}) AS label) AS l,
    LATERAL (SELECT sum(docs) AS docs, sum(tokens) AS tokens FROM ${tables.textStats} WHERE scope_label = l.label) AS c`;
}

/** What one document adds to its scope's statistics: its length and its distinct terms. */
export interface CountedDocument {
  readonly length: number;
  readonly terms: Iterable<string>;
}

/** The change to one scope's counters. */
interface ScopeChange {
  docs: number;
  tokens: number;
  readonly df: Map<string, number>;
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a write changes in the text statistics of one shard, per scope label (the search spec's
 * collection is the documents visible in the query's scope, so the counters are kept per scope and a
 * search sums those of the scopes it sees). A document without a token is in no collection
 * (search spec, section 1): it changes nothing.
 */
export class TextStatsDelta {
  readonly #scopes = new Map<string, ScopeChange>();

  constructor(readonly shard: number) {}

  #scope(label: string): ScopeChange {
    let change = this.#scopes.get(label);
    if (change === undefined) {
      change = { docs: 0, tokens: 0, df: new Map() };
      this.#scopes.set(label, change);
    }
    return change;
  }

  /** A document of the scope labelled `label` enters (sign 1) or leaves (sign -1) the index. */
  add(label: string, document: CountedDocument, sign: 1 | -1): void {
    if (document.length <= 0) return;
    const change = this.#scope(label);
    change.docs += sign;
    change.tokens += sign * document.length;
    for (const term of document.terms) change.df.set(term, (change.df.get(term) ?? 0) + sign);
  }

  /** Documents with tokens that left in bulk: `docs` of them with `tokens` tokens in all, each term's count of documents. */
  remove(label: string, docs: number, tokens: number, termDocs: Iterable<readonly [string, number]>): void {
    const change = this.#scope(label);
    change.docs -= docs;
    change.tokens -= tokens;
    for (const [term, count] of termDocs) change.df.set(term, (change.df.get(term) ?? 0) - count);
  }

  /**
   * Writes the change in one statement: each changed term's frequency, upserted in (term, scope) order
   * (so concurrent writers lock those rows in one order and cannot deadlock on them), then the scopes'
   * counts in scope order (a data-modifying WITH that the main statement does not read runs after it).
   * A term or scope no document holds any more keeps a row at 0 until `scrub` deletes it (a purge
   * always ends with one).
   */
  async apply(tx: SqlExecutor, tables: Tables): Promise<void> {
    const labels: string[] = [];
    const docs: number[] = [];
    const tokens: number[] = [];
    const terms: string[] = [];
    const termLabels: string[] = [];
    const deltas: number[] = [];
    for (const label of [...this.#scopes.keys()].sort(byCodePoint)) {
      const change = this.#scopes.get(label)!;
      if (change.docs !== 0 || change.tokens !== 0) {
        labels.push(label);
        docs.push(change.docs);
        tokens.push(change.tokens);
      }
      for (const [term, delta] of change.df) {
        if (delta === 0) continue;
        terms.push(term);
        termLabels.push(label);
        deltas.push(delta);
      }
    }
    if (labels.length === 0 && terms.length === 0) return;
    await tx.query(
      `WITH counts AS (
         INSERT INTO ${tables.textStats} (scope_label, shard, docs, tokens)
         SELECT label, $1, d, t FROM unnest($2::text[], $3::bigint[], $4::bigint[]) AS change(label, d, t) ORDER BY label COLLATE "C"
         ON CONFLICT (scope_label, shard) DO UPDATE SET docs = ${tables.textStats}.docs + excluded.docs, tokens = ${tables.textStats}.tokens + excluded.tokens
         RETURNING shard)
       INSERT INTO ${tables.termStats} (term, scope_label, shard, df)
       SELECT term, label, $1, delta FROM unnest($5::text[], $6::text[], $7::int[]) AS change(term, label, delta) ORDER BY term COLLATE "C", label COLLATE "C"
       ON CONFLICT (term, scope_label, shard) DO UPDATE SET df = ${tables.termStats}.df + excluded.df`,
      [this.shard, labels, docs, tokens, terms, termLabels, deltas],
    );
  }
}
