import { stemWord } from "../text/stem.js";
import { tokenize } from "../text/text-tokens.js";

/** A forgotten text's wording is its first this many tokens. */
export const maxForgottenWords = 256;
/** A passage repeats a forgotten text when one stretch of it holds this share of the text's distinct words. */
export const forgottenShare = 0.8;
/** Texts with fewer distinct words than this are matched only as their whole wording, contiguous. */
export const minShareWords = 3;

/**
 * Words that say who, not what: a fact's "User prefers" is a transcript's "I prefer", its "Ann's" a
 * "my". They are left out of wordings on both sides, as are single Latin letters (the "s" of "Ann's").
 */
const nonDistinctive: ReadonlySet<string> = new Set([
  "user",
  "users",
  "assistant",
  "i",
  "me",
  "my",
  "mine",
  "myself",
  "you",
  "your",
  "yours",
  "yourself",
  "we",
  "us",
  "our",
  "ours",
  "he",
  "him",
  "his",
  "she",
  "her",
  "hers",
  "they",
  "them",
  "their",
  "theirs",
  "its",
]);

/**
 * The wording of a text, as forgetting compares it: its tokens (`tokenize`: case and accents folded,
 * split on anything not a letter, mark or digit, English stop words dropped) without `nonDistinctive`
 * words and single Latin letters, each reduced by `stemWord` ("prefers" and "prefer" are one word).
 */
export function distinctiveWords(text: string): string[] {
  const words: string[] = [];
  for (const token of tokenize(text)) {
    if (nonDistinctive.has(token) || /^\p{Script=Latin}$/u.test(token)) continue;
    words.push(stemWord(token));
  }
  return words;
}

/**
 * A forgotten text as a tombstone keeps it: its `distinctiveWords`, each hashed (`wordHash`), in order,
 * at most `maxForgottenWords`. The words themselves are never stored.
 */
export interface ForgottenText {
  readonly words: readonly string[];
}

/** How a passage is matched against one forgotten text (derived from it, never stored). */
export interface ForgottenRule {
  readonly words: readonly string[];
  readonly distinct: ReadonlySet<string>;
  /** Distinct words of the text a stretch of the passage must hold. */
  readonly need: number;
  /** The longest stretch, in tokens, they may be spread over. */
  readonly window: number;
  /** The text's whole token sequence must occur contiguously (texts of few distinct words). */
  readonly phrase: boolean;
}

/** FNV-1a over UTF-16 code units, with the lane's basis and prime. */
function lane(text: string, basis: number, prime: number): string {
  let hash = basis;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), prime);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * A token as tombstones keep it: 64 bits of two FNV-1a lanes, 16 hex digits. Not a secret: whoever
 * guesses a word can check it against a tombstone; what it spares is storing the forgotten text again.
 */
export function wordHash(token: string): string {
  return lane(token, 0x811c9dc5, 0x01000193) + lane(token, 0x050c5d1f, 0x5bd1e995);
}

/** The hashed `distinctiveWords` of `text`, in order: what passages are matched by. */
export function hashedWords(text: string): string[] {
  return distinctiveWords(text).map(wordHash);
}

/** `text`'s wording as a tombstone keeps it; undefined when it has fewer than two words (nothing distinctive to match). */
export function forgottenText(text: string): ForgottenText | undefined {
  const words = hashedWords(text).slice(0, maxForgottenWords);
  return words.length < 2 ? undefined : { words };
}

/**
 * The matching rule of a forgotten text of n words and d distinct ones: with d >= 3, a stretch of at
 * most max(2n, n + 8) words holding ceil(0.8 d) of its distinct words; with fewer, its whole word
 * sequence, contiguous. Undefined for fewer than two words.
 */
export function forgottenRule(text: ForgottenText): ForgottenRule | undefined {
  const words = text.words.slice(0, maxForgottenWords);
  if (words.length < 2) return undefined;
  const distinct = new Set(words);
  if (distinct.size < minShareWords) return { words, distinct, need: distinct.size, window: words.length, phrase: true };
  return {
    words,
    distinct,
    need: Math.ceil(forgottenShare * distinct.size),
    window: Math.max(2 * words.length, words.length + 8),
    phrase: false,
  };
}

/** Token positions (inclusive) of a stretch that repeats a forgotten text. */
export interface ForgottenSpan {
  readonly start: number;
  readonly end: number;
}

function phraseSpan(tokens: readonly string[], words: readonly string[]): ForgottenSpan | undefined {
  outer: for (let start = 0; start + words.length <= tokens.length; start++) {
    for (let offset = 0; offset < words.length; offset++) if (tokens[start + offset] !== words[offset]) continue outer;
    return { start, end: start + words.length - 1 };
  }
  return undefined;
}

/**
 * The first stretch of `tokens` (hashed words, as `hashedWords` gives them) that repeats the rule's text,
 * shortest from the left: the earliest end at which a window holds enough of its words, then the start
 * moved right as far as it keeps them all.
 */
export function forgottenSpan(tokens: readonly string[], rule: ForgottenRule): ForgottenSpan | undefined {
  if (rule.phrase) return phraseSpan(tokens, rule.words);
  const counts = new Map<string, number>();
  let present = 0;
  let start = 0;
  const drop = (token: string): void => {
    const count = counts.get(token);
    if (count === undefined) return;
    if (count === 1) {
      counts.delete(token);
      present--;
    } else counts.set(token, count - 1);
  };
  for (let end = 0; end < tokens.length; end++) {
    const token = tokens[end]!;
    if (rule.distinct.has(token)) {
      const count = counts.get(token) ?? 0;
      counts.set(token, count + 1);
      if (count === 0) present++;
    }
    while (end - start + 1 > rule.window) drop(tokens[start++]!);
    if (present < rule.need) continue;
    while (start < end) {
      const first = tokens[start]!;
      const count = counts.get(first);
      if (count === 1) break;
      if (count !== undefined) counts.set(first, count - 1);
      start++;
    }
    return { start, end };
  }
  return undefined;
}

/** Whether `tokens` (hashed words) repeat any of the forgotten texts. */
export function repeatsForgotten(tokens: readonly string[], rules: readonly ForgottenRule[]): boolean {
  if (tokens.length < 2 || rules.length === 0) return false;
  const present = new Set(tokens);
  for (const rule of rules) {
    let held = 0;
    for (const word of rule.distinct) if (present.has(word)) held++;
    if (held >= rule.need && forgottenSpan(tokens, rule) !== undefined) return true;
  }
  return false;
}
