import { createHash } from "node:crypto";
import { tokenize } from "@engram/core/store-kit";
import { documentBandLexemes } from "./term-bands.js";

/**
 * A token longer than this many UTF-8 bytes is indexed by a digest: PostgreSQL refuses lexemes of
 * 2 KiB and more. Queries map their tokens the same way, so such a token still finds its documents.
 */
const maxLexemeBytes = 1_000;
/**
 * A document whose distinct lexemes take more than this many bytes gets only the `oversizeLexeme` in
 * its tsvector (PostgreSQL caps a tsvector at 1 MiB); a search finds it through that lexeme and keeps
 * it when its term map holds a query term.
 */
const maxTsvectorBytes = 900_000;

/** In the tsvector of an oversize document (no token has "~" in it, so no token is this lexeme). */
export const oversizeLexeme = "~oversize";

/**
 * The lexeme of a scope in every tsvector of its documents ("~s" and a digest of its label): a search
 * asks the GIN index for rows holding a query term AND one of the context's scope lexemes, so the index
 * itself keeps other tenants' rows out and none of them is read.
 */
export function scopeLexeme(label: string): string {
  return `~s${createHash("sha256").update(label).digest("base64url").slice(0, 22)}`;
}

/** What a token is indexed as: itself, or "~h" and a digest when it is too long to be a lexeme. */
export function lexemeOf(token: string): string {
  return Buffer.byteLength(token) <= maxLexemeBytes ? token : `~h${createHash("sha256").update(token).digest("base64url")}`;
}

/** The index columns of one searchable text. */
export interface TextDocument {
  /** How many tokens it has (BM25's document length). */
  readonly length: number;
  /** Its lexemes in order, joined by single spaces: where a phrase is looked for. */
  readonly tokens: string;
  /** Lexeme -> how often it occurs (BM25's tf), as JSON for a jsonb column. */
  readonly termFrequencies: string;
  /** The distinct lexemes, in order of first occurrence. */
  readonly distinct: readonly string[];
  /** The distinct lexemes and their band lexemes, for the term statistics. */
  readonly terms: ReadonlySet<string>;
}

/**
 * What a stored document counts for in the term statistics (its terms and band lexemes), from its doc_len and doc_tf.
 * NOT NULL still lets a JSON null (or a number, an array) into doc_tf when another program writes the row; the
 * postings triggers index only an object, so any other value counted no term and leaves none.
 */
export function countedTerms(length: number, frequencies: unknown): string[] {
  if (typeof frequencies !== "object" || frequencies === null || Array.isArray(frequencies)) return [];
  const entries = Object.entries(frequencies as Record<string, number>);
  return [...entries.map(([term]) => term), ...documentBandLexemes(length, entries)];
}

/** Tokenizes `text` as every Engram store does (core's `tokenize`) and builds its index columns. */
export function textDocument(text: string): TextDocument {
  const sequence = tokenize(text).map(lexemeOf);
  const frequencies = new Map<string, number>();
  for (const lexeme of sequence) frequencies.set(lexeme, (frequencies.get(lexeme) ?? 0) + 1);
  const distinct = [...frequencies.keys()];
  return {
    length: sequence.length,
    tokens: sequence.join(" "),
    termFrequencies: JSON.stringify(Object.fromEntries(frequencies)),
    distinct,
    terms: new Set([...distinct, ...documentBandLexemes(sequence.length, frequencies)]),
  };
}

/**
 * A record's tsvector, as lexemes: its distinct lexemes, their band lexemes and the lexeme of its scope
 * (labelled `label`); only `oversizeLexeme` and the scope's for an oversize document. Messages have no
 * tsvector since schema version 6 (their postings serve every message search).
 */
export function tsvectorLexemes(document: TextDocument, label: string): string[] {
  let bytes = 0;
  for (const lexeme of document.distinct) bytes += 2 * Buffer.byteLength(lexeme) + 24;
  return [...(bytes > maxTsvectorBytes ? [oversizeLexeme] : document.terms), scopeLexeme(label)];
}

/** A query's text: its distinct lexemes in first-occurrence order and the phrase it forms (two tokens or more). */
export interface TextQuery {
  readonly terms: string[];
  /** " a b c " when the query has two tokens or more, to look for in " " + tokens + " ". */
  readonly phrase: string | undefined;
}

export function textQuery(text: string): TextQuery {
  const sequence = tokenize(text).map(lexemeOf);
  return { terms: [...new Set(sequence)], phrase: sequence.length >= 2 ? ` ${sequence.join(" ")} ` : undefined };
}

const quoted = (lexeme: string): string => `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/**
 * A tsquery matching documents of one of the scopes `labels` that hold any of `terms` (or are
 * oversize), written as quoted lexemes: nothing in it is parsed as syntax.
 */
export function anyTermQuery(terms: readonly string[], labels: readonly string[]): string {
  return `(${[...terms, oversizeLexeme].map(quoted).join(" | ")}) & (${labels.map((label) => quoted(scopeLexeme(label))).join(" | ")})`;
}
