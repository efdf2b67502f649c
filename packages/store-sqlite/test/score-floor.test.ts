import { seededRandom } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { ScoreFloor } from "../src/score-floor.js";

describe("ScoreFloor", () => {
  it("is -Infinity until k scores were offered, then the k-th largest offered so far (repeats counted)", () => {
    const random = seededRandom(0xf100);
    for (const k of [1, 2, 7, 50]) {
      const floor = new ScoreFloor(k);
      const offered: number[] = [];
      for (let i = 0; i < 400; i++) {
        // Few distinct values: many repeats.
        const score = Math.floor(random() * 30) / 4;
        floor.offer(score);
        offered.push(score);
        const expected = offered.length < k ? Number.NEGATIVE_INFINITY : [...offered].sort((x, y) => y - x)[k - 1]!;
        expect(floor.value, `k ${k} after ${offered.length}`).toBe(expected);
      }
    }
  });

  it("stays -Infinity for k = 0", () => {
    const floor = new ScoreFloor(0);
    floor.offer(3);
    expect(floor.value).toBe(Number.NEGATIVE_INFINITY);
  });
});
