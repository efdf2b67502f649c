import { reciprocalRankFusion } from "./rank-fusion.js";

/** A document a search may return, with what ranks it on ties. */
export interface SearchCandidate<D> {
  readonly key: string;
  readonly document: D;
  /** `scopePrecedence` of its scope. */
  readonly precedence: number;
  /** `updatedAt` of a record, `at` of a message, as epoch ms. */
  readonly time: number;
}

export interface RankedCandidate<D> extends SearchCandidate<D> {
  readonly score: number;
  readonly textScore?: number;
  readonly vectorScore?: number;
}

/** Best first: score, then the more specific scope, then the newer, then the key. */
export function compareRanked<D>(a: RankedCandidate<D>, b: RankedCandidate<D>): number {
  return b.score - a.score || b.precedence - a.precedence || b.time - a.time || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The reference combination of a search's rankings. Each ranking is cut to `limit` (best first); with one
 * ranking the score is its own (BM25 or cosine); with both (`text` and `vector` not undefined), the
 * union scored by reciprocal rank fusion. Returns at most `limit`, best first.
 */
export function combineRankings<D>(
  text: readonly (SearchCandidate<D> & { readonly textScore: number })[] | undefined,
  vector: readonly (SearchCandidate<D> & { readonly vectorScore: number })[] | undefined,
  limit: number,
): RankedCandidate<D>[] {
  const textTop = text
    ? [...text]
        .map((c) => ({ ...c, score: c.textScore }))
        .sort(compareRanked)
        .slice(0, limit)
    : undefined;
  const vectorTop = vector
    ? [...vector]
        .map((c) => ({ ...c, score: c.vectorScore }))
        .sort(compareRanked)
        .slice(0, limit)
    : undefined;
  if (!textTop || !vectorTop) return textTop ?? vectorTop ?? [];
  const fused = reciprocalRankFusion([textTop.map((c) => c.key), vectorTop.map((c) => c.key)]);
  const merged = new Map<string, RankedCandidate<D>>();
  for (const candidate of [...textTop, ...vectorTop]) {
    const previous = merged.get(candidate.key);
    merged.set(candidate.key, { ...previous, ...candidate, score: fused.get(candidate.key) ?? 0 });
  }
  return [...merged.values()].sort(compareRanked).slice(0, limit);
}
