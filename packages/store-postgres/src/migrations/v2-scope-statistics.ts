import { type Migration, runStatements } from "./migration.js";

/**
 * Version 2: the text statistics per scope. The search spec (section 4) takes N, df and avgdl over the
 * documents visible in the query's scope and leaves documents without a token out of every statistic;
 * version 1 kept them store-wide and counted token-less documents. The counters are recounted from the
 * rows, so the new tables hold exactly what the writes of this version would have written.
 */
export const v2ScopeStatistics: Migration = {
  version: 2,
  name: "text statistics per scope label, documents without tokens left out",
  async up(tx, t) {
    // Any spread of a scope's counts over the shards sums the same: the recount puts them in shard 0.
    await runStatements(tx, [
      `DROP TABLE ${t.termStats}`,
      `DROP TABLE ${t.textStats}`,
      `CREATE TABLE ${t.textStats} (scope_label text COLLATE "C" NOT NULL, shard smallint NOT NULL, docs bigint NOT NULL, tokens bigint NOT NULL,
        PRIMARY KEY (scope_label, shard))`,
      `CREATE TABLE ${t.termStats} (term text COLLATE "C" NOT NULL, scope_label text COLLATE "C" NOT NULL, shard smallint NOT NULL, df integer NOT NULL,
        PRIMARY KEY (term, scope_label, shard))`,
      `ALTER TABLE ${t.termStats} ALTER COLUMN term SET STATISTICS 0`,
      `CREATE TEMPORARY TABLE engram_documents ON COMMIT DROP AS
        SELECT scope_label, doc_len, doc_tf FROM ${t.records} WHERE doc_len > 0
        UNION ALL SELECT scope_label, doc_len, doc_tf FROM ${t.events} WHERE type = 'message' AND doc_len > 0`,
      `INSERT INTO ${t.textStats} (scope_label, shard, docs, tokens)
        SELECT scope_label, 0, count(*), sum(doc_len) FROM engram_documents GROUP BY scope_label`,
      `INSERT INTO ${t.termStats} (term, scope_label, shard, df)
        SELECT term, scope_label, 0, count(*) FROM engram_documents, jsonb_object_keys(doc_tf) AS term GROUP BY term, scope_label`,
    ]);
  },
};
