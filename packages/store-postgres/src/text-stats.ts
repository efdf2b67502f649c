import type { SqlExecutor } from "./driver/sql-driver.js";
import type { Tables } from "./tables.js";

/**
 * How many rows the document count and each term's document frequency are spread over. Every write
 * adds to its document's shard (by a hash of the record's kind and id, or of the session id), so
 * writers of different documents rarely wait on one counter row; a search sums the shards.
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

/** What a write changes in the text statistics of one shard. */
export class TextStatsDelta {
  docs = 0;
  tokens = 0;
  readonly #df = new Map<string, number>();

  constructor(readonly shard: number) {}

  /** A document enters (sign 1) or leaves (sign -1) the index. */
  add(document: { readonly length: number; readonly terms: Iterable<string> }, sign: 1 | -1): void {
    this.docs += sign;
    this.tokens += sign * document.length;
    for (const term of document.terms) this.#df.set(term, (this.#df.get(term) ?? 0) + sign);
  }

  /** Documents that left in bulk: `docs` of them with `tokens` tokens in all, each term's count of documents. */
  remove(docs: number, tokens: number, termDocs: Iterable<readonly [string, number]>): void {
    this.docs -= docs;
    this.tokens -= tokens;
    for (const [term, count] of termDocs) this.#df.set(term, (this.#df.get(term) ?? 0) - count);
  }

  /**
   * Writes the change in one statement: each changed term's frequency, upserted in term order (so
   * concurrent writers lock those rows in one order and cannot deadlock on them), then the shard's
   * counts (a data-modifying WITH that the main statement does not read runs after it). A term no
   * document holds any more keeps a row with df 0 until `scrub` deletes it (a purge always ends with one).
   */
  async apply(tx: SqlExecutor, tables: Tables): Promise<void> {
    const changed = [...this.#df].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (changed.length === 0 && this.docs === 0 && this.tokens === 0) return;
    await tx.query(
      `WITH counts AS (UPDATE ${tables.textStats} SET docs = docs + $4, tokens = tokens + $5 WHERE shard = $2 AND ($4 <> 0 OR $5 <> 0) RETURNING shard)
       INSERT INTO ${tables.termStats} (term, shard, df)
       SELECT term, $2, delta FROM unnest($1::text[], $3::int[]) AS change(term, delta) ORDER BY term COLLATE "C"
       ON CONFLICT (term, shard) DO UPDATE SET df = ${tables.termStats}.df + excluded.df`,
      [changed.map(([term]) => term), this.shard, changed.map(([, delta]) => delta), this.docs, this.tokens],
    );
  }
}
