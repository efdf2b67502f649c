/**
 * What the search index keeps of where it indexed a record from: the record's file (its path in the store)
 * and that file's fingerprint, as one number. `.index/search.bin` keeps one such number per record owner
 * (`CompactBase.ownerDigests`) where version 2 kept the text itself: at 100,000 entries that text was 10 MiB
 * of strings on the heap and two thirds of the file's JSON head (decision 0247).
 *
 * The number is 53 bits of two 32-bit multiply-xor lanes over the UTF-16 code units of
 * `${file}\n${fingerprint}`, so it is a safe integer and never NaN (NaN is "no digest"). Two different
 * sources of one record give the same number with odds of about 2^-53: the index would then keep the
 * record's earlier text until its next change. A crafted index file can claim any digest, as it could
 * claim any text before: the index is derived data, and the files stay what is read and returned.
 */
export function sourceDigest(file: string, fingerprint: string): number {
  // The joined text's digest, its parts read where they are: an open takes 100,000 digests, and joining
  // made a string for each, flattened to be read and then dropped.
  start(file.length + 1 + fingerprint.length);
  feed(file);
  feedUnit(0x0a);
  feed(fingerprint);
  return finish();
}

/** The digest of a source already joined as `${file}\n${fingerprint}` (as version 2 of the index file kept it). */
export function textDigest(text: string): number {
  start(text.length);
  feed(text);
  return finish();
}

/** The two lanes of the digest being taken (`start`, `feed`, `finish`, all within one synchronous call). */
let low = 0;
let high = 0;

function start(length: number): void {
  low = 0x9e3779b9 ^ length;
  high = 0x7f4a7c15;
}

function feed(text: string): void {
  for (let at = 0; at < text.length; at++) feedUnit(text.charCodeAt(at));
}

function feedUnit(unit: number): void {
  low = Math.imul(low ^ unit, 0x2545f491);
  low ^= low >>> 15;
  high = Math.imul(high ^ unit, 0x5bd1e995);
  high ^= high >>> 13;
}

function finish(): number {
  low = mix(low ^ high);
  high = mix(high ^ (low >>> 11));
  return (high & 0x1fffff) * 0x1_0000_0000 + (low >>> 0);
}

/** Spreads every bit of `value` over all 32 (a 32-bit finalizer: xor-shifts and odd multipliers). */
function mix(value: number): number {
  let x = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return x ^ (x >>> 16);
}
