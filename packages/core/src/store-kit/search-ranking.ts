import { compareCodePoints } from "../util/code-point-order.js";
import { reciprocalRankFusion } from "./rank-fusion.js";

/**
 * The last tie-break of a search (docs/search-spec.md, "Ties"), as a string whose code point order is
 * the spec's order: every message before every record; records by kind, then id; messages by session
 * id, then seq as a number (written with 16 digits, enough for any safe integer).
 */
export function recordSearchKey(kind: string, id: string): string {
  return `r\u0000${kind}\u0000${id}`;
}

/** A message event's tie-break key (see `recordSearchKey`). */
export function messageSearchKey(sessionId: string, seq: number): string {
  return `m\u0000${sessionId}\u0000${String(seq).padStart(16, "0")}`;
}

/** A document a search may return, with what ranks it on ties. */
export interface SearchCandidate<D> {
  /** `recordSearchKey` or `messageSearchKey`: the last tie-break. */
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

/** What orders a hit (docs/search-spec.md, "Ties"). */
export interface RankOrder {
  readonly score: number;
  /** `scopePrecedence` of its scope. */
  readonly precedence: number;
  /** Epoch ms: a record's `updatedAt`, a message's `at`. */
  readonly time: number;
  /** `recordSearchKey` or `messageSearchKey`. */
  readonly key: string;
}

/** Best first: score, then the more specific scope, then the newer, then the key in code point order. */
export function compareRanked(a: RankOrder, b: RankOrder): number {
  return b.score - a.score || b.precedence - a.precedence || b.time - a.time || compareCodePoints(a.key, b.key);
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
