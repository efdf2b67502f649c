import { recentMemo } from "../util/recent-memo.js";
import { tokenize } from "../store/text-tokens.js";

/**
 * A text's distinct words as ascending integer ids, so that comparing two texts' word sets is a merge
 * of two small sorted arrays rather than a string lookup per word. Ids are handed out on first sight.
 * Sets are only comparable within one numbering, so the numbering starts over (every id and cached set
 * forgotten) only where no comparison is under way: when a walk starts (`startWordIdWalk`) with more than
 * `maxWords` distinct words known.
 */
let maxWords = 100_000;

/** Tests only: a smaller vocabulary, so the numbering starts over within a walk. */
export function capWordIdsForTesting(words: number): void {
  maxWords = words;
}

/** Word sets of recently compared texts: recall compares the same archived turns call after call. */
const cacheSize = 2_048;
const cacheMaxChars = 4_096;

let ids = new Map<string, number>();
let numbering = 0;

/**
 * Called before a walk's first `wordIdSet`: the one point where the numbering may start over. Returns
 * the numbering the walk's sets are in.
 */
export function startWordIdWalk(): number {
  if (ids.size > maxWords) {
    ids = new Map();
    wordIdSet.clear();
    numbering += 1;
  }
  return numbering;
}

/** The numbering sets are made in now. */
export function wordIdNumbering(): number {
  return numbering;
}

function numberedWords(text: string): Int32Array {
  const found: number[] = [];
  for (const word of tokenize(text)) {
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size));
    found.push(id);
  }
  found.sort((a, b) => a - b);
  let size = 0;
  for (let i = 0; i < found.length; i++) if (i === 0 || found[i] !== found[i - 1]) found[size++] = found[i]!;
  return Int32Array.from(found.slice(0, size));
}

/** A text's word id set in the current numbering. */
export const wordIdSet = recentMemo(numberedWords, cacheSize, cacheMaxChars);

/** How many ids two ascending id sets share. */
export function sharedIds(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}
