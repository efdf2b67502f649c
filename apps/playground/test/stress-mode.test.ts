import { describe, expect, it } from "vitest";
import { parseStressRuns, stressNames } from "./web/stress.js";

describe("ENGRAM_STRESS, the browser suites' stress mode", () => {
  it("runs a suite once when unset, N times when set, each run named", () => {
    expect(parseStressRuns(undefined)).toBe(1);
    expect(parseStressRuns("")).toBe(1);
    expect(parseStressRuns("20")).toBe(20);
    expect(stressNames("memory debugger", 1)).toEqual(["memory debugger"]);
    expect(stressNames("memory debugger", 3)).toEqual(["memory debugger (run 1/3)", "memory debugger (run 2/3)", "memory debugger (run 3/3)"]);
  });

  it("refuses what is not a whole number from 1 to 1000, naming the variable", () => {
    for (const value of ["0", "-1", "1.5", "1e3", " 2", "0x10", "abc", "1001", "99999", "20;rm -rf /"]) {
      expect(() => parseStressRuns(value), value).toThrow(`ENGRAM_STRESS=${JSON.stringify(value)}: give how many times to run each browser suite, 1 to 1000.`);
    }
  });
});
