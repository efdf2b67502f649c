import { describe, expect, it } from "vitest";
import { kthLargest } from "../src/store-kit/kth-largest.js";
import { seededRandom } from "../src/testing/seeded-random.js";

describe("kthLargest", () => {
  it("is the value a full ascending sort puts at length - rank (500 generated arrays, ties and sorted runs included)", () => {
    const random = seededRandom(20261124);
    for (let round = 0; round < 500; round++) {
      const length = 1 + Math.floor(random() * 300);
      const distinct = 1 + Math.floor(random() * 40);
      const values = Float64Array.from({ length }, () => Math.floor(random() * distinct) / 7);
      if (round % 5 === 0) values.sort();
      if (round % 7 === 0) values.sort().reverse();
      const rank = 1 + Math.floor(random() * length);
      const sorted = Float64Array.from(values).sort();
      expect(kthLargest(Float64Array.from(values), rank)).toBe(sorted[length - rank]);
    }
  });

  it("finds the largest and the smallest", () => {
    expect(kthLargest(Float64Array.of(3, 9, -1, 4), 1)).toBe(9);
    expect(kthLargest(Float64Array.of(3, 9, -1, 4), 4)).toBe(-1);
    expect(kthLargest(Float64Array.of(5), 1)).toBe(5);
  });
});
