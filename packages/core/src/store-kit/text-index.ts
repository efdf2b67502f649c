import { tokenize } from "../text/text-tokens.js";
import { compareCodePoints } from "../util/code-point-order.js";

/** BM25 parameters every backend uses. */
export const bm25Parameters = { k1: 1.2, b: 0.75 } as const;

/**
 * A document holding the query's whole token sequence contiguously (two tokens or more) scores this
 * many times its BM25 score.
 */
export const phraseBoost = 2;

export interface TextMatch {
  readonly key: string;
  /** BM25, times `phraseBoost` for a phrase match. */
  readonly score: number;
  readonly phrase: boolean;
}

export interface TextSearchOptions {
  /**
   * The groups whose documents make up the collection (a store's groups are scopes: the search spec's
   * "documents visible in the query's scope"). Documents of other groups neither count in N, df and the
   * average length nor match. Default: every group.
   */
  readonly groups?: (group: string) => boolean;
}

interface IndexedDocument {
  readonly tokens: readonly string[];
  readonly frequencies: ReadonlyMap<string, number>;
  readonly group: string;
}

interface GroupTotals {
  documents: number;
  length: number;
}

/** Lucene's BM25 idf, never negative: ln(1 + (N - df + 0.5) / (df + 0.5)). */
export function bm25Idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * One query term's BM25 part for a document: idf · tf · (k1 + 1) / (tf + k1 · (1 - b + b · length /
 * averageLength)), in this operation order (docs/search-spec.md): a store that computes it so gets the
 * reference's doubles.
 */
export function bm25TermScore(idf: number, tf: number, length: number, averageLength: number): number {
  const { k1, b } = bm25Parameters;
  return (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength));
}

/** Whether `sequence` occurs contiguously in `tokens` (token strings, or token numbers in a typed array). */
export function containsSequence<T>(tokens: ArrayLike<T>, sequence: ArrayLike<T>): boolean {
  if (sequence.length === 0 || sequence.length > tokens.length) return false;
  outer: for (let start = 0; start + sequence.length <= tokens.length; start++) {
    for (let offset = 0; offset < sequence.length; offset++) {
      if (tokens[start + offset] !== sequence[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * An in-memory BM25 index over documents keyed by string, with a phrase boost: the reference for
 * docs/search-spec.md. A text without tokens is no document (it never matches and counts nowhere).
 * Each document belongs to a group; a search may restrict its collection to some groups.
 */
export class TextIndex {
  readonly #documents = new Map<string, IndexedDocument>();
  readonly #postings = new Map<string, Set<string>>();
  readonly #groups = new Map<string, GroupTotals>();

  /** Documents held (texts with at least one token). */
  get size(): number {
    return this.#documents.size;
  }

  has(key: string): boolean {
    return this.#documents.has(key);
  }

  /** Indexes `text` under `key` in `group`, replacing what the key held; a text without tokens only removes it. */
  add(key: string, text: string, group = ""): void {
    this.remove(key);
    const tokens = tokenize(text);
    if (tokens.length === 0) return;
    const frequencies = new Map<string, number>();
    for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
    for (const token of frequencies.keys()) {
      let keys = this.#postings.get(token);
      if (!keys) this.#postings.set(token, (keys = new Set()));
      keys.add(key);
    }
    this.#documents.set(key, { tokens, frequencies, group });
    let totals = this.#groups.get(group);
    if (!totals) this.#groups.set(group, (totals = { documents: 0, length: 0 }));
    totals.documents += 1;
    totals.length += tokens.length;
  }

  /** The same as `add`: a key holds one document. */
  update(key: string, text: string, group = ""): void {
    this.add(key, text, group);
  }

  remove(key: string): boolean {
    const document = this.#documents.get(key);
    if (!document) return false;
    for (const token of document.frequencies.keys()) {
      const keys = this.#postings.get(token);
      keys?.delete(key);
      if (keys?.size === 0) this.#postings.delete(token);
    }
    this.#documents.delete(key);
    const totals = this.#groups.get(document.group)!;
    totals.documents -= 1;
    totals.length -= document.tokens.length;
    if (totals.documents === 0) this.#groups.delete(document.group);
    return true;
  }

  clear(): void {
    this.#documents.clear();
    this.#postings.clear();
    this.#groups.clear();
  }

  /**
   * Documents holding at least one query token, best first (ties by key in code point order). N, df and
   * the average length are over the documents of the groups `options.groups` accepts (every group by
   * default); only those documents match.
   */
  search(query: string, options: TextSearchOptions = {}): TextMatch[] {
    const sequence = tokenize(query);
    const terms = [...new Set(sequence)];
    if (terms.length === 0) return [];
    let accepted: Set<string> | undefined;
    let count = 0;
    let totalLength = 0;
    for (const [group, totals] of this.#groups) {
      if (options.groups && !options.groups(group)) continue;
      (accepted ??= new Set()).add(group);
      count += totals.documents;
      totalLength += totals.length;
    }
    if (count === 0 || !accepted) return [];
    // Every group in the collection: no document needs its group checked.
    const everyGroup = accepted.size === this.#groups.size;
    const averageLength = totalLength / count;
    const scores = new Map<string, number>();
    const held: IndexedDocument[] = [];
    const heldKeys: string[] = [];
    for (const term of terms) {
      const keys = this.#postings.get(term);
      if (!keys) continue;
      held.length = 0;
      heldKeys.length = 0;
      for (const key of keys) {
        const document = this.#documents.get(key)!;
        if (!everyGroup && !accepted.has(document.group)) continue;
        held.push(document);
        heldKeys.push(key);
      }
      if (held.length === 0) continue;
      const idf = bm25Idf(count, held.length);
      for (let at = 0; at < held.length; at++) {
        const document = held[at]!;
        const key = heldKeys[at]!;
        const score = bm25TermScore(idf, document.frequencies.get(term)!, document.tokens.length, averageLength);
        scores.set(key, (scores.get(key) ?? 0) + score);
      }
    }
    const matches: TextMatch[] = [];
    for (const [key, score] of scores) {
      const document = this.#documents.get(key)!;
      const phrase = sequence.length >= 2 && containsSequence(document.tokens, sequence);
      matches.push({ key, score: phrase ? score * phraseBoost : score, phrase });
    }
    return matches.sort((x, y) => y.score - x.score || compareCodePoints(x.key, y.key));
  }
}
