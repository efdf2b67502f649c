import { createHash } from "node:crypto";
import type { Tables } from "./tables.js";

/**
 * Postings: one row per (document, distinct term), keyed by term and scope so a search reads a term's
 * documents in one tenant from one B-tree range, with everything BM25 needs (tf, doc_len) and the
 * tie-break columns (precedence, time) in the index, instead of reading and parsing each row's jsonb
 * term map. A postings table is derived from its documents' table (doc_tf, doc_len, scope_label,
 * precedence, time) by statement triggers, so every write, redaction, deletion and purge changes it in
 * the same statement, and nothing written outside the store's code can leave it behind. Messages have
 * theirs since schema version 4, records since version 5.
 *
 * A scope is stored as a 64-bit key (the first 8 bytes of the SHA-256 of its label, signed): labels
 * may be kilobytes long, and a B-tree entry of the term, the label and the keys could pass
 * PostgreSQL's limit. The page's rows are checked against the labels themselves when they are read.
 */

/** The scope key of `label`, as the triggers compute it in SQL: a signed 64-bit integer, as a decimal string. */
export function scopeKey(label: string): string {
  return createHash("sha256").update(label, "utf8").digest().readBigInt64BE(0).toString();
}

/** The same in SQL, for a text expression. */
export const scopeKeySql = (label: string): string => `('x' || left(encode(sha256(convert_to(${label}, 'UTF8')), 'hex'), 16))::bit(64)::bigint`;

/** What a postings table is derived from. */
export interface PostingsSpec {
  /** The postings table and the documents' table. */
  readonly postings: string;
  readonly documents: string;
  /** The trigger function's name (in the store's schema) and the triggers' prefix. */
  readonly functionName: string;
  readonly triggerPrefix: string;
  /** The documents' two key columns, with their SQL types in the postings. */
  readonly keys: readonly [readonly [string, string], readonly [string, string]];
  /** The documents' time column (the tie-break after precedence). */
  readonly time: string;
  /** Which documents' rows have postings, beyond having tokens (alias `n`), e.g. `n.type = 'message' AND `. */
  readonly only: string;
  /** Whether an update rewrites only the rows whose text, scope or time changed (records: a mark of use changes none). */
  readonly changedOnly: boolean;
}

/**
 * The statements creating a postings table, its one index (the primary key, covering the scoring
 * columns), the trigger function and its three statement triggers (transition tables cannot serve
 * several events), then filling it from the documents already stored.
 */
export function postingsStatements(tables: Tables, spec: PostingsSpec): string[] {
  const [[a, aType], [b, bType]] = spec.keys;
  const fn = `${tables.schema}."${spec.functionName}"`;
  const postingsOf = (rows: string, changed: string) =>
    `SELECT k.key, ${scopeKeySql("n.scope_label")}, n.${a}, n.${b}, k.value::int, n.doc_len, n.precedence, n.${spec.time}
     FROM ${rows} AS n${changed}, jsonb_each_text(n.doc_tf) AS k WHERE ${spec.only}n.doc_len > 0`;
  const sameText = (o: string, n: string) =>
    `${o}.doc_tf IS NOT DISTINCT FROM ${n}.doc_tf AND ${o}.doc_len IS NOT DISTINCT FROM ${n}.doc_len AND ${o}.scope_label = ${n}.scope_label
     AND ${o}.precedence = ${n}.precedence AND ${o}.${spec.time} = ${n}.${spec.time}`;
  // On update, the rows whose postings stay as they are (same key, same text, scope and time) are left alone.
  const keep = (row: string, other: string) =>
    ` AND NOT EXISTS (SELECT 1 FROM ${other} AS x WHERE x.${a} = ${row}.${a} AND x.${b} = ${row}.${b} AND ${sameText("x", row)})`;
  const columns = `(term, scope_key, ${a}, ${b}, tf, doc_len, precedence, ${spec.time})`;
  const remove = (kept: string) =>
    `DELETE FROM ${spec.postings} AS p USING
           (SELECT k.term, ${scopeKeySql("o.scope_label")} AS scope_key, o.${a}, o.${b}
            FROM old_rows AS o, jsonb_object_keys(o.doc_tf) AS k(term) WHERE ${spec.only.replaceAll("n.", "o.")}o.doc_len > 0${kept}) AS d
         WHERE p.term = d.term AND p.scope_key = d.scope_key AND p.${a} = d.${a} AND p.${b} = d.${b};`;
  const add = (kept: string) => `INSERT INTO ${spec.postings} ${columns} ${postingsOf("new_rows", "")}${kept};`;
  // A statement that names a transition table its trigger lacks cannot even be planned: each event has its own branch.
  const body = spec.changedOnly
    ? `IF TG_OP = 'DELETE' THEN
         ${remove("")}
       ELSIF TG_OP = 'UPDATE' THEN
         ${remove(keep("o", "new_rows"))}
         ${add(keep("n", "old_rows"))}
       ELSE
         ${add("")}
       END IF;`
    : `IF TG_OP IN ('UPDATE', 'DELETE') THEN
         ${remove("")}
       END IF;
       IF TG_OP IN ('INSERT', 'UPDATE') THEN
         ${add("")}
       END IF;`;
  return [
    `CREATE TABLE ${spec.postings} (
      term text COLLATE "C" NOT NULL,
      scope_key bigint NOT NULL,
      ${a} ${aType} NOT NULL,
      ${b} ${bType} NOT NULL,
      tf integer NOT NULL,
      doc_len integer NOT NULL,
      precedence smallint NOT NULL,
      ${spec.time} bigint NOT NULL,
      PRIMARY KEY (term, scope_key, ${a}, ${b}) INCLUDE (tf, doc_len, precedence, ${spec.time})
    )`,
    `ALTER TABLE ${spec.postings} ALTER COLUMN term SET STATISTICS 0`,
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       ${body}
       RETURN NULL;
     END $body$`,
    `CREATE TRIGGER ${spec.triggerPrefix}_insert AFTER INSERT ON ${spec.documents} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${spec.triggerPrefix}_update AFTER UPDATE ON ${spec.documents} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${spec.triggerPrefix}_delete AFTER DELETE ON ${spec.documents} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `INSERT INTO ${spec.postings} ${columns} ${postingsOf(spec.documents, "")}`,
  ];
}

/** Schema version 4's message postings: a row per message with tokens and distinct term. */
export function messagePostingsStatements(tables: Tables): string[] {
  return postingsStatements(tables, {
    postings: tables.messagePostings,
    documents: tables.events,
    functionName: "engram_message_postings",
    triggerPrefix: "message_postings",
    keys: [
      ["session_id", 'text COLLATE "C"'],
      ["seq", "integer"],
    ],
    time: "at_ms",
    only: "n.type = 'message' AND ",
    changedOnly: false,
  });
}

/** Schema version 5's record postings: a row per record with tokens and distinct term. */
export function recordPostingsStatements(tables: Tables): string[] {
  return postingsStatements(tables, {
    postings: tables.recordPostings,
    documents: tables.records,
    functionName: "engram_record_postings",
    triggerPrefix: "record_postings",
    keys: [
      ["kind", 'text COLLATE "C"'],
      ["id", 'text COLLATE "C"'],
    ],
    time: "updated_ms",
    only: "",
    changedOnly: true,
  });
}
