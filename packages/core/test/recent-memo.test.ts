import { describe, expect, it } from "vitest";
import { recentMemo } from "../src/util/recent-memo.js";

function counted(max: number, maxChars?: number) {
  const calls: string[] = [];
  const memo = recentMemo(
    (text) => {
      calls.push(text);
      return text.toUpperCase();
    },
    max,
    maxChars,
  );
  return { memo, calls };
}

describe("recentMemo", () => {
  it("computes an input once while it is kept", () => {
    const { memo, calls } = counted(4);
    expect([memo("a"), memo("b"), memo("a"), memo("b")]).toEqual(["A", "B", "A", "B"]);
    expect(calls).toEqual(["a", "b"]);
  });

  it("drops the oldest input past max", () => {
    const { memo, calls } = counted(2);
    memo("a");
    memo("b");
    memo("c");
    memo("b");
    memo("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("drops the least recently used, so an input used again outlives one seen once", () => {
    const { memo, calls } = counted(2);
    memo("a");
    memo("b");
    memo("a");
    memo("c");
    memo("a");
    memo("b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });

  it("never keeps an input longer than maxChars", () => {
    const { memo, calls } = counted(4, 3);
    expect(memo("long")).toBe("LONG");
    expect(memo("long")).toBe("LONG");
    memo("abc");
    memo("abc");
    expect(calls).toEqual(["long", "long", "abc"]);
  });

  it("computes again after clear", () => {
    const { memo, calls } = counted(4);
    memo("a");
    memo.clear();
    memo("a");
    expect(calls).toEqual(["a", "a"]);
  });
});
