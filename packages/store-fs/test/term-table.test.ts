import { describe, expect, it } from "vitest";
import { OwnerDocs } from "../src/owner-docs.js";
import { TermTable } from "../src/term-table.js";

describe("TermTable", () => {
  it("numbers the base's terms as listed, then each new term after them, whatever collides in its table", () => {
    const base = Array.from({ length: 5_000 }, (_, at) => `t${at}`);
    base.push("", "é", "東京", "t1 ");
    const table = new TermTable(base);
    base.forEach((term, id) => expect(table.id(term)).toBe(id));
    expect(table.id("t5000")).toBeUndefined();
    expect(table.intern("t5000")).toBe(base.length);
    expect(table.intern("t5001")).toBe(base.length + 1);
    expect(table.intern("t5000")).toBe(base.length);
    expect(table.intern("t17")).toBe(17);
    expect(table.size).toBe(base.length + 2);
    expect([table.term(17), table.term(base.length - 2), table.term(base.length + 1)]).toEqual(["t17", "東京", "t5001"]);
  });

  it("keeps the first number of a term a crafted base lists twice", () => {
    const table = new TermTable(["a", "b", "a"]);
    expect([table.id("a"), table.id("b"), table.size]).toEqual([0, 1, 3]);
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
