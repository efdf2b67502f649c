import type { Tiktoken } from "js-tiktoken/lite";
import { BoundedCache } from "../util/bounded-cache.js";

/** What a js-tiktoken encoding holds besides its public methods: the split pattern and the byte-pair ranks. */
interface EncodingInternals {
  readonly patStr?: unknown;
  readonly rankMap?: unknown;
}

/** Distinct pre-tokens remembered per encoding; when full, the cache starts over (words recur, so it refills fast). */
export const pieceCacheSize = 65_536;
/** Pre-tokens longer than this (in UTF-16 units) are counted but not remembered. */
const pieceCacheMaxChars = 64;

const utf8 = new TextEncoder();

/**
 * Exact token counts by BPE, pre-token by pre-token, with each distinct pre-token counted once.
 *
 * BPE never merges across the encoding's pre-tokenizer boundaries, so a text's token count is the
 * sum of its pre-tokens' counts, and a chat's texts are mostly the same few thousand words: after
 * the first calls nearly every pre-token is a cache hit and counting costs one regex pass. A miss
 * runs the byte-pair merge on the pre-token's UTF-8 bytes with the encoding's own ranks, which is
 * what `Tiktoken.encode` does. Counts equal `encode(text, [], []).length` (special-token strings
 * count as text, as there); tests compare the two over many texts.
 */
export class PieceCounter {
  readonly #pattern: RegExp;
  readonly #ranks: ReadonlyMap<string, number>;
  // Core's one bounded cache, by insertion: a hit is one map look-up on the hottest path of counting.
  readonly #pieces = new BoundedCache<string, number>({ maxEntries: pieceCacheSize, order: "insertion" });

  private constructor(pattern: RegExp, ranks: ReadonlyMap<string, number>) {
    this.#pattern = pattern;
    this.#ranks = ranks;
  }

  /** A counter for `encoder`, or undefined when this js-tiktoken version does not expose what it needs. */
  static of(encoder: Tiktoken): PieceCounter | undefined {
    const internals = encoder as unknown as EncodingInternals;
    if (typeof internals.patStr !== "string" || !(internals.rankMap instanceof Map)) return undefined;
    return new PieceCounter(new RegExp(internals.patStr, "gu"), internals.rankMap as ReadonlyMap<string, number>);
  }

  /** Tokens of `text`. */
  count(text: string): number {
    let tokens = 0;
    const pattern = this.#pattern;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const piece = match[0];
      if (piece.length === 0) {
        pattern.lastIndex++;
        continue;
      }
      tokens += this.#piece(piece);
    }
    return tokens;
  }

  #piece(piece: string): number {
    const known = this.#pieces.get(piece);
    if (known !== undefined) return known;
    const tokens = mergeCount(utf8.encode(piece), this.#ranks);
    if (piece.length <= pieceCacheMaxChars) this.#pieces.set(piece, tokens);
    return tokens;
  }
}

/** js-tiktoken's rank keys: the bytes, comma-separated. */
function rankOf(bytes: Uint8Array, start: number, end: number, ranks: ReadonlyMap<string, number>): number | undefined {
  let key = String(bytes[start]);
  for (let i = start + 1; i < end; i++) key += `,${bytes[i]}`;
  return ranks.get(key);
}

/**
 * How many tokens the byte-pair merge leaves of one pre-token: start from single bytes, and
 * repeatedly merge the adjacent pair whose joined bytes have the lowest rank (the leftmost on a
 * tie) until no adjacent pair is a known token.
 */
export function mergeCount(bytes: Uint8Array, ranks: ReadonlyMap<string, number>): number {
  if (bytes.length <= 1) return bytes.length;
  if (rankOf(bytes, 0, bytes.length, ranks) !== undefined) return 1;
  // starts[i]: where part i begins; part i ends where part i + 1 begins (the last ends at bytes.length).
  const starts: number[] = [];
  for (let i = 0; i <= bytes.length; i++) starts.push(i);
  // pairRanks[i]: rank of parts i and i + 1 joined (Infinity when not a token).
  const pairRanks: number[] = [];
  for (let i = 0; i + 2 < starts.length; i++) pairRanks.push(rankOf(bytes, starts[i]!, starts[i + 2]!, ranks) ?? Infinity);
  while (pairRanks.length > 0) {
    let best = 0;
    for (let i = 1; i < pairRanks.length; i++) if (pairRanks[i]! < pairRanks[best]!) best = i;
    if (pairRanks[best] === Infinity) break;
    starts.splice(best + 1, 1);
    pairRanks.splice(best, 1);
    if (best > 0) pairRanks[best - 1] = best + 1 < starts.length ? (rankOf(bytes, starts[best - 1]!, starts[best + 1]!, ranks) ?? Infinity) : Infinity;
    if (best < pairRanks.length) pairRanks[best] = rankOf(bytes, starts[best]!, starts[best + 2]!, ranks) ?? Infinity;
  }
  return starts.length - 1;
}
