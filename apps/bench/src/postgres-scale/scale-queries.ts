import type pg from "pg";
import { generateQueries } from "../stores/search-queries.js";
import { personalQueries } from "../personal/personal-queries.js";

/** The words a tenant's documents hold, by how many hold them: the query classes are drawn from them. */
export interface TenantWords {
  /** The most frequent terms of the tenant's messages and entries together (held by the most documents). */
  readonly common: readonly string[];
  /** Terms of the tenant held by 3 to 30 documents. */
  readonly rare: readonly string[];
  /** The most frequent terms of the tenant's entries. */
  readonly commonInEntries: readonly string[];
}

/** Reads the tenant's word frequencies from the store's statistics (`term_stats`, band lexemes left out) and its entries' term maps. */
export async function tenantWords(admin: pg.Pool, schema: string, label: string): Promise<TenantWords> {
  const S = `"${schema}"`;
  const all = await admin.query<{ term: string; df: number }>(
    `SELECT term, sum(df)::int AS df FROM ${S}.term_stats WHERE scope_label = $1 AND strpos(term, '~') = 0 GROUP BY term HAVING sum(df) > 0 ORDER BY df DESC, term`,
    [label],
  );
  const entries = await admin.query<{ term: string }>(
    `SELECT term FROM ${S}.records AS r, jsonb_object_keys(r.doc_tf) AS term WHERE r.kind = 'entry' AND r.scope_label = $1 GROUP BY term ORDER BY count(*) DESC, term LIMIT 12`,
    [label],
  );
  const rare = all.rows.filter((row) => row.df >= 3 && row.df <= 30).map((row) => row.term);
  const spread = (words: readonly string[], count: number) =>
    Array.from({ length: Math.min(count, words.length) }, (_, i) => words[Math.floor((i * words.length) / count)]!);
  return { common: all.rows.slice(0, 12).map((row) => row.term), rare: spread(rare, 40), commonInEntries: entries.rows.map((row) => row.term) };
}

/** A query class: a name and its query texts, cycled through by the samples. */
export interface QueryTexts {
  readonly name: string;
  readonly texts: readonly string[];
}

const pairs = (words: readonly string[]): string[] => words.flatMap((a, i) => words.slice(i + 1, i + 4).map((b) => `${a} ${b}`));

/** Rare, common, two common words and multi-word (the stores suite's entry queries, personal-scale's session queries). */
export function queryClasses(words: TenantWords): { entries: QueryTexts[]; messages: QueryTexts[]; recall: readonly string[] } {
  return {
    entries: [
      { name: "rare word", texts: words.rare },
      { name: "common word", texts: words.commonInEntries },
      { name: "two common words", texts: pairs(words.commonInEntries) },
      { name: "multi-word", texts: generateQueries(40) },
    ],
    messages: [
      { name: "rare word", texts: words.rare },
      { name: "common word", texts: words.common },
      { name: "two common words", texts: pairs(words.common) },
      { name: "multi-word", texts: personalQueries(40).filter((_, i) => i % 2 === 1) },
    ],
    recall: personalQueries(40),
  };
}
