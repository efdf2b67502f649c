import { createHash } from "node:crypto";
import type { Tables } from "./tables.js";

/**
 * Message postings: one row per (message, distinct term), keyed by term and scope so a search reads a
 * term's documents in one tenant from one B-tree range, with everything BM25 needs (tf, doc_len) and
 * the tie-break columns (precedence, at_ms) in the index, instead of reading and parsing each row's
 * jsonb term map. The table is derived from `events` (doc_tf, doc_len, scope_label, precedence, at_ms)
 * by statement triggers, so every write, redaction, deletion and purge of a message changes it in the
 * same statement, and nothing written outside the store's code can leave it behind.
 *
 * A scope is stored as a 64-bit key (the first 8 bytes of the SHA-256 of its label, signed): labels
 * may be kilobytes long, and a B-tree entry of the term, the label and the session id could pass
 * PostgreSQL's limit. The page's rows are checked against the labels themselves when they are read.
 */

/** The scope key of `label`, as the triggers compute it in SQL: a signed 64-bit integer, as a decimal string. */
export function scopeKey(label: string): string {
  return createHash("sha256").update(label, "utf8").digest().readBigInt64BE(0).toString();
}

/** The same in SQL, for a text expression. */
export const scopeKeySql = (label: string): string => `('x' || left(encode(sha256(convert_to(${label}, 'UTF8')), 'hex'), 16))::bit(64)::bigint`;

/** The trigger function's name in the store's schema. */
const functionName = (tables: Tables): string => `${tables.schema}."engram_message_postings"`;

/**
 * The statements creating the table, its one index (the primary key, covering the scoring columns),
 * the trigger function and its three statement triggers (transition tables cannot serve several events).
 */
export function messagePostingsStatements(tables: Tables): string[] {
  const t = tables;
  const fn = functionName(t);
  const postingsOf = (rows: string) =>
    `SELECT k.key, ${scopeKeySql("n.scope_label")}, n.session_id, n.seq, k.value::int, n.doc_len, n.precedence, n.at_ms
     FROM ${rows} AS n, jsonb_each_text(n.doc_tf) AS k WHERE n.type = 'message' AND n.doc_len > 0`;
  return [
    `CREATE TABLE ${t.messagePostings} (
      term text COLLATE "C" NOT NULL,
      scope_key bigint NOT NULL,
      session_id text COLLATE "C" NOT NULL,
      seq integer NOT NULL,
      tf integer NOT NULL,
      doc_len integer NOT NULL,
      precedence smallint NOT NULL,
      at_ms bigint NOT NULL,
      PRIMARY KEY (term, scope_key, session_id, seq) INCLUDE (tf, doc_len, precedence, at_ms)
    )`,
    `ALTER TABLE ${t.messagePostings} ALTER COLUMN term SET STATISTICS 0`,
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       IF TG_OP IN ('UPDATE', 'DELETE') THEN
         DELETE FROM ${t.messagePostings} AS p USING
           (SELECT k.term, ${scopeKeySql("o.scope_label")} AS scope_key, o.session_id, o.seq
            FROM old_rows AS o, jsonb_object_keys(o.doc_tf) AS k(term) WHERE o.type = 'message' AND o.doc_len > 0) AS d
         WHERE p.term = d.term AND p.scope_key = d.scope_key AND p.session_id = d.session_id AND p.seq = d.seq;
       END IF;
       IF TG_OP IN ('INSERT', 'UPDATE') THEN
         INSERT INTO ${t.messagePostings} (term, scope_key, session_id, seq, tf, doc_len, precedence, at_ms) ${postingsOf("new_rows")};
       END IF;
       RETURN NULL;
     END $body$`,
    `CREATE TRIGGER message_postings_insert AFTER INSERT ON ${t.events} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER message_postings_update AFTER UPDATE ON ${t.events} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER message_postings_delete AFTER DELETE ON ${t.events} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `INSERT INTO ${t.messagePostings} (term, scope_key, session_id, seq, tf, doc_len, precedence, at_ms) ${postingsOf(t.events)}`,
  ];
}
