import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readVarint, VarintWriter, varintEnd } from "../src/varint-bytes.js";

describe("varint bytes", () => {
  it("read back every value below 2^32 that was written, in one to five bytes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { maxLength: 50 }), (values) => {
        const writer = new VarintWriter();
        for (const value of values) writer.write(value);
        const bytes = writer.toArray();
        const read: number[] = [];
        for (let at = 0; at < bytes.length; at = varintEnd) read.push(readVarint(bytes, at, bytes.length));
        expect(read).toEqual(values);
      }),
      { numRuns: 300 },
    );
    const sizes = [0, 127, 128, 16_383, 16_384, 2 ** 21 - 1, 2 ** 21, 2 ** 28 - 1, 2 ** 28, 2 ** 32 - 1].map((value) => {
      const writer = new VarintWriter();
      writer.write(value);
      return writer.length;
    });
    expect(sizes).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("is -1 for a varint that runs past its end, is longer than five bytes or is not below 2^32", () => {
    expect(readVarint(Uint8Array.from([0x81, 0x01]), 0, 1)).toBe(-1);
    expect(readVarint(Uint8Array.from([0x05]), 0, 0)).toBe(-1);
    expect(readVarint(Uint8Array.from([0x80, 0x80, 0x80, 0x80, 0x80, 0x01]), 0, 6)).toBe(-1);
    expect(readVarint(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0x10]), 0, 5)).toBe(-1);
    expect(readVarint(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0x0f]), 0, 5)).toBe(2 ** 32 - 1);
    expect(varintEnd).toBe(5);
  });
});
