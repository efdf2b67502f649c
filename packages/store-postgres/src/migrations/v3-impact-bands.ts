import { bandLexemesSql } from "../term-bands.js";
import { oversizeLexeme } from "../text-document.js";
import { type Migration, runStatements } from "./migration.js";

/**
 * Version 3: impact bands (term-bands.ts). Every document with tokens gets a band lexeme per term in
 * its tsvector, and each band lexeme's document count per scope enters `term_stats`, computed from the
 * rows' doc_len and doc_tf exactly as the writes of this version compute them. A tsvector that would
 * pass PostgreSQL's limit with its bands becomes an oversize one (its marker and its scope lexeme), as
 * a write of this version would make it.
 */
export const v3ImpactBands: Migration = {
  version: 3,
  name: "impact band lexemes in the tsvectors, their counts in term_stats",
  async up(tx, t) {
    const marker = `'${oversizeLexeme}'`;
    const withBands = (table: string, only: string) =>
      `UPDATE ${table} AS x SET doc_tsv = CASE
         WHEN octet_length(x.doc_tsv::text) > 400000 THEN array_to_tsvector(ARRAY[${marker}] || ARRAY(SELECT l FROM unnest(tsvector_to_array(x.doc_tsv)) AS l WHERE l LIKE '~s%'))
         ELSE x.doc_tsv || array_to_tsvector(ARRAY(SELECT b.lexeme FROM ${bandLexemesSql("x")} AS b)) END
       WHERE ${only} x.doc_len > 0 AND NOT (x.doc_tsv @@ ${marker}::tsquery)`;
    await runStatements(tx, [
      withBands(t.records, ""),
      withBands(t.events, "x.type = 'message' AND"),
      `INSERT INTO ${t.termStats} (term, scope_label, shard, df)
        SELECT b.lexeme, d.scope_label, 0, count(*) FROM
          (SELECT scope_label, doc_len, doc_tf FROM ${t.records} WHERE doc_len > 0
           UNION ALL SELECT scope_label, doc_len, doc_tf FROM ${t.events} WHERE type = 'message' AND doc_len > 0) AS d,
          LATERAL ${bandLexemesSql("d")} AS b
        GROUP BY b.lexeme, d.scope_label
        ON CONFLICT (term, scope_label, shard) DO UPDATE SET df = ${t.termStats}.df + excluded.df`,
    ]);
  },
};
