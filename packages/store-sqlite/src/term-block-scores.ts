import { termWeight as weight } from "./bm25-scoring.js";
import type { BlockScoring } from "./block-scoring.js";
import { blockBounds, blocksByBound } from "./block-bounds.js";
import { PostingView } from "./posting-view.js";
import { blockSize } from "./term-postings.js";

/**
 * The unboosted score of every row holding any of the terms, term at a time within each block of
 * 1,024 rowids: each list's postings in the block are added into per-row sums, in the query's phrase
 * order, so each row gets the same additions in the same order as scoring it alone (term-top.ts's
 * `score`) and the same double. Rows holding every phrase term go to `takePhrase` (their unboosted
 * score: whether they hold the phrase itself is for the caller to check), or are skipped without it
 * (the phrase step weighs them). Calls `take` with each other row whose score is at least `bar`, in
 * rowid order.
 *
 * With `floor` (a top-k search's current last score, see score-floor.ts), blocks are scored best bound
 * first (block-bounds.ts: from the counts and lengths stored beside each block) and the scan stops at the
 * first block whose bound is below the floor: no row of it or of any later block can reach the page.
 * `take` and `takePhrase` are then called block by block in that order, not in rowid order. Returns how
 * many blocks holding a term were left unscored (0 without `floor`).
 *
 * Cheaper than looking each row up in every list when every term can carry a row onto the page (the
 * page not yet full): one pass over the postings instead of a binary search per row and term. Each
 * list's block is read through a reused view (posting-view.ts): a list that keeps no decodings (message
 * events) is decoded into it, allocating nothing per block.
 */
export function scoreByBlocks(
  scoring: BlockScoring,
  bar: number,
  take: (rid: number, score: number) => void,
  takePhrase?: (rid: number, score: number) => void,
  floor?: () => number,
): number {
  const { lists, idf, slots, inSequence, sequenceTerms, avgdl } = scoring;
  let blocks = 0;
  for (const list of lists) blocks = Math.max(blocks, list.blockEnd);
  const sums = new Float64Array(blockSize);
  const held = new Uint8Array(blockSize);
  const sequenceHeld = new Uint8Array(blockSize);
  const views = postingViews(lists.length);
  const present = new Uint8Array(lists.length);
  const scoreBlock = (block: number): void => {
    let any = false;
    for (let i = 0; i < lists.length; i++) {
      const view = views[i]!;
      present[i] = lists[i]!.scan(block, view) ? 1 : 0;
      if (present[i] === 0) continue;
      any = true;
      const { low, n } = view;
      for (let k = 0; k < n; k++) {
        held[low[k]!] = 1;
        if (inSequence[i] === true) sequenceHeld[low[k]!]! += 1;
      }
    }
    if (!any) return;
    for (let s = 0; s < slots.length; s++) {
      const slot = slots[s]!;
      if (present[slot] === 0) continue;
      const termIdf = idf[slot]!;
      const { low, tf, len, n } = views[slot]!;
      for (let k = 0; k < n; k++) sums[low[k]!]! += weight(termIdf, tf[k]!, len[k]!, avgdl);
    }
    for (let low = 0; low < blockSize; low++) {
      if (held[low] === 0) continue;
      const all = sequenceTerms > 0 && sequenceHeld[low] === sequenceTerms;
      const value = sums[low]!;
      if (all) takePhrase?.(block * blockSize + low, value);
      else if (value >= bar) take(block * blockSize + low, value);
    }
    sums.fill(0);
    held.fill(0);
    sequenceHeld.fill(0);
  };
  if (floor === undefined) {
    for (let block = 0; block < blocks; block++) scoreBlock(block);
    return 0;
  }
  // Best bound first: once a block's bound is below the floor, so is every later block's, and no row of
  // them can reach the caller's page.
  const bounds = blockBounds(scoring, blocks);
  const order = blocksByBound(bounds);
  for (let at = 0; at < order.length; at++) {
    const block = order[at]!;
    if (bounds[block]! < floor()) return order.length - at;
    scoreBlock(block);
  }
  return 0;
}

/**
 * One view per list of a scan, reused by every scan (a scan runs synchronously and never outlives its
 * call): lists that keep no decodings are decoded into them block by block, allocating nothing.
 */
const viewPool: PostingView[] = [];

function postingViews(count: number): readonly PostingView[] {
  while (viewPool.length < count) viewPool.push(new PostingView());
  return viewPool;
}
