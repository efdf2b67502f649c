import { describe, expect, it } from "vitest";
import { eitherCaseFirst } from "../src/extraction/either-case.js";

describe("eitherCaseFirst", () => {
  it("matches each word with its first letter in either case and the rest as written", () => {
    const pattern = new RegExp(`^(?:${eitherCaseFirst(["whenever", "every time", "PRs"])})$`, "u");
    expect(["whenever", "Whenever", "every time", "Every time", "PRs", "pRs"].map((text) => pattern.test(text))).toEqual([true, true, true, true, true, true]);
    expect(["WHENEVER", "Every Time", "PRS", "whenever you"].map((text) => pattern.test(text))).toEqual([false, false, false, false]);
  });
});
