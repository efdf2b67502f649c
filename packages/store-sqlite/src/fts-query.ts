/**
 * Text as the FTS5 indexes hold it, and user text as MATCH expressions that can never be a syntax
 * error. Tokens follow core's reference tokenizer (`tokenize` in @engram/core's text-tokens): folded
 * (NFKD, combining diacritics dropped, lowercase), split on anything not a letter, mark or digit, each
 * CJK character a token of its own, English stop words dropped. Both indexes store the tokens joined by
 * spaces, so FTS5 sees the same tokens as every other backend. Each query token is written as an FTS5
 * string ("..." with quotes doubled): AND, OR, NOT, NEAR, parentheses, `*`, `^`, `:` and quotes in
 * the text are only ever words or separators.
 */
import { BoundedCache, normalizedText, tokenize } from "@engram/core/store-kit";

/** Query tokens past this many are ignored (FTS5 expressions stay small). */
export const maxTerms = 64;

/** The texts tokenized last: one search asks for the same query's tokens several times. */
const recentTokens = new BoundedCache<string, readonly string[]>({ maxEntries: 8, order: "insertion" });

/** The tokens of a text, in order (core's `tokenize`). */
export function textTokens(text: string): readonly string[] {
  let tokens = recentTokens.get(text);
  if (tokens === undefined) {
    tokens = Object.freeze(tokenize(text));
    recentTokens.set(text, tokens);
  }
  return tokens;
}

/** What the FTS5 indexes store for a text: its tokens joined by single spaces (core's `normalizedText`). */
export function indexedText(text: string): string {
  return normalizedText(text);
}

/** The distinct tokens of a query, in order of first appearance (at most 64). */
export function queryTerms(text: string): string[] {
  return [...new Set(textTokens(text))].slice(0, maxTerms);
}

function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

export interface FtsQuery {
  /** Any of the terms: `"a" OR "b"`. */
  readonly anyTerm: string;
  /** The whole token sequence, adjacent (`"a b"`); undefined for a single token. */
  readonly phrase: string | undefined;
}

/** The MATCH expressions of a query, or undefined when it has no searchable token. */
export function ftsQuery(text: string): FtsQuery | undefined {
  const tokens = textTokens(text);
  if (tokens.length === 0) return undefined;
  return {
    anyTerm: queryTerms(text).map(ftsString).join(" OR "),
    phrase: tokens.length < 2 ? undefined : ftsString(tokens.slice(0, maxTerms).join(" ")),
  };
}

export interface FtsTerms {
  /** Each distinct query term as an FTS5 string, in the order `anyTerm` lists them. */
  readonly terms: readonly string[];
  /** The terms the phrase is made of (empty when there is no phrase). */
  readonly phraseTerms: readonly string[];
}

/** The single-term MATCH expressions behind `ftsQuery(text)`: what the exact top-k search prunes by. */
export function ftsTerms(text: string): FtsTerms {
  const tokens = textTokens(text);
  return {
    terms: queryTerms(text).map(ftsString),
    phraseTerms: tokens.length < 2 ? [] : [...new Set(tokens.slice(0, maxTerms))].map(ftsString),
  };
}
