/**
 * Unsigned integers as varints (7 bits a byte, low bits first, the high bit set on every byte but the
 * last), for the search index's postings and token sequences: most of their numbers are small (a gap
 * between document numbers, a count, the number of a common term), so most take one or two bytes
 * instead of four. Values are below 2^32; a varint is at most 5 bytes.
 */

export const maxVarintBytes = 5;

/** A growable byte buffer that varints are appended to. */
export class VarintWriter {
  #bytes = new Uint8Array(1024);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  write(value: number): void {
    if (this.#length + maxVarintBytes > this.#bytes.length) {
      const grown = new Uint8Array(this.#bytes.length * 2);
      grown.set(this.#bytes.subarray(0, this.#length));
      this.#bytes = grown;
    }
    let rest = value;
    while (rest >= 0x80) {
      this.#bytes[this.#length++] = (rest & 0x7f) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.#bytes[this.#length++] = rest;
  }

  /** A copy of the bytes written, exactly as long. */
  toArray(): Uint8Array {
    return this.#bytes.slice(0, this.#length);
  }
}

/** Where the last `readVarint` stopped: a module variable, so reading allocates nothing. */
export let varintEnd = 0;

/**
 * The varint at `at`, and `varintEnd` set past it; -1 when it does not end before `end` within
 * `maxVarintBytes` or is not below 2^32 (bytes written wrong, or crafted).
 */
export function readVarint(bytes: Uint8Array, at: number, end: number): number {
  let byte = bytes[at]!;
  if (byte < 0x80 && at < end) {
    varintEnd = at + 1;
    return byte;
  }
  let value = 0;
  let scale = 1;
  let position = at;
  for (let read = 0; read < maxVarintBytes; read++) {
    if (position >= end) return -1;
    byte = bytes[position++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) {
      varintEnd = position;
      return value < 2 ** 32 ? value : -1;
    }
    scale *= 0x80;
  }
  return -1;
}
