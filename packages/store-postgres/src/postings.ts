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

/**
 * Pair postings (schema version 8): beside each distinct term, each distinct pair of adjacent tokens of
 * a document is a posting, its term the two lexemes joined by one space (no lexeme holds a space, so no
 * pair is a term), or "~p" and the SHA-256 of that text in hex when it passes `maxPairBytes` (no lexeme
 * holds "~"), its tf how often the pair occurs. A document holds a phrase only if it holds every pair of
 * the phrase's adjacent tokens, and it holds a two-token phrase exactly when it holds that one pair: a
 * search reads the pairs' B-tree ranges instead of the token streams of every document holding the
 * phrase's terms (posting-top.ts). Pairs are never counted in the text statistics.
 */
const maxPairBytes = 1_000;

/** The pair term of two adjacent lexemes, as the triggers compute it in SQL (pairTermsSql). */
export function pairTerm(first: string, second: string): string {
  const pair = `${first} ${second}`;
  return Buffer.byteLength(pair) <= maxPairBytes ? pair : `~p${createHash("sha256").update(pair, "utf8").digest("hex")}`;
}

/** The distinct pair terms of a query's phrase (" a b c ", text-document.ts), in order of first occurrence. */
export function phrasePairs(phrase: string): string[] {
  const lexemes = phrase.trim().split(" ");
  return [...new Set(lexemes.slice(1).map((second, i) => pairTerm(lexemes[i]!, second)))];
}

/** A row per distinct pair term of the token string `tokens` (an SQL expression), as (pair, tf). */
function pairTermsSql(tokens: string): string {
  return `SELECT CASE WHEN octet_length(w.pair) <= ${maxPairBytes} THEN w.pair ELSE '~p' || encode(sha256(convert_to(w.pair, 'UTF8')), 'hex') END AS pair,
       count(*)::int AS tf
     FROM (SELECT u.x || ' ' || u.y AS pair FROM (SELECT string_to_array(${tokens}, ' ') AS t) AS s,
       unnest(s.t[1:cardinality(s.t) - 1], s.t[2:cardinality(s.t)]) AS u(x, y)) AS w
     GROUP BY 1`;
}

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

/** The column list of a postings table's rows, in the order `postingRowsSql` selects them. */
function postingColumns(spec: PostingsSpec): string {
  const [[a], [b]] = spec.keys;
  return `(term, scope_key, ${a}, ${b}, tf, doc_len, precedence, ${spec.time})`;
}

/**
 * The postings of the documents in `rows` (alias `n`, `kept` a further condition on it starting with
 * " AND"): a row per distinct term, and with `pairs`, a row per distinct pair term.
 */
function postingRowsSql(spec: PostingsSpec, rows: string, kept: string, pairs: boolean): string {
  const [[a], [b]] = spec.keys;
  const rest = `${scopeKeySql("n.scope_label")}, n.${a}, n.${b}`;
  const tail = `n.doc_len, n.precedence, n.${spec.time}`;
  const terms = `SELECT k.key, ${rest}, k.value::int, ${tail}
     FROM ${rows} AS n, jsonb_each_text(n.doc_tf) AS k WHERE ${spec.only}n.doc_len > 0${kept}`;
  if (!pairs) return terms;
  return `${terms}
     UNION ALL
     SELECT q.pair, ${rest}, q.tf, ${tail}
     FROM ${rows} AS n, LATERAL (${pairTermsSql("n.doc_tokens")}) AS q WHERE ${spec.only}n.doc_len > 0${kept}`;
}

/**
 * The trigger function keeping a postings table: on delete the old rows' postings go, on insert the new
 * rows' come, on update both (records: only for rows whose text, scope or time changed). With `pairs`
 * (schema version 8 on) the postings include the pair terms, and a record's update rewrites its postings
 * also when only its token order changed (same terms, other pairs).
 */
function postingsFunctionSql(tables: Tables, spec: PostingsSpec, pairs: boolean): string {
  const [[a], [b]] = spec.keys;
  const fn = `${tables.schema}."${spec.functionName}"`;
  const sameText = (o: string, n: string) =>
    `${o}.doc_tf IS NOT DISTINCT FROM ${n}.doc_tf AND ${o}.doc_len IS NOT DISTINCT FROM ${n}.doc_len AND ${o}.scope_label = ${n}.scope_label
     AND ${o}.precedence = ${n}.precedence AND ${o}.${spec.time} = ${n}.${spec.time}${pairs ? ` AND ${o}.doc_tokens IS NOT DISTINCT FROM ${n}.doc_tokens` : ""}`;
  // On update, the rows whose postings stay as they are (same key, same text, scope and time) are left alone.
  const keep = (row: string, other: string) =>
    ` AND NOT EXISTS (SELECT 1 FROM ${other} AS x WHERE x.${a} = ${row}.${a} AND x.${b} = ${row}.${b} AND ${sameText("x", row)})`;
  const oldOnly = spec.only.replaceAll("n.", "o.");
  const oldTerms = (kept: string) =>
    `SELECT k.term, ${scopeKeySql("o.scope_label")} AS scope_key, o.${a}, o.${b}
            FROM old_rows AS o, jsonb_object_keys(o.doc_tf) AS k(term) WHERE ${oldOnly}o.doc_len > 0${kept}`;
  const oldPairs = (kept: string) =>
    `SELECT q.pair, ${scopeKeySql("o.scope_label")}, o.${a}, o.${b}
            FROM old_rows AS o, LATERAL (${pairTermsSql("o.doc_tokens")}) AS q WHERE ${oldOnly}o.doc_len > 0${kept}`;
  const remove = (kept: string) =>
    `DELETE FROM ${spec.postings} AS p USING
           (${oldTerms(kept)}${pairs ? ` UNION ALL ${oldPairs(kept)}` : ""}) AS d
         WHERE p.term = d.term AND p.scope_key = d.scope_key AND p.${a} = d.${a} AND p.${b} = d.${b};`;
  const add = (kept: string) => `INSERT INTO ${spec.postings} ${postingColumns(spec)} ${postingRowsSql(spec, "new_rows", kept, pairs)};`;
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
  return `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       ${body}
       RETURN NULL;
     END $body$`;
}

/**
 * The statements creating a postings table without pair terms (schema versions 4 and 5), its one index
 * (the primary key, covering the scoring columns), the trigger function and its three statement triggers
 * (transition tables cannot serve several events), then filling it from the documents already stored.
 */
export function postingsStatements(tables: Tables, spec: PostingsSpec): string[] {
  const [[a, aType], [b, bType]] = spec.keys;
  const fn = `${tables.schema}."${spec.functionName}"`;
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
    postingsFunctionSql(tables, spec, false),
    `CREATE TRIGGER ${spec.triggerPrefix}_insert AFTER INSERT ON ${spec.documents} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${spec.triggerPrefix}_update AFTER UPDATE ON ${spec.documents} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${spec.triggerPrefix}_delete AFTER DELETE ON ${spec.documents} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `INSERT INTO ${spec.postings} ${postingColumns(spec)} ${postingRowsSql(spec, spec.documents, "", false)}`,
  ];
}

/**
 * Schema version 8's change to a postings table: its trigger function replaced by one that also keeps
 * the pair terms, and the pair postings of every document already stored added (its term postings stay).
 */
export function pairPostingsStatements(tables: Tables, spec: PostingsSpec): string[] {
  const [[a], [b]] = spec.keys;
  const pairsOnly = `SELECT q.pair, ${scopeKeySql("n.scope_label")}, n.${a}, n.${b}, q.tf, n.doc_len, n.precedence, n.${spec.time}
     FROM ${spec.documents} AS n, LATERAL (${pairTermsSql("n.doc_tokens")}) AS q WHERE ${spec.only}n.doc_len > 0`;
  return [postingsFunctionSql(tables, spec, true), `INSERT INTO ${spec.postings} ${postingColumns(spec)} ${pairsOnly}`];
}

/** The message postings, kept by triggers on `events` (schema version 4; pair terms since version 8). */
export function messagePostingsSpec(tables: Tables): PostingsSpec {
  return {
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
  };
}

/** The record postings, kept by triggers on `records` (schema version 5; pair terms since version 8). */
export function recordPostingsSpec(tables: Tables): PostingsSpec {
  return {
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
  };
}
