import { describe, expect, it } from "vitest";
import type { SessionEvent } from "../../store/session-events.js";
import { at, entryInput, messageEvent, noteInput, rejectsWith, titleEvent, workspaceA } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

type MessageEvent = Extract<SessionEvent, { type: "message" }>;

/** The event with its (only) text part saying `text`. */
function saying(event: SessionEvent, text: string): MessageEvent {
  if (event.type !== "message") throw new Error(`event ${event.seq} is not a message`);
  return { ...event, message: { ...event.message, parts: [{ type: "text", text }] } };
}

async function seedSession(harness: ConformanceHarness): Promise<SessionEvent[]> {
  await harness.store.appendEvents("s1", workspaceA, [
    messageEvent("m1", "My locker code is quillfeather", at(1)),
    messageEvent("m2", "Noted, the locker code is quillfeather.", at(2), "assistant"),
    titleEvent("Locker quillfeather", at(3)),
    messageEvent("m3", "The gym opens at six", at(4)),
  ]);
  return harness.store.readEvents("s1");
}

/** redactEvents (rewriting archived events for a purge) and scrub (erasing what deletes leave behind). */
export function describeRedactEventsConformance(harness: ConformanceHarness): void {
  describe("redactEvents and scrub", () => {
    it("replaces events by seq: reads, search and the session's title see only the new text", async () => {
      const events = await seedSession(harness);
      const before = await harness.store.getSession("s1");
      const redacted = [saying(events[0]!, "My locker code is [forgotten]"), { ...events[2]!, title: "Locker [forgotten]" } as SessionEvent];
      expect(await harness.store.redactEvents("s1", redacted)).toBe(2);
      expect(await harness.store.readEvents("s1")).toEqual([redacted[0], events[1], redacted[1], events[3]]);
      expect(await harness.store.getSession("s1")).toEqual({ ...before, title: "Locker [forgotten]" });
      expect(hitKeys(await harness.store.search({ text: "quillfeather", targets: ["message"], scope: workspaceA }))).toEqual(["message:s1#2"]);
      expect(hitKeys(await harness.store.search({ text: "locker forgotten", targets: ["message"], scope: workspaceA }))).toEqual([
        "message:s1#1",
        "message:s1#2",
      ]);
      expect(await harness.store.appendEvents("s1", workspaceA, [messageEvent("m4", "later", at(5))])).toEqual([5]);
      const reopened = await harness.reopen();
      expect((await reopened.readEvents("s1")).map((event) => event.seq)).toEqual([1, 2, 3, 4, 5]);
      expect((await reopened.readEvents("s1", { limit: 1 }))[0]).toEqual(redacted[0]);
      expect(hitKeys(await reopened.search({ text: "quillfeather", targets: ["message"], scope: workspaceA }))).toEqual(["message:s1#2"]);
    });

    it("returns 0 for no events and changes nothing", async () => {
      const events = await seedSession(harness);
      expect(await harness.store.redactEvents("s1", [])).toBe(0);
      expect(await harness.store.readEvents("s1")).toEqual(events);
    });

    it("refuses, changing nothing, a seq the session lacks, another type or time, a repeated seq, an invalid event, a missing session", async () => {
      const events = await seedSession(harness);
      const good = saying(events[0]!, "[forgotten]");
      await rejectsWith(harness.store.redactEvents("s1", [good, saying({ ...events[3]!, seq: 9 }, "x")]), "INVALID_OPTIONS");
      await rejectsWith(harness.store.redactEvents("s1", [good, { ...events[2]!, at: at(9) }]), "INVALID_OPTIONS");
      await rejectsWith(harness.store.redactEvents("s1", [good, { seq: 3, at: events[2]!.at, type: "usage", inputTokens: 3 }]), "INVALID_OPTIONS");
      await rejectsWith(harness.store.redactEvents("s1", [good, saying(events[0]!, "again")]), "INVALID_OPTIONS");
      await rejectsWith(
        harness.store.redactEvents("s1", [good, { ...events[3]!, message: { id: "", role: "user" } } as unknown as SessionEvent]),
        "INVALID_RECORD",
      );
      await rejectsWith(harness.store.redactEvents("s1", [{ ...good, seq: 0 }]), "INVALID_OPTIONS");
      await rejectsWith(harness.store.redactEvents("missing", [good]), "INVALID_OPTIONS");
      expect(await harness.store.readEvents("s1")).toEqual(events);
      expect(hitKeys(await harness.store.search({ text: "quillfeather", targets: ["message"], scope: workspaceA })).sort()).toEqual([
        "message:s1#1",
        "message:s1#2",
      ]);
    });

    it("keeps every record and event after scrub, and scrub can run again", async () => {
      const events = await seedSession(harness);
      const entry = await harness.store.put(entryInput("e1", { scope: workspaceA, content: "The gym opens at six" }));
      await harness.store.scrub();
      await harness.store.scrub();
      expect(await harness.store.readEvents("s1")).toEqual(events);
      expect(await harness.store.get("entry", "e1")).toEqual(entry);
      expect(hitKeys(await harness.store.search({ text: "gym", targets: ["entry", "message"], scope: workspaceA }))).toHaveLength(2);
    });

    it("keeps no byte of deleted records, replaced contents or redacted events once scrubbed", async () => {
      const events = await seedSession(harness);
      await harness.store.put(
        entryInput("gone", { scope: workspaceA, key: "locker", content: "Locker code marrowglint", revisions: [{ at: at(0), content: "was brindlewisp" }] }),
      );
      await harness.store.put(noteInput("n1", { scope: workspaceA, content: "draft: thistlemoor" }));
      await harness.store.put(noteInput("n1", { scope: workspaceA, content: "draft: nothing" }));
      expect(await harness.store.search({ text: "marrowglint", scope: workspaceA })).toHaveLength(1);
      expect(await harness.store.delete("entry", "gone")).toBe(true);
      await harness.store.redactEvents("s1", [
        saying(events[0]!, "[forgotten]"),
        saying(events[1]!, "[forgotten]"),
        { ...events[2]!, title: "[forgotten]" } as SessionEvent,
      ]);
      expect(await harness.store.search({ text: "quillfeather", targets: ["message"], scope: workspaceA })).toEqual([]);
      await harness.store.scrub();
      const text = (await harness.storedText()).toLowerCase();
      for (const word of ["quillfeather", "marrowglint", "brindlewisp", "thistlemoor"])
        expect(text.includes(word), `a byte of the store still holds "${word}"`).toBe(false);
      expect(text.includes("gym")).toBe(true);
    });
  });
}
