import { describe, expect, it } from "vitest";
import { seededRandom } from "./fixtures.js";
import { OwnerDocs } from "../src/owner-docs.js";
import { encodeTerms, TermTable } from "../src/term-table.js";

describe("TermTable", () => {
  it("numbers the base's terms as listed, then each new term after them, whatever collides in its table", () => {
    const base = Array.from({ length: 5_000 }, (_, at) => `t${at}`);
    base.push("", "é", "東京", "t1 ");
    const table = new TermTable(encodeTerms(base));
    base.forEach((term, id) => expect(table.id(term)).toBe(id));
    expect(table.id("t5000")).toBeUndefined();
    expect(table.intern("t5000")).toBe(base.length);
    expect(table.intern("t5001")).toBe(base.length + 1);
    expect(table.intern("t5000")).toBe(base.length);
    expect(table.intern("t17")).toBe(17);
    expect(table.size).toBe(base.length + 2);
    const text = (id: number) => new TextDecoder().decode(table.bytes(id));
    expect([text(17), text(base.length - 2), text(base.length + 1)]).toEqual(["t17", "東京", "t5001"]);
  });

  it("keeps the first number of a term a crafted base lists twice", () => {
    const table = new TermTable(encodeTerms(["a", "b", "a"]));
    expect([table.id("a"), table.id("b"), table.size]).toEqual([0, 1, 3]);
  });
});

describe("TermTable against a Map of the same terms", () => {
  it("gives every term's number and no number to any other, for ASCII, accented, CJK, astral and long terms", () => {
    const next = seededRandom(7);
    const alphabet = ["a", "b", "z", "0", "9", "é", "ß", "東", "京", "한", "𝔸", "😀", "\u00ff", "\u0100", "\u07ff", "\u0800", "\uffff"];
    const word = (): string =>
      Array.from({ length: 1 + Math.floor(next() * (next() < 0.05 ? 200 : 8)) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    const listed = [...new Set(Array.from({ length: 3_000 }, word))];
    const table = new TermTable(encodeTerms(listed));
    const reference = new Map(listed.map((term, id) => [term, id]));
    const added: string[] = [];
    for (let round = 0; round < 6_000; round++) {
      const term = word();
      expect(table.id(term), term).toBe(reference.get(term));
      if (next() < 0.3) {
        const id = table.intern(term);
        if (!reference.has(term)) {
          reference.set(term, listed.length + added.length);
          added.push(term);
        }
        expect(id, term).toBe(reference.get(term));
      }
    }
    expect(added.length).toBeGreaterThan(100);
    expect(table.size).toBe(reference.size);
    for (const [term, id] of reference) expect(new TextDecoder().decode(table.bytes(id))).toBe(term);
  });
});

describe("OwnerDocs", () => {
  it("gives each owner's base documents and those added since, once", () => {
    const docs = new OwnerDocs([2, 0, 2, 1, 0, 2], 4);
    docs.add(1, 6);
    docs.add(4, 7);
    expect([...docs.owners()].sort()).toEqual([0, 1, 2, 4]);
    expect(docs.take(2)).toEqual([0, 2, 5]);
    expect(docs.take(2)).toBeUndefined();
    expect(docs.take(1)).toEqual([3, 6]);
    expect(docs.take(3)).toBeUndefined();
    docs.add(2, 8);
    expect(docs.take(2)).toEqual([8]);
    expect([...docs.owners()].sort()).toEqual([0, 4]);
    expect([docs.take(0), docs.take(4)]).toEqual([[1, 4], [7]]);
    expect([...docs.owners()]).toEqual([]);
  });
});
