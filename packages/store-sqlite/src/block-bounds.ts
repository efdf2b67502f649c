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

/**
 * Which of the lists present in `block` can carry a row onto a page whose last score is at least `floor`
 * (MaxScore within the block): `out[i]` is 1 for those, 0 for the lists whose bounds in the block (the
 * weight at its largest count and smallest length, once per time the query names the term; Infinity
 * while rows wait in the list's tail) sum below the floor, taken from the smallest bound up. A row
 * holding none of the essential lists scores at most that sum, boosted when those lists hold every
 * phrase term, and cannot reach the page. Every present list is essential while the floor is -Infinity.
 */
export function essentialLists(scoring: BlockScoring, block: number, present: Uint8Array, floor: number, out: Uint8Array): void {
  const { lists, idf, slots, inSequence, sequenceTerms, avgdl } = scoring;
  out.set(present);
  if (!(floor > Number.NEGATIVE_INFINITY)) return;
  if (bound.length < lists.length) {
    bound = new Float64Array(lists.length);
    order = new Int32Array(lists.length);
  }
  bound.fill(0, 0, lists.length);
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    if (present[slot] === 0) continue;
    const limits = lists[slot]!.limits(block);
    bound[slot]! += limits === undefined ? Number.POSITIVE_INFINITY : weight(idf[slot]!, limits.maxTf, limits.minLen, avgdl);
  }
  // The present lists, smallest bound first (insertion sort: a query has a handful of terms).
  let count = 0;
  for (let i = 0; i < lists.length; i++) {
    if (present[i] === 0) continue;
    let at = count++;
    while (at > 0 && bound[order[at - 1]!]! > bound[i]!) {
      order[at] = order[at - 1]!;
      at -= 1;
    }
    order[at] = i;
  }
  let carried = 0;
  let sequenceCarried = 0;
  for (let k = 0; k < count; k++) {
    const i = order[k]!;
    carried += bound[i]!;
    if (inSequence[i] === true) sequenceCarried += 1;
    const boost = sequenceTerms > 0 && sequenceCarried === sequenceTerms ? phraseBoost : 1;
    if (carried * boost * slack >= floor) return;
    out[i] = 0;
  }
}

/** `essentialLists`' bounds and order, reused by every block (a scan runs synchronously). */
let bound = new Float64Array(16);
let order = new Int32Array(16);
