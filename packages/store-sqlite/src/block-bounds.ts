import { phraseBoost } from "@engram/core/store-kit";
import { termWeight as weight } from "./bm25-scoring.js";
import type { BlockScoring } from "./block-scoring.js";

/** Slack for the bounds, which round in another order than the scores. */
const slack = 1 + 1e-9;

/**
 * For each block of 1,024 rowids below `blocks`, a number no row of it can score above, boost included:
 * the sum, over the query's phrases, of each present term's weight at the block's largest count and
 * smallest length (what the index stores beside each block; the formula grows with the count and shrinks
 * with the length), doubled by the phrase boost when every phrase term is in the block; 0 for a block
 * none of the terms is in, Infinity for a block with rows waiting in a tail (no stored summary covers them).
 */
export function blockBounds(scoring: BlockScoring, blocks: number): Float64Array {
  const { lists, idf, slots, inSequence, sequenceTerms, avgdl } = scoring;
  const bounds = new Float64Array(blocks);
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    const list = lists[slot]!;
    for (const block of list.blocks()) {
      const limits = list.limits(block);
      bounds[block]! += limits === undefined ? Number.POSITIVE_INFINITY : weight(idf[slot]!, limits.maxTf, limits.minLen, avgdl);
    }
  }
  if (sequenceTerms > 0) {
    const held = new Uint16Array(blocks);
    lists.forEach((list, i) => {
      if (inSequence[i] === true) for (const block of list.blocks()) held[block]! += 1;
    });
    for (let block = 0; block < blocks; block++) if (held[block] === sequenceTerms) bounds[block]! *= phraseBoost;
  }
  for (let block = 0; block < blocks; block++) bounds[block]! *= slack;
  return bounds;
}

/** The blocks with a bound above 0, the largest bound first (equal bounds in block order). */
export function blocksByBound(bounds: Float64Array): Int32Array {
  const order: number[] = [];
  for (let block = 0; block < bounds.length; block++) if (bounds[block]! > 0) order.push(block);
  order.sort((x, y) => bounds[y]! - bounds[x]! || x - y);
  return Int32Array.from(order);
}
