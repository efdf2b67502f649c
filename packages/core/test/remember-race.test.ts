import { describe, expect, it } from "vitest";
import { createInMemoryStore } from "./core-internals.js";
import { rememberConcurrently, rememberedUnderKey } from "../src/testing/index.js";

const scope = { workspace: "acme", user: "ann" };

describe("remember under one key from concurrent callers (in-memory store)", () => {
  it("20 concurrent remember calls leave exactly one entry holding every acknowledged content, current or as a revision", async () => {
    const store = createInMemoryStore();
    const contents = await rememberConcurrently(store, { scope, key: "port", count: 20 });
    expect(contents).toHaveLength(20);
    const { entries, lost } = await rememberedUnderKey(store, scope, "port", contents);
    expect(lost).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.revisions).toHaveLength(19);
  });
});

describe("remember over an existing entry from concurrent callers (in-memory store)", () => {
  it("20 concurrent updates of one key keep every acknowledged content, current or as a revision, in the one entry", async () => {
    const store = createInMemoryStore();
    await rememberConcurrently(store, { scope, key: "port", count: 1, content: () => "port 7999" });
    const contents = await rememberConcurrently(store, { scope, key: "port", count: 20 });
    const { entries, lost } = await rememberedUnderKey(store, scope, "port", ["port 7999", ...contents]);
    expect(lost).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.revisions).toHaveLength(20);
  });
});
