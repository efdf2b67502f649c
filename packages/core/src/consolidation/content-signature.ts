import { foldText, tokenize } from "../text/text-tokens.js";

/** What near-duplicate and contradiction checks compare in a text. */
export interface ContentSignature {
  /** Distinct tokens (`tokenize`). */
  readonly words: ReadonlySet<string>;
  /** Distinct tokens holding a letter: the words whose change means a different value. */
  readonly valueWords: ReadonlySet<string>;
  /** Identifiers mixing letters and digits ("sr-2023-052", "es2023"): they name a subject. */
  readonly names: ReadonlySet<string>;
  /** Numbers, dates, versions and quantities ("3000", "2026-03-13", "v1.2", "500ms"): they are values. */
  readonly numbers: ReadonlySet<string>;
}

const compoundToken = /[\p{L}\p{N}]+(?:[-_./:#][\p{L}\p{N}]+)*/gu;
const version = /^v?\d+(?:\.\d+)+$/u;
const quantity = /^\d+(?:[.,]\d+)?(?:[a-z]{1,3}|%)$/u;

export function contentSignature(text: string): ContentSignature {
  const names = new Set<string>();
  const numbers = new Set<string>();
  for (const [token] of foldText(text).matchAll(compoundToken)) {
    if (!/\p{N}/u.test(token)) continue;
    if (!/\p{L}/u.test(token) || version.test(token) || quantity.test(token)) numbers.add(token);
    else names.add(token);
  }
  const words = new Set(tokenize(text));
  const valueWords = new Set([...words].filter((word) => /\p{L}/u.test(word)));
  return { words, valueWords, names, numbers };
}

/** Shared distinct words over the larger word set: 1 for the same words, 0 when either has none. */
export function contentOverlap(a: ContentSignature, b: ContentSignature): number {
  const larger = Math.max(a.words.size, b.words.size);
  if (larger === 0) return 0;
  let shared = 0;
  for (const word of a.words) if (b.words.has(word)) shared += 1;
  return shared / larger;
}

/** The members of `a` missing from `b`, sorted. */
export function missingFrom(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((item) => !b.has(item)).sort();
}

export function sameMembers(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && missingFrom(a, b).length === 0;
}
