import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { decodeArrays, decodeInto, encodePostings } from "../src/term-postings.js";

describe("posting blocks", () => {
  it("decode to what was encoded, one-byte and longer varints mixed (gaps, counts and lengths across every varint size)", () => {
    const random = seededRandom(0xdec0);
    const sizes = [0, 1, 127, 128, 129, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 2 ** 31 + 7, 2 ** 40 + 3];
    const pick = (): number => (random() < 0.7 ? Math.floor(random() * 128) : sizes[Math.floor(random() * sizes.length)]!);
    for (let round = 0; round < 200; round++) {
      const lows = [...new Set(Array.from({ length: 1 + Math.floor(random() * 300) }, () => Math.floor(random() * 1024)))].sort((x, y) => x - y);
      const postings = { low: lows, tf: lows.map(pick), len: lows.map(pick) };
      const blob = encodePostings(postings);
      const decoded = decodeArrays(blob, lows.length);
      expect([...decoded.low]).toEqual(postings.low);
      expect([...decoded.tf]).toEqual(postings.tf);
      expect([...decoded.len]).toEqual(postings.len);
      // Into longer arrays holding older values: the first n places are overwritten, the rest left.
      const into = { low: new Uint16Array(1024).fill(9), tf: new Float64Array(1024).fill(9), len: new Float64Array(1024).fill(9) };
      decodeInto(blob, lows.length, into);
      expect([...into.tf.subarray(0, lows.length)]).toEqual(postings.tf);
      expect([...into.len.subarray(0, lows.length)]).toEqual(postings.len);
      expect([...into.low.subarray(0, lows.length)]).toEqual(postings.low);
      expect(into.len[lows.length]).toBe(lows.length < 1024 ? 9 : undefined);
    }
  });
});
