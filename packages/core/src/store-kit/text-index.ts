import { tokenize } from "../text/text-tokens.js";

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

interface IndexedDocument {
  readonly tokens: readonly string[];
  readonly frequencies: ReadonlyMap<string, number>;
}

/** Lucene's BM25 idf, never negative: ln(1 + (N - df + 0.5) / (df + 0.5)). */
export function bm25Idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/** Whether `sequence` occurs contiguously in `tokens`. */
export function containsSequence(tokens: readonly string[], sequence: readonly string[]): boolean {
  if (sequence.length === 0 || sequence.length > tokens.length) return false;
  outer: for (let start = 0; start + sequence.length <= tokens.length; start++) {
    for (let offset = 0; offset < sequence.length; offset++) {
      if (tokens[start + offset] !== sequence[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** An in-memory BM25 index over documents keyed by string, with a phrase boost. */
export class TextIndex {
  readonly #documents = new Map<string, IndexedDocument>();
  readonly #postings = new Map<string, Set<string>>();
  #totalLength = 0;

  get size(): number {
    return this.#documents.size;
  }

  has(key: string): boolean {
    return this.#documents.has(key);
  }

  /** Indexes `text` under `key`, replacing what the key held. */
  add(key: string, text: string): void {
    this.remove(key);
    const tokens = tokenize(text);
    const frequencies = new Map<string, number>();
    for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
    for (const token of frequencies.keys()) {
      let keys = this.#postings.get(token);
      if (!keys) this.#postings.set(token, (keys = new Set()));
      keys.add(key);
    }
    this.#documents.set(key, { tokens, frequencies });
    this.#totalLength += tokens.length;
  }

  /** The same as `add`: a key holds one document. */
  update(key: string, text: string): void {
    this.add(key, text);
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
    this.#totalLength -= document.tokens.length;
    return true;
  }

  clear(): void {
    this.#documents.clear();
    this.#postings.clear();
    this.#totalLength = 0;
  }

  /**
   * Documents holding at least one query token, best first (ties by key). IDF and average length are
   * over the whole index; `accept` only drops keys from the result.
   */
  search(query: string, accept?: (key: string) => boolean): TextMatch[] {
    const sequence = tokenize(query);
    const terms = [...new Set(sequence)];
    const count = this.#documents.size;
    if (terms.length === 0 || count === 0) return [];
    const averageLength = this.#totalLength / count || 1;
    const { k1, b } = bm25Parameters;
    const scores = new Map<string, number>();
    for (const term of terms) {
      const keys = this.#postings.get(term);
      if (!keys) continue;
      const idf = bm25Idf(count, keys.size);
      for (const key of keys) {
        if (accept && !accept(key)) continue;
        const document = this.#documents.get(key);
        if (!document) continue;
        const tf = document.frequencies.get(term) ?? 0;
        const norm = tf + k1 * (1 - b + (b * document.tokens.length) / averageLength);
        scores.set(key, (scores.get(key) ?? 0) + (idf * tf * (k1 + 1)) / norm);
      }
    }
    const matches: TextMatch[] = [];
    for (const [key, score] of scores) {
      const document = this.#documents.get(key);
      const phrase = sequence.length >= 2 && document !== undefined && containsSequence(document.tokens, sequence);
      matches.push({ key, score: phrase ? score * phraseBoost : score, phrase });
    }
    return matches.sort((x, y) => y.score - x.score || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  }
}
