import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { decodeArrays, decodeInto, encodePostings, maxCount } from "../src/term-postings.js";

describe("posting blocks", () => {
  it("decode to what was encoded, one-byte and longer varints mixed (gaps, counts and lengths across every varint size)", () => {
    const random = seededRandom(0xdec0);
    const sizes = [0, 1, 127, 128, 129, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 2 ** 31 + 7, 2 ** 40 + 3];
    const pick = (): number => (random() < 0.7 ? Math.floor(random() * 128) : sizes[Math.floor(random() * sizes.length)]!);
    for (let round = 0; round < 200; round++) {
      const lows = [...new Set(Array.from({ length: 1 + Math.floor(random() * 300) }, () => Math.floor(random() * 1024)))].sort((x, y) => x - y);
      const postings = { low: lows, tf: lows.map(pick), len: lows.map(pick) };
      const blob = encodePostings(postings);
      // Counts and lengths past 32 bits (no SQLite text has that many tokens) are read as the largest 32-bit one.
      const held = { low: postings.low, tf: postings.tf.map((tf) => Math.min(tf, maxCount)), len: postings.len.map((len) => Math.min(len, maxCount)) };
      const decoded = decodeArrays(blob, lows.length);
      expect([...decoded.low]).toEqual(held.low);
      expect([...decoded.tf]).toEqual(held.tf);
      expect([...decoded.len]).toEqual(held.len);
      // Into longer arrays holding older values: the first n places are overwritten, the rest left.
      const into = { low: new Uint16Array(1024).fill(9), tf: new Uint32Array(1024).fill(9), len: new Uint32Array(1024).fill(9) };
      decodeInto(blob, lows.length, into);
      expect([...into.tf.subarray(0, lows.length)]).toEqual(held.tf);
      expect([...into.len.subarray(0, lows.length)]).toEqual(held.len);
      expect([...into.low.subarray(0, lows.length)]).toEqual(held.low);
      expect(into.len[lows.length]).toBe(lows.length < 1024 ? 9 : undefined);
      // At an offset (a list's blocks decoded one after another into one set of arrays): the places before it are left.
      const whole = {
        low: new Uint16Array(lows.length + 5).fill(9),
        tf: new Uint32Array(lows.length + 5).fill(9),
        len: new Uint32Array(lows.length + 5).fill(9),
      };
      decodeInto(blob, lows.length, whole, 5);
      expect([...whole.low]).toEqual([9, 9, 9, 9, 9, ...held.low]);
      expect([...whole.tf]).toEqual([9, 9, 9, 9, 9, ...held.tf]);
      expect([...whole.len]).toEqual([9, 9, 9, 9, 9, ...held.len]);
    }
  });
});
