import { termWeight as weight } from "./bm25-scoring.js";
import type { BlockScoring } from "./block-scoring.js";
import { blockBounds, blocksByBound, essentialLists } from "./block-bounds.js";
import { PostingView } from "./posting-view.js";
import { blockSize } from "./term-postings.js";

/**
 * A scored block's rows for the caller (`take`), valid during the call only (the arrays are reused):
 * each row's rowid, its unboosted score, and whether it holds every phrase term (then whether it holds
 * the phrase itself is for the caller to check). Rows holding every phrase term are given whatever
 * their score; the others only from `bar` up.
 */
export interface BlockRows {
  count: number;
  readonly rid: Float64Array;
  readonly score: Float64Array;
  readonly phrase: Uint8Array;
}

/** How a top-k search prunes a scan (see `scoreByBlocks`). */
export interface BlockPruning {
  /** The search's current last score (score-floor.ts): never above the final page's last score. */
  readonly floor: () => number;
  /** Whether the row may be returned at all (its session in scope): rows it refuses are never scored. */
  readonly admit?: (rid: number) => boolean;
  /** Counts what the pruning left out. */
  readonly stats?: BlockPruneStats;
}

export interface BlockPruneStats {
  /** Blocks holding a term that were never scored: their bound was below the floor. */
  blocksSkipped: number;
  /** Postings of scored blocks whose weight was never computed: their row was refused or could not reach the floor. */
  postingsSkipped: number;
}

/**
 * The unboosted score of every row holding any of the terms, term at a time within each block of
 * 1,024 rowids: each list's postings in the block are added into per-row sums, in the query's phrase
 * order, so each row gets the same additions in the same order as scoring it alone (term-top.ts's
 * `score`) and the same double. Each block's rows go to `take` at once (`BlockRows`): those holding
 * every phrase term with their unboosted score (whether they hold the phrase itself is for the caller
 * to check), the others when their score is at least `bar`.
 *
 * Without `pruning`, every block is scored and rows are taken in rowid order. With it (a top-k search):
 * - blocks are scored best bound first (block-bounds.ts: from the counts and lengths stored beside each
 *   block) and the scan stops at the first block whose bound is below the floor: no row of it or of any
 *   later block can reach the page;
 * - within a block, the lists whose bounds together stay below the floor (boosted, when the phrase could
 *   be among them) cannot carry a row alone (MaxScore): only rows holding one of the other lists are
 *   scored, the others adding their weights to those rows only;
 * - rows `admit` refuses are not scored at all.
 * `take` is then called block by block in that order, not in rowid order, and only with rows that can
 * still reach the floor. Returns how many blocks holding a term were left unscored.
 *
 * Cheaper than looking each row up in every list: one pass over the postings instead of a binary search
 * per row and term. Each list's block is read through a reused view (posting-view.ts), allocating
 * nothing per block: a message list's block is its range of the list's one decoding (term-list.ts).
 */
export function scoreByBlocks(scoring: BlockScoring, bar: number, take: (rows: BlockRows) => void, pruning?: BlockPruning): number {
  const { lists, slots, inSequence } = scoring;
  let blocks = 0;
  for (const list of lists) blocks = Math.max(blocks, list.blockEnd);
  // 1 at the first slot of each phrase term's list (a term the query repeats has several slots).
  const countsSequence = new Uint8Array(slots.length);
  const counted = new Uint8Array(lists.length);
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    if (inSequence[slot] === true && counted[slot] === 0) countsSequence[s] = counted[slot] = 1;
  }
  const stats = pruning?.stats;
  const scan: BlockScan = {
    scoring,
    bar,
    take,
    pruning,
    admit: pruning?.admit,
    stats,
    countsSequence,
    views: postingViews(lists.length),
    present: new Uint8Array(lists.length),
    essential: new Uint8Array(lists.length),
    scratch: scratchFor(),
  };
  try {
    if (pruning === undefined) {
      for (let block = 0; block < blocks; block++) scoreBlock(scan, block, Number.NEGATIVE_INFINITY);
      return 0;
    }
    // Best bound first: once a block's bound is below the floor, so is every later block's, and no row of
    // them can reach the caller's page.
    const bounds = blockBounds(scoring, blocks);
    const order = blocksByBound(bounds);
    for (let at = 0; at < order.length; at++) {
      const block = order[at]!;
      const floor = pruning.floor();
      if (bounds[block]! < floor) {
        if (stats !== undefined) stats.blocksSkipped += order.length - at;
        return order.length - at;
      }
      scoreBlock(scan, block, floor);
    }
    return 0;
  } catch (error) {
    // A block left half scored (a corrupt blob, a throwing callback): the next scan starts from zeroed arrays.
    scratch = undefined;
    throw error;
  }
}

/** One scan's state, handed to `scoreBlock` (a module-level function: its optimized code serves every scan). */
interface BlockScan {
  readonly scoring: BlockScoring;
  readonly bar: number;
  readonly take: (rows: BlockRows) => void;
  readonly pruning: BlockPruning | undefined;
  readonly admit: ((rid: number) => boolean) | undefined;
  readonly stats: BlockPruneStats | undefined;
  readonly countsSequence: Uint8Array;
  readonly views: readonly PostingView[];
  readonly present: Uint8Array;
  readonly essential: Uint8Array;
  readonly scratch: Scratch;
}

/** Scores one block (see `scoreByBlocks`), leaving the scratch arrays zeroed. */
function scoreBlock(scan: BlockScan, block: number, floor: number): void {
  const { scoring, bar, take, pruning, admit, stats, countsSequence, views, present, essential } = scan;
  const { lists, idf, slots, sequenceTerms, avgdl } = scoring;
  const { sums, held, sequenceHeld, touched, rows } = scan.scratch;
  let any = false;
  for (let i = 0; i < lists.length; i++) {
    present[i] = lists[i]!.scan(block, views[i]!) ? 1 : 0;
    if (present[i] === 1) any = true;
  }
  if (!any) return;
  if (pruning === undefined) essential.fill(1);
  else essentialLists(scoring, block, present, floor, essential);
  // The rows that can reach the page: those an essential list holds (and `admit` takes).
  const base = block * blockSize;
  let count = 0;
  for (let i = 0; i < lists.length; i++) {
    if (present[i] === 0 || essential[i] === 0) continue;
    const { low, start, n } = views[i]!;
    for (let k = start; k < n; k++) {
      const at = low[k]!;
      if (held[at] === 1) continue;
      if (admit !== undefined && !admit(base + at)) continue;
      held[at] = 1;
      touched[count++] = at;
    }
  }
  // Weights in the query's phrase order; a phrase term's first slot also counts the rows holding it.
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    if (present[slot] === 0) continue;
    const termIdf = idf[slot]!;
    const { low, tf, len, start, n } = views[slot]!;
    let skipped = 0;
    if (countsSequence[s] === 1) {
      for (let k = start; k < n; k++) {
        const at = low[k]!;
        if (held[at] === 1) {
          sums[at]! += weight(termIdf, tf[k]!, len[k]!, avgdl);
          sequenceHeld[at]! += 1;
        } else skipped += 1;
      }
    } else {
      for (let k = start; k < n; k++) {
        const at = low[k]!;
        if (held[at] === 1) sums[at]! += weight(termIdf, tf[k]!, len[k]!, avgdl);
        else skipped += 1;
      }
    }
    if (stats !== undefined) stats.postingsSkipped += skipped;
  }
  // Without pruning, rows are taken in rowid order.
  if (pruning === undefined) touched.subarray(0, count).sort();
  let taken = 0;
  for (let t = 0; t < count; t++) {
    const at = touched[t]!;
    const all = sequenceTerms > 0 && sequenceHeld[at] === sequenceTerms;
    const value = sums[at]!;
    if (all || value >= bar) {
      rows.rid[taken] = base + at;
      rows.score[taken] = value;
      rows.phrase[taken++] = all ? 1 : 0;
    }
    sums[at] = 0;
    held[at] = 0;
    sequenceHeld[at] = 0;
  }
  rows.count = taken;
  // One call per block, not per row: a double passed to a call that is not inlined is a heap allocation.
  if (taken > 0) take(rows);
}

interface Scratch {
  readonly sums: Float64Array;
  readonly held: Uint8Array;
  readonly sequenceHeld: Uint8Array;
  /** The lows held in the block being scored, in the order first held. */
  readonly touched: Uint16Array;
  readonly rows: BlockRows;
}

/**
 * One set of per-row arrays for every scan, left zeroed by each block (a scan runs synchronously and
 * never outlives its call), and one view per list, into which lists that keep no decodings are decoded
 * block by block: a scan allocates nothing per block.
 */
let scratch: Scratch | undefined;
const viewPool: PostingView[] = [];

function scratchFor(): Scratch {
  scratch ??= {
    sums: new Float64Array(blockSize),
    held: new Uint8Array(blockSize),
    sequenceHeld: new Uint8Array(blockSize),
    touched: new Uint16Array(blockSize),
    rows: { count: 0, rid: new Float64Array(blockSize), score: new Float64Array(blockSize), phrase: new Uint8Array(blockSize) },
  };
  return scratch;
}

function postingViews(count: number): readonly PostingView[] {
  while (viewPool.length < count) viewPool.push(new PostingView());
  return viewPool;
}
