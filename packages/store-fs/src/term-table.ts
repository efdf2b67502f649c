/** The base's terms as the index file keeps them: term t is the UTF-8 bytes [start[t], start[t + 1]) of `text`. */
export interface TermText {
  readonly termTextStart: Uint32Array;
  readonly termText: Uint8Array;
}

const encoder = new TextEncoder();

/** `terms` as `TermText` columns (as versions 2 and 3 of the index file listed them; tests build tables with it). */
export function encodeTerms(terms: readonly string[]): TermText {
  const termTextStart = new Uint32Array(terms.length + 1);
  const parts = terms.map((term) => encoder.encode(term));
  let length = 0;
  parts.forEach((part, at) => {
    termTextStart[at] = length;
    length += part.length;
  });
  termTextStart[terms.length] = length;
  const termText = new Uint8Array(length);
  parts.forEach((part, at) => termText.set(part, termTextStart[at]!));
  return { termTextStart, termText };
}

/**
 * The index's terms and their numbers: the base's terms (UTF-8 bytes, as its file keeps them) found
 * through an open-addressing table of numbers in a typed array, and the terms added since in a map.
 *
 * At 100,000 entries and 500,000 archived messages the base holds 300,000 terms. As JS strings (and
 * before that, a `Map`) they were 10 MB of long-lived heap made at every open; as bytes they are 3 MB
 * in two typed arrays, hashed where they lie. Terms come from core's `tokenize`, which yields
 * well-formed text only, so a term's UTF-8 bytes name it exactly.
 */
export class TermTable {
  readonly #text: Uint8Array;
  readonly #start: Uint32Array;
  readonly #baseSize: number;
  /** Base term numbers by hash (-1: empty slot), linear probing. */
  readonly #slots: Int32Array;
  readonly #mask: number;
  readonly #added = new Map<string, number>();
  readonly #addedTerms: string[] = [];
  /** The term looked up last, as UTF-8 (grown as needed). */
  #scratch = new Uint8Array(256);

  constructor({ termText, termTextStart }: TermText) {
    this.#text = termText;
    this.#start = termTextStart;
    this.#baseSize = termTextStart.length - 1;
    let size = 16;
    while (size < this.#baseSize * 2) size *= 2;
    this.#slots = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    for (let id = 0; id < this.#baseSize; id++) {
      const from = termTextStart[id]!;
      const to = termTextStart[id + 1]!;
      let slot = hashBytes(termText, from, to) & this.#mask;
      // A base that lists a term twice (a crafted file) keeps its first number.
      for (let other = this.#slots[slot]!; other !== -1; other = this.#slots[slot]!) {
        if (sameBytes(termText, termTextStart[other]!, termTextStart[other + 1]!, termText, from, to)) break;
        slot = (slot + 1) & this.#mask;
      }
      if (this.#slots[slot] === -1) this.#slots[slot] = id;
    }
  }

  /** How many terms have a number (the base's and those added since). */
  get size(): number {
    return this.#baseSize + this.#addedTerms.length;
  }

  /** The term's number, undefined when it has none. */
  id(term: string): number | undefined {
    const length = this.#encode(term);
    const bytes = this.#scratch;
    for (let slot = hashBytes(bytes, 0, length) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const id = this.#slots[slot]!;
      if (id === -1) break;
      if (sameBytes(this.#text, this.#start[id]!, this.#start[id + 1]!, bytes, 0, length)) return id;
    }
    return this.#added.get(term);
  }

  /** The term's number, given the next one when it has none. */
  intern(term: string): number {
    let id = this.id(term);
    if (id === undefined) {
      id = this.size;
      this.#addedTerms.push(term);
      this.#added.set(term, id);
    }
    return id;
  }

  /** The term's UTF-8 bytes (a base term's are a view of the base's, not to be changed). */
  bytes(id: number): Uint8Array {
    return id < this.#baseSize ? this.#text.subarray(this.#start[id]!, this.#start[id + 1]!) : encoder.encode(this.#addedTerms[id - this.#baseSize]!);
  }

  /** Writes `term` as UTF-8 into the scratch bytes; returns its length. */
  #encode(term: string): number {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.#scratch.length < term.length * 3) this.#scratch = new Uint8Array(term.length * 3);
    const bytes = this.#scratch;
    for (let at = 0; at < term.length; at++) {
      const code = term.charCodeAt(at);
      if (code >= 0x80) return encoder.encodeInto(term, bytes).written;
      bytes[at] = code;
    }
    return term.length;
  }
}

/** FNV-1a over the bytes [from, to), as a 32-bit integer. */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let value = 0x811c9dc5;
  for (let at = from; at < to; at++) value = Math.imul(value ^ bytes[at]!, 0x01000193);
  return value >>> 0;
}

function sameBytes(a: Uint8Array, aFrom: number, aTo: number, b: Uint8Array, bFrom: number, bTo: number): boolean {
  if (aTo - aFrom !== bTo - bFrom) return false;
  for (let at = 0; at < aTo - aFrom; at++) if (a[aFrom + at] !== b[bFrom + at]) return false;
  return true;
}
