/**
 * The English stop words dropped from documents and queries: Lucene's classic list, which is also
 * RediSearch's default, so a backend indexing with either gets the same tokens.
 */
export const englishStopWords: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "but",
  "by",
  "for",
  "if",
  "in",
  "into",
  "is",
  "it",
  "no",
  "not",
  "of",
  "on",
  "or",
  "such",
  "that",
  "the",
  "their",
  "then",
  "there",
  "these",
  "they",
  "this",
  "to",
  "was",
  "will",
  "with",
]);

// Combining diacritical marks (basic, extended, supplement, for symbols, half marks). Only these are
// folded: other scripts' marks (Devanagari vowel signs, kana voicing) are part of their letters.
const diacritics = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;
const cjk = String.raw`\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}`;
// A CJK letter or digit alone, or a run of other letters, marks and digits.
const tokenPattern = new RegExp(String.raw`(?=[\p{L}\p{N}])[${cjk}]|(?:(?![${cjk}])[\p{L}\p{M}\p{N}])+`, "gu");

const nonAscii = /[^\x00-\x7f]/;

/**
 * A character outside ASCII, no-break space and the General Punctuation block (U+2000-U+206F: the
 * typographic quotes, dashes, ellipsis and spaces of everyday text, none a letter, mark or digit,
 * before or after NFKD).
 */
const notPlain = /[^\x00-\x7f\u00a0\u2000-\u206f]/;

/**
 * Whether a text is plain: ASCII with at most typographic punctuation and spaces. Such a text needs
 * no folding to be split into words: its words are its ASCII letter and digit runs, lowercased.
 */
export const isPlainText = (text: string): boolean => !notPlain.test(text);

/**
 * Case and accent folding: NFKD, drop combining diacritics, recompose (NFC), lowercase. ASCII text is
 * only lowercased: normalization leaves it as it is and it holds no diacritics.
 */
export function foldText(text: string): string {
  if (!nonAscii.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(diacritics, "").normalize("NFC").toLowerCase();
}

/**
 * The tokens a text is indexed and searched by, in order: folded (`foldText`), split on anything that
 * is not a letter, mark or digit, each CJK character (Han, Hiragana, Katakana, Hangul) a token of its
 * own, English stop words dropped. No stemming. A plain text (`isPlainText`: ASCII, curly quotes,
 * dashes, "…") takes the one-pass ASCII reading, which finds the same tokens.
 */
export function tokenize(text: string): string[] {
  if (isPlainText(text)) return tokenizeAscii(text);
  return tokenizeUnicode(text);
}

/** `tokenize` the general way: the token pattern over the folded text. */
export function tokenizeUnicode(text: string): string[] {
  const tokens: string[] = [];
  for (const match of foldText(text).matchAll(tokenPattern)) {
    const token = match[0];
    if (!englishStopWords.has(token)) tokens.push(token);
  }
  return tokens;
}

/**
 * `tokenize`'s tokens with the stop words in `keep` left in, the general way (the same tokens as `tokenize`
 * otherwise). For what reads words but is no search: a key made from content keeps "not" (decision 0269).
 */
export function tokenizeKeeping(text: string, keep: ReadonlySet<string>): string[] {
  const tokens: string[] = [];
  for (const match of foldText(text).matchAll(tokenPattern)) {
    const token = match[0];
    if (keep.has(token) || !englishStopWords.has(token)) tokens.push(token);
  }
  return tokens;
}

/**
 * `tokenize` of a plain text (`isPlainText`): runs of ASCII letters and digits of the lowercased text,
 * anything else a separator, stop words dropped, in one pass over its character codes (the same tokens
 * as `tokenizeUnicode`, which a differential test holds it to).
 */
export function tokenizeAscii(text: string): string[] {
  const lower = text.toLowerCase();
  const tokens: string[] = [];
  let start = -1;
  for (let at = 0; at <= lower.length; at++) {
    const code = at < lower.length ? lower.charCodeAt(at) : 32;
    const word = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (word) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      const token = lower.slice(start, at);
      if (!englishStopWords.has(token)) tokens.push(token);
      start = -1;
    }
  }
  return tokens;
}

/** The tokens joined by single spaces: what a backend with its own full-text engine should index and query. */
export function normalizedText(text: string): string {
  return tokenize(text).join(" ");
}
