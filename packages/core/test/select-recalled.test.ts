import { describe, expect, it } from "vitest";
import { packIntoBudget, removeNearDuplicates } from "./core-internals.js";
import { selectRecalled } from "../src/recall/select-recalled.js";
import { seededRandom } from "../src/testing/seeded-random.js";

interface Draft {
  readonly text: string;
  readonly total: number;
}
interface Item extends Draft {
  readonly tokens: number;
}

const words = ["deploy", "staging", "pnpm", "friday", "ann", "prefers", "redis", "cache", "tests", "green", "lint", "docs"];

function drafts(random: () => number, count: number): Draft[] {
  const list = Array.from({ length: count }, () => ({
    text: Array.from({ length: 2 + Math.floor(random() * 5) }, () => words[Math.floor(random() * words.length)]).join(" "),
    total: Math.round(random() * 100) / 100,
  }));
  return list.sort((a, b) => b.total - a.total);
}

const tokensOf = (draft: Draft): number => draft.text.length;

/** What recall did before: deduplicate all, count all, pack, then the best left-outs. */
function reference(list: readonly Draft[], budget: number, limit: number, shown: number) {
  const { kept } = removeNearDuplicates(list, (draft) => draft.text, 0.6);
  const items: Item[] = kept.map((draft) => ({ ...draft, tokens: tokensOf(draft) }));
  const { packed, overBudget, overLimit } = packIntoBudget(items, budget, limit);
  const leftOut = [...overBudget.map((item) => ({ ...item, reason: "budget" })), ...overLimit.map((item) => ({ ...item, reason: "limit" }))]
    .sort((a, b) => b.total - a.total)
    .slice(0, shown);
  return { packed, leftOut };
}

describe("selectRecalled", () => {
  it("chooses exactly what deduplicating, counting and packing every draft chooses (500 generated pools)", () => {
    const random = seededRandom(20261122);
    for (let round = 0; round < 500; round++) {
      const list = drafts(random, Math.floor(random() * 80));
      const budget = Math.floor(random() * 400);
      const limit = 1 + Math.floor(random() * 25);
      const shown = Math.floor(random() * 6);
      const selection = selectRecalled(list, {
        textOf: (draft) => draft.text,
        toItem: (draft): Item => ({ ...draft, tokens: tokensOf(draft) }),
        budgetTokens: budget,
        limit,
        duplicateOverlap: 0.6,
        leftOutShown: shown,
      });
      expect(selection).toEqual(reference(list, budget, limit, shown));
    }
  });

  it("stops counting once the page is full and the shown left-outs are known", () => {
    const list = Array.from({ length: 200 }, (_, i) => ({ text: `memory number ${i} word${i}`, total: 1 - i / 1000 }));
    let counted = 0;
    const selection = selectRecalled(list, {
      textOf: (draft) => draft.text,
      toItem: (draft): Item => {
        counted++;
        return { ...draft, tokens: 10 };
      },
      budgetTokens: 1_000,
      limit: 20,
      duplicateOverlap: 0.6,
      leftOutShown: 5,
    });
    expect(selection.packed.map((item) => item.text)).toEqual(list.slice(0, 20).map((draft) => draft.text));
    expect(selection.leftOut.map((item) => [item.text, item.reason])).toEqual(list.slice(20, 25).map((draft) => [draft.text, "limit"]));
    expect(counted).toBe(25);
  });

  it("offers a draft's shorter form in its place when the draft does not fit, and leaves out the whole when neither fits", () => {
    const whole = { text: "whole turn about the staging port and much more besides", total: 1 };
    const excerpt = { text: "excerpt about the staging port", total: 1 };
    const other = { text: "deploys run on fridays", total: 0.5 };
    const options = {
      textOf: (draft: Draft) => draft.text,
      toItem: (draft: Draft): Item => ({ ...draft, tokens: draft.text.length }),
      limit: 20,
      duplicateOverlap: 0.6,
      leftOutShown: 5,
      fallbackOf: (draft: Draft) => (draft === whole ? excerpt : undefined),
    };
    const fits = selectRecalled([whole, other], { ...options, budgetTokens: excerpt.text.length + other.text.length });
    expect(fits.packed.map((item) => item.text)).toEqual([excerpt.text, other.text]);
    expect(fits.leftOut).toEqual([]);
    const tight = selectRecalled([whole, other], { ...options, budgetTokens: other.text.length });
    expect(tight.packed.map((item) => item.text)).toEqual([other.text]);
    expect(tight.leftOut.map((item) => [item.text, item.reason])).toEqual([[whole.text, "budget"]]);
  });
});
