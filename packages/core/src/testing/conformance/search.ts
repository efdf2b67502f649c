import { describe, expect, it } from "vitest";
import type { SearchHit, SearchQuery } from "../../store/memory-store.js";
import { at, dailyInput, entryInput, messageEvent, noteInput, putAll, workspaceA, workspaceB } from "./fixtures.js";
import { fullRecords } from "./full-records.js";
import type { ConformanceHarness } from "./harness.js";

/** "kind:id" of record hits and "message:session#seq" of message hits, best first. */
export function hitKeys(hits: readonly SearchHit[]): string[] {
  return hits.map((hit) => (hit.target === "record" ? `${hit.record.kind}:${hit.record.id}` : `message:${hit.sessionId}#${hit.event.seq}`));
}

async function keys(harness: ConformanceHarness, query: Omit<SearchQuery, "scope"> & { scope?: SearchQuery["scope"] }): Promise<string[]> {
  return hitKeys(await harness.store.search({ scope: workspaceA, ...query }));
}

/** Full-text search, targets and filters (vectors are in vector.ts). */
export function describeSearchConformance(harness: ConformanceHarness): void {
  describe("search", () => {
    it("finds a record by a word of its text, with a positive score", async () => {
      await putAll(harness.store, [
        entryInput("e1", { scope: workspaceA, content: "The harbour seals rest on rocks" }),
        entryInput("e2", { content: "Nothing here" }),
      ]);
      const hits = await harness.store.search({ text: "seals", scope: workspaceA });
      expect(hitKeys(hits)).toEqual(["entry:e1"]);
      expect(hits[0]).toMatchObject({ target: "record", record: { id: "e1", content: "The harbour seals rest on rocks" } });
      expect(hits[0]!.score).toBeGreaterThan(0);
      expect(hits[0]!.textScore).toBeGreaterThan(0);
    });

    it("does not return a record that matches none of the query words", async () => {
      await putAll(harness.store, [
        dailyInput("match", { content: "morning fog delayed the ferry" }),
        dailyInput("other", { content: "lighthouse keeper logbook" }),
      ]);
      expect(await keys(harness, { text: "ferry schedule" })).toEqual(["daily:match"]);
      expect(await keys(harness, { text: "volcano" })).toEqual([]);
    });

    it("ranks an exact phrase above the same words scattered", async () => {
      // Same token count and term frequencies: only the phrase decides. The scattered one is newer and
      // sorts first by id, so no tie-break can put the phrase first by accident.
      await putAll(harness.store, [
        dailyInput("ph-b-phrase", { content: "blue whale migration observed near coast", updatedAt: at(1) }),
        dailyInput("ph-a-scattered", { content: "migration observed near blue coast whale", updatedAt: at(2) }),
        dailyInput("ph-filler-1", { content: "harbour seals resting rocks" }),
        dailyInput("ph-filler-2", { content: "morning fog delayed ferry" }),
        dailyInput("ph-filler-3", { content: "lighthouse keeper logbook entry" }),
      ]);
      const hits = await harness.store.search({ text: "Blue whale migration", scope: {} });
      expect(hitKeys(hits)).toEqual(["daily:ph-b-phrase", "daily:ph-a-scattered"]);
      expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    });

    it("matches words regardless of case and accents", async () => {
      await putAll(harness.store, [entryInput("cafe", { content: "Le Café Crème est délicieux" }), entryInput("cafeteria", { content: "Cafeteria menu" })]);
      expect(await keys(harness, { text: "CAFE creme" })).toEqual(["entry:cafe"]);
      expect(await keys(harness, { text: "DÉLICIEUX" })).toEqual(["entry:cafe"]);
    });

    it("ignores English stop words in the query", async () => {
      await putAll(harness.store, [entryInput("fox", { content: "The quick fox" }), entryInput("dog", { content: "A lazy dog" })]);
      expect(await keys(harness, { text: "the" })).toEqual([]);
      expect(await keys(harness, { text: "the a of" })).toEqual([]);
      expect(await keys(harness, { text: "the fox" })).toEqual(["entry:fox"]);
    });

    it("finds CJK text by its characters", async () => {
      await putAll(harness.store, [
        dailyInput("tokyo", { content: "東京タワーに行きました" }),
        dailyInput("kyoto", { content: "京都の寺" }),
        dailyInput("osaka", { content: "大阪城" }),
      ]);
      expect(await keys(harness, { text: "東京" })).toEqual(["daily:tokyo", "daily:kyoto"]);
    });

    it("searches entries and daily items by default and other kinds when targeted", async () => {
      await putAll(harness.store, [
        entryInput("t-entry", { content: "aurora over the fjord" }),
        dailyInput("t-daily", { content: "aurora seen tonight" }),
        noteInput("t-note", { content: "aurora photos to sort" }),
      ]);
      expect((await keys(harness, { text: "aurora" })).sort()).toEqual(["daily:t-daily", "entry:t-entry"]);
      expect(await keys(harness, { text: "aurora", targets: ["note"] })).toEqual(["note:t-note"]);
      expect((await keys(harness, { text: "aurora", targets: ["note", "entry"] })).sort()).toEqual(["entry:t-entry", "note:t-note"]);
    });

    it("searches the searchable text of every record kind", async () => {
      await putAll(harness.store, fullRecords({}));
      expect(await keys(harness, { text: "Fridays", targets: ["entry"] })).toEqual(["entry:full-entry"]);
      expect(await keys(harness, { text: "scripts/deploy.sh", targets: ["entry"] })).toEqual(["entry:full-entry"]);
      expect(await keys(harness, { text: "rolled back", targets: ["daily"] })).toEqual(["daily:full-daily"]);
      expect(await keys(harness, { text: "plan", targets: ["note"] })).toEqual(["note:full-note"]);
      expect(await keys(harness, { text: "flaky", targets: ["summary"] })).toEqual(["summary:full-session"]);
      expect(await keys(harness, { text: "retry", targets: ["checkpoint"] })).toEqual(["checkpoint:full-session"]);
      expect(await keys(harness, { text: "memory", targets: ["index"] })).toEqual(["index:full-index"]);
    });

    it("filters hits by types and tags", async () => {
      await putAll(harness.store, [
        entryInput("f-fact", { type: "fact", tags: ["x"], content: "nebula" }),
        entryInput("f-decision", { type: "decision", tags: ["x", "y"], content: "nebula" }),
        dailyInput("f-daily", { type: "fact", tags: ["y"], content: "nebula" }),
      ]);
      expect((await keys(harness, { text: "nebula", types: ["fact"] })).sort()).toEqual(["daily:f-daily", "entry:f-fact"]);
      expect((await keys(harness, { text: "nebula", tags: ["x"] })).sort()).toEqual(["entry:f-decision", "entry:f-fact"]);
      expect(await keys(harness, { text: "nebula", tags: ["x", "y"] })).toEqual(["entry:f-decision"]);
      expect(await keys(harness, { text: "nebula", types: ["decision"], tags: ["y"] })).toEqual(["entry:f-decision"]);
    });

    it("returns only records visible in the search scope", async () => {
      await putAll(harness.store, [
        entryInput("in-a", { scope: workspaceA, content: "quasar" }),
        entryInput("in-b", { scope: workspaceB, content: "quasar" }),
        entryInput("global", { scope: {}, content: "quasar" }),
        entryInput("a-u1", { scope: { workspace: "A", user: "u1" }, content: "quasar" }),
      ]);
      expect((await keys(harness, { text: "quasar", scope: workspaceA })).sort()).toEqual(["entry:global", "entry:in-a"]);
      expect(await keys(harness, { text: "quasar", scope: {} })).toEqual(["entry:global"]);
    });

    it("finds session messages with their session id and event when targeting message", async () => {
      const event = messageEvent("m1", "The borealis lights appeared", at(1));
      await harness.store.appendEvents("ms-a", workspaceA, [{ at: at(0), type: "title", title: "borealis" }, event]);
      await harness.store.appendEvents("ms-b", workspaceB, [messageEvent("m1", "borealis in B", at(1))]);
      await harness.store.put(entryInput("e-borealis", { content: "borealis notes" }));
      const hits = await harness.store.search({ text: "borealis", targets: ["message"], scope: workspaceA });
      expect(hits).toEqual([{ target: "message", sessionId: "ms-a", event: { ...event, seq: 2 }, score: expect.any(Number), textScore: expect.any(Number) }]);
      expect(hits[0]!.score).toBeGreaterThan(0);
      expect((await keys(harness, { text: "borealis", targets: ["message", "entry"] })).sort()).toEqual(["entry:e-borealis", "message:ms-a#2"]);
      expect(await keys(harness, { text: "borealis", targets: ["message", "entry"], types: ["fact"] })).toEqual(["entry:e-borealis"]);
      expect(await keys(harness, { text: "borealis" })).toEqual(["entry:e-borealis"]);
    });

    it("leaves out the messages of excluded sessions, and only those, even when they would fill the page", async () => {
      const current = Array.from({ length: 6 }, (_, i) => messageEvent(`c${i}`, `pulsar timing note ${i}`, at(i)));
      await harness.store.appendEvents("current", workspaceA, current);
      await harness.store.appendEvents("earlier", workspaceA, [messageEvent("e1", "a pulsar remark", at(10))]);
      await harness.store.put(entryInput("e-pulsar", { content: "pulsar entry" }));
      const query = { text: "pulsar", targets: ["message", "entry"] as const, limit: 3 };
      expect(await keys(harness, { ...query, limit: 10 })).toHaveLength(8);
      expect((await keys(harness, { ...query, excludeSessionIds: ["current"] })).sort()).toEqual(["entry:e-pulsar", "message:earlier#1"]);
      expect(await keys(harness, { ...query, targets: ["message"], excludeSessionIds: ["current", "earlier"] })).toEqual([]);
      expect(await keys(harness, { ...query, targets: ["message"], excludeSessionIds: ["nope"] })).toHaveLength(3);
    });

    it("keeps only the messages of the sessions named, before the page is cut, and leaves records alone", async () => {
      // Older sessions hold the better matches (the word twice): a page cut before the filter would hold none of the recent one.
      for (let s = 0; s < 4; s++) {
        const events = Array.from({ length: 3 }, (_, i) => messageEvent(`o${s}-${i}`, `magnetar magnetar burst ${s} ${i}`, at(s * 10 + i)));
        await harness.store.appendEvents(`older-${s}`, workspaceA, events);
      }
      await harness.store.appendEvents("recent", workspaceA, [messageEvent("r1", "one magnetar flare", at(50)), messageEvent("r2", "no match here", at(51))]);
      await harness.store.appendEvents("other-workspace", workspaceB, [messageEvent("b1", "magnetar in B", at(52))]);
      await harness.store.put(entryInput("e-magnetar", { content: "magnetar entry" }));
      const query = { text: "magnetar", scope: workspaceA, limit: 2 };
      expect(await keys(harness, { ...query, targets: ["message"] })).toHaveLength(2);
      expect(await keys(harness, { ...query, targets: ["message"] })).not.toContain("message:recent#1");
      expect(await keys(harness, { ...query, targets: ["message"], sessionIds: ["recent"] })).toEqual(["message:recent#1"]);
      expect((await keys(harness, { ...query, targets: ["message", "entry"], sessionIds: ["recent"] })).sort()).toEqual([
        "entry:e-magnetar",
        "message:recent#1",
      ]);
      expect((await keys(harness, { ...query, targets: ["message"], limit: 10, sessionIds: ["recent", "older-2"] })).sort()).toEqual([
        "message:older-2#1",
        "message:older-2#2",
        "message:older-2#3",
        "message:recent#1",
      ]);
      // A session not visible in the scope stays out; an empty list, or the session also excluded, leaves no message.
      expect(await keys(harness, { ...query, targets: ["message"], sessionIds: ["other-workspace", "nope"] })).toEqual([]);
      expect(await keys(harness, { ...query, targets: ["message", "entry"], sessionIds: [] })).toEqual(["entry:e-magnetar"]);
      expect(await keys(harness, { ...query, targets: ["message"], sessionIds: ["recent"], excludeSessionIds: ["recent"] })).toEqual([]);
      // Ids are matched as exact strings, never read as a pattern or query syntax.
      const hostile = ["' OR '1'='1", "recent' --", "%", "*", "recent%", "older-.*", "\u0000", "recent\u0000", "x".repeat(10_000), '{"$ne":1}'];
      expect(await keys(harness, { ...query, targets: ["message"], sessionIds: hostile })).toEqual([]);
      expect(await keys(harness, { ...query, targets: ["message"], sessionIds: [...hostile, "recent"] })).toEqual(["message:recent#1"]);
    });

    it("returns at most limit hits, best first", async () => {
      await putAll(
        harness.store,
        ["comet", "comet comet tail", "a comet and a meteor and a star", "comet comet comet", "comet dust trail", "meteor"].map((content, i) =>
          entryInput(`c${i}`, { content }),
        ),
      );
      const all = await harness.store.search({ text: "comet", scope: {} });
      expect(all).toHaveLength(5);
      for (let i = 1; i < all.length; i++) expect(all[i - 1]!.score).toBeGreaterThanOrEqual(all[i]!.score);
      const limited = await harness.store.search({ text: "comet", scope: {}, limit: 3 });
      expect(hitKeys(limited)).toEqual(hitKeys(all).slice(0, 3));
    });

    it("never lets a caller change what is stored through a hit, shared or not", async () => {
      await harness.store.put(entryInput("s1", { content: "granite quarry", tags: ["rock"] }));
      await harness.store.appendEvents("quarry", {}, [messageEvent("m1", "granite quarry notes", at(1))]);
      for (const shared of [false, true]) {
        for (const hit of await harness.store.search({ text: "granite", scope: {}, targets: ["entry", "message"], shared })) {
          // A store hands out copies, or frozen objects it keeps: writing into either leaves the store as it was.
          try {
            if (hit.target === "record") {
              (hit.record as { content: string }).content = "changed";
              (hit.record.tags as string[]).push("changed");
            } else {
              (hit.event.message.parts as unknown[]).push({ type: "text", text: "changed" });
            }
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
          }
        }
      }
      const again = await harness.store.search({ text: "granite", scope: {}, targets: ["entry", "message"], shared: true });
      expect(
        again.map((hit) =>
          hit.target === "record" && hit.record.kind === "entry"
            ? [hit.record.content, hit.record.tags]
            : hit.target === "message"
              ? hit.event.message.parts.length
              : 0,
        ),
      ).toEqual(expect.arrayContaining([["granite quarry", ["rock"]], 1]));
      expect(await harness.store.get("entry", "s1")).toMatchObject({ content: "granite quarry", tags: ["rock"] });
      expect((await harness.store.readEvents("quarry"))[0]).toMatchObject({ message: { parts: [{ type: "text", text: "granite quarry notes" }] } });
    });

    it("reflects replaced and deleted records and deleted sessions", async () => {
      await harness.store.put(entryInput("r1", { content: "zephyr" }));
      await harness.store.appendEvents("gone", {}, [messageEvent("m1", "zephyr in a message", at(1))]);
      expect(await keys(harness, { text: "zephyr", targets: ["entry", "message"] })).toHaveLength(2);
      await harness.store.put(entryInput("r1", { content: "mistral" }));
      await harness.store.deleteSession("gone");
      expect(await keys(harness, { text: "zephyr", targets: ["entry", "message"] })).toEqual([]);
      expect(await keys(harness, { text: "mistral" })).toEqual(["entry:r1"]);
      await harness.store.delete("entry", "r1");
      expect(await keys(harness, { text: "mistral" })).toEqual([]);
    });
  });
}
