import type { SearchHit, SearchQuery } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../src/index.js";
import { at, entry, message, openTemp, track } from "./helpers.js";

/** Each hit as "id:text" (records) or "session#seq:text" (messages), in page order. */
function page(hits: readonly SearchHit[]): string[] {
  return hits.map((hit) => {
    if (hit.target === "record") return `${hit.record.id}:${"content" in hit.record ? hit.record.content : ""}`;
    const part = hit.event.message.parts[0];
    return `${hit.sessionId}#${hit.event.seq}:${part?.type === "text" ? part.text : ""}`;
  });
}

const messages = (text: string, scope: SearchQuery["scope"] = {}): SearchQuery => ({ text, scope, targets: ["message"], limit: 50 });

describe("searches' cached rows (sort keys, filters, event bodies)", () => {
  it("follow this connection's puts: a re-put record's new updatedAt reorders a tie", async () => {
    const { store } = await openTemp();
    await store.put(entry("older", "harbor lantern", { updatedAt: at(1) }));
    await store.put(entry("newer", "harbor lantern", { updatedAt: at(2) }));
    // One word: a phrase query reads its candidates' keys afresh (the phrase check), a word query's are cached.
    const query: SearchQuery = { text: "lantern", scope: {}, targets: ["entry"], limit: 10 };
    // Twice: the second search is answered from the cached sort keys.
    expect(page(await store.search(query))).toEqual(["newer:harbor lantern", "older:harbor lantern"]);
    expect(page(await store.search(query))).toEqual(["newer:harbor lantern", "older:harbor lantern"]);

    await store.put(entry("older", "harbor lantern", { updatedAt: at(3) }));
    expect(page(await store.search(query))).toEqual(["older:harbor lantern", "newer:harbor lantern"]);
    await store.delete("entry", "older");
    expect(page(await store.search(query))).toEqual(["newer:harbor lantern"]);
  });

  it("give shared searches frozen records that follow puts, marks and other connections' writes", async () => {
    const { store, path } = await openTemp();
    await store.put(entry("beacon", "harbor beacon light"));
    const shared: SearchQuery = { text: "beacon", scope: {}, targets: ["entry"], shared: true };
    const first = (await store.search(shared))[0]!;
    expect(Object.isFrozen(first.target === "record" ? first.record : undefined)).toBe(true);
    // The second shared search hands out the same parsed record; a plain search a fresh copy.
    const second = (await store.search(shared))[0]!;
    expect(second.target === "record" && first.target === "record" && second.record === first.record).toBe(true);
    const plain = (await store.search({ ...shared, shared: false }))[0]!;
    expect(plain.target === "record" && Object.isFrozen(plain.record)).toBe(false);

    await store.put(entry("beacon", "harbor beacon light, rebuilt"));
    expect(page(await store.search(shared))).toEqual(["beacon:harbor beacon light, rebuilt"]);
    await store.markUsed(["beacon"], at(9));
    const marked = (await store.search(shared))[0]!;
    expect(marked.target === "record" && marked.record.kind === "entry" ? [marked.record.useCount, marked.record.lastUsedAt] : []).toEqual([1, at(9)]);
    const other = track(await openSqliteStore({ path }));
    await other.put(entry("beacon", "harbor beacon light, moved"));
    expect(page(await store.search(shared))).toEqual(["beacon:harbor beacon light, moved"]);
  });

  it("forget only the rows this connection wrote: other records stay cached through a put or a mark", async () => {
    const { store } = await openTemp();
    await store.put(entry("lamp", "harbor lamp"));
    await store.put(entry("buoy", "harbor buoy"));
    const shared: SearchQuery = { text: "harbor", scope: {}, targets: ["entry"], shared: true };
    const recordOf = (hits: readonly SearchHit[], id: string) => hits.find((hit) => hit.target === "record" && hit.record.id === id)!;
    const before = await store.search(shared);
    await store.markUsed(["lamp"], at(5));
    const marked = await store.search(shared);
    expect(recordOf(marked, "buoy")).toEqual(recordOf(before, "buoy"));
    expect((recordOf(marked, "buoy") as { record: object }).record).toBe((recordOf(before, "buoy") as { record: object }).record);
    expect((recordOf(marked, "lamp") as { record: { useCount: number } }).record.useCount).toBe(1);
    await store.put(entry("lamp", "harbor lamp, relit"));
    const put = await store.search(shared);
    expect((recordOf(put, "buoy") as { record: object }).record).toBe((recordOf(before, "buoy") as { record: object }).record);
    expect(page(put)).toContain("lamp:harbor lamp, relit");
    await store.delete("entry", "lamp");
    expect(page(await store.search(shared))).toEqual(["buoy:harbor buoy"]);
  });

  it("follow a deleted session whose rowids a new session's events take (this connection and another)", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("kept", { user: "ann" }, [message("k1", "harbor lantern kept", 0)]);
    await store.appendEvents("gone", { user: "ann" }, [message("g1", "harbor lantern gone one", 1), message("g2", "harbor lantern gone two", 2)]);
    const ann = messages("harbor lantern", { user: "ann" });
    // The shortest text scores best; equal scores put the later event first.
    const before = ["kept#1:harbor lantern kept", "gone#2:harbor lantern gone two", "gone#1:harbor lantern gone one"];
    expect(page(await store.search(ann))).toEqual(before);
    expect(page(await store.search(ann))).toEqual(before);

    // The deleted events' rowids are free again (the largest ones): the new session's events take them.
    await store.deleteSession("gone");
    await store.appendEvents("bob's", { user: "bob" }, [message("b1", "harbor lantern bob first", 3), message("b2", "harbor lantern bob second", 4)]);
    expect(page(await store.search(ann))).toEqual(["kept#1:harbor lantern kept"]);
    expect(page(await store.search(messages("harbor lantern", { user: "bob" })))).toEqual([
      "bob's#2:harbor lantern bob second",
      "bob's#1:harbor lantern bob first",
    ]);

    // Another connection does the same: this one's caches are emptied by data_version.
    const other = track(await openSqliteStore({ path }));
    await other.deleteSession("bob's");
    await other.appendEvents("ann's new", { user: "ann" }, [message("n1", "harbor lantern anew", 5), message("n2", "harbor lantern anew twice", 6)]);
    expect(page(await store.search(ann))).toEqual(page(await other.search(ann)));
    expect(page(await store.search(ann))).toContain("ann's new#2:harbor lantern anew twice");
    expect(page(await store.search(messages("harbor lantern", { user: "bob" })))).toEqual([]);
  });

  it("keep one answer per shape: excluded sessions and scopes do not leak between searches", async () => {
    const { store } = await openTemp();
    await store.appendEvents("a", { user: "ann" }, [message("a1", "harbor lantern alpha", 0)]);
    await store.appendEvents("b", { user: "ann" }, [message("b1", "harbor lantern beta", 1)]);
    const ann = messages("lantern", { user: "ann" });
    expect(page(await store.search({ ...ann, excludeSessionIds: ["a"] }))).toEqual(["b#1:harbor lantern beta"]);
    expect(page(await store.search({ ...ann, excludeSessionIds: ["b"] }))).toEqual(["a#1:harbor lantern alpha"]);
    expect(page(await store.search(ann))).toEqual(["b#1:harbor lantern beta", "a#1:harbor lantern alpha"]);
    expect(page(await store.search(messages("lantern", { user: "bob" })))).toEqual([]);
  });

  it("stay right once full: more events than the cache holds, read again after the oldest were dropped", async () => {
    const { store, path } = await openTemp();
    // 9,000 events (past the 8,192 parsed events a connection keeps), 50 tags of 180 events each.
    const events = Array.from({ length: 9_000 }, (_, i) => message(`m${i}`, `lantern tag${i % 50} note${i}`, i));
    await store.appendEvents("s", {}, events);
    const query = (tag: number): SearchQuery => ({ text: `tag${tag}`, scope: {}, targets: ["message"], limit: 200 });
    const first: string[][] = [];
    for (let tag = 0; tag < 50; tag++) first.push(page(await store.search(query(tag))));
    expect(first.map((hits) => hits.length)).toEqual(Array.from({ length: 50 }, () => 180));
    const fresh = track(await openSqliteStore({ path }));
    // The cache now holds the last 8,192 bodies read: tags 0-3 and tag 4's first 88 were dropped, tag 4's
    // other 92 are the oldest kept. A page of tag 0 and tag 4 (the 200 latest of their 360 events) holds
    // 12 of those and 188 bodies to read, which push out the oldest: the 12 must still be on the page.
    const mixed: SearchQuery = { text: "tag0 tag4", scope: {}, targets: ["message"], limit: 200 };
    const expected = page(await fresh.search(mixed));
    expect(expected.length).toBe(200);
    expect(page(await store.search(mixed))).toEqual(expected);
    // Twice round: every search meets a full cache.
    for (let round = 0; round < 2; round++) for (let tag = 0; tag < 50; tag++) expect(page(await store.search(query(tag)))).toEqual(first[tag]);
    for (const tag of [0, 17, 49]) expect(page(await fresh.search(query(tag)))).toEqual(first[tag]);
  });

  it("hand out frozen events: writing into a hit throws and later searches return the archived text", async () => {
    const { store } = await openTemp();
    await store.appendEvents("s", {}, [message("m1", "harbor lantern", 0)]);
    const [first] = await store.search(messages("harbor lantern"));
    if (first?.target !== "message") throw new Error("expected a message hit");
    const part = first.event.message.parts[0]!;
    expect(Object.isFrozen(first.event)).toBe(true);
    expect(() => {
      (part as { text: string }).text = "changed";
    }).toThrow(TypeError);
    expect(page(await store.search(messages("harbor lantern")))).toEqual(["s#1:harbor lantern"]);
    expect((await store.readEvents("s"))[0]).toEqual({ ...message("m1", "harbor lantern", 0), seq: 1 });
  });
});
