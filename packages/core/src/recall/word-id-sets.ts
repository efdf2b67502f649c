import { recentMemo } from "../util/recent-memo.js";
import { tokenize } from "../text/text-tokens.js";

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
/** Texts up to this long have their word sets kept; a longer one is read again each time. */
const wordIdSetMaxChars = 4_096;

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
  for (const word of tokenize(text)) found.push(wordId(word));
  found.sort((a, b) => a - b);
  let size = 0;
  for (let i = 0; i < found.length; i++) if (i === 0 || found[i] !== found[i - 1]) found[size++] = found[i]!;
  return Int32Array.from(found.slice(0, size));
}

/** A text's word id set in the current numbering. */
export const wordIdSet = recentMemo(numberedWords, cacheSize, wordIdSetMaxChars);

/** A word's id in the current numbering (handed out now if the word is new). */
export function wordId(word: string): number {
  let id = ids.get(word);
  if (id === undefined) ids.set(word, (id = ids.size));
  return id;
}

/** Whether an ascending id set holds `id` (binary search). */
export function hasId(words: Int32Array, id: number): boolean {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = words[middle]!;
    if (at === id) return true;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * Scratch marks by word id: one set's ids stamped, so that how many of another set's ids it shares is a
 * lookup per id rather than a merge. A stamp is good until the next `markIds`; callers mark and count
 * within one synchronous step.
 */
let marks = new Int32Array(4_096);
let stamp = 0;

/** Stamps a set's ids; returns the stamp `sharesAtLeast` looks for. */
export function markIds(words: Int32Array): number {
  if (stamp === 0x7fff_ffff) {
    marks.fill(0);
    stamp = 0;
  }
  stamp += 1;
  const top = words.length > 0 ? words[words.length - 1]! : 0;
  if (top >= marks.length) {
    const grown = new Int32Array(Math.max(top + 1, marks.length * 2));
    grown.set(marks);
    marks = grown;
  }
  for (let i = 0; i < words.length; i++) marks[words[i]!] = stamp;
  return stamp;
}

/**
 * How many of `other`'s ids carry `mark`, or -1 as soon as fewer than `least` can: the count stops once
 * more than `other.length - least` ids have missed.
 */
export function markedCount(other: Int32Array, mark: number, least: number): number {
  let misses = other.length - least;
  if (misses < 0) return -1;
  let hits = 0;
  for (let i = 0; i < other.length; i++) {
    if (marks[other[i]!] === mark) hits++;
    else if (--misses < 0) return -1;
  }
  return hits;
}
