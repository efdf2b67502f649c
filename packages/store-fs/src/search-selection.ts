import { kthLargest } from "@engram/core/store-kit";

/**
 * Which documents a search returns (`CompactTextIndex.search`): `keep` drops documents the caller would
 * pass over (after scoring: they still count in N and df), `owners` the same before scoring; with `limit`, documents `ranked` says will
 * certainly be candidates set a floor, the `limit`-th best of their scores before any phrase boost, and
 * those of them that cannot reach it even boosted are not returned (the floor is never above the caller's
 * `limit`-th best). Documents `ranked` does not vouch for are always returned.
 */
export interface CompactSelection {
  readonly keep?: (doc: number) => boolean;
  /**
   * By owner number (`CompactTextIndex.ownerFlags`): documents of an owner flagged 0 are passed over as
   * `keep` would pass them over (they still count in N and df), before they are scored. Only for owners
   * whose every document `keep` refuses: the matches are then those of `keep` alone, computed from the
   * kept documents' postings only (a search of a few sessions' messages scores those, not every message).
   */
  readonly owners?: Uint8Array;
  readonly limit?: number;
  readonly ranked?: (doc: number) => boolean;
}

/** The `limit`-th best unboosted score of the kept documents `ranked` vouches for (-Infinity when fewer). */
export function selectionFloor(
  scored: Uint32Array,
  sums: Float64Array,
  keep: ((doc: number) => boolean) | undefined,
  ranked: (doc: number) => boolean,
  limit: number,
): number {
  if (limit <= 0 || scored.length <= limit) return Number.NEGATIVE_INFINITY;
  const scores = new Float64Array(scored.length);
  let count = 0;
  for (let at = 0; at < scored.length; at++) {
    const doc = scored[at]!;
    if ((keep === undefined || keep(doc)) && ranked(doc)) scores[count++] = sums[doc]!;
  }
  return count < limit ? Number.NEGATIVE_INFINITY : kthLargest(scores.subarray(0, count), limit);
}
