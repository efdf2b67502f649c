import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, memoryTools, type Memory, type MemoryStore, type NewSessionEvent, type Scope } from "./core-internals.js";

const clock = "2026-06-10T12:00:00.000Z";
const now = () => new Date(clock);
const ann: Scope = { workspace: "acme", user: "ann" };
const fact = "Ann's dentist is Dr. Okafor on Elm Street";

const turn = (id: string, text: string, minute: number, role: "user" | "assistant" = "user"): NewSessionEvent => {
  const at = new Date(Date.parse("2026-06-01T09:00:00.000Z") + minute * 60_000).toISOString();
  return { at, type: "message", message: { id, role, parts: [{ type: "text", text }], createdAt: at } };
};

/** Everything recall and recallSessions return for `query`, as one lower-cased text. */
async function everythingRecalled(memory: Memory, query: string): Promise<string> {
  const recalled = await memory.recall(query, { markUsed: false });
  const sessions = await memory.recallSessions(query, { maxResults: 50 });
  return [recalled.block, ...recalled.items.map((item) => item.text), ...sessions.map((excerpt) => excerpt.excerpt)].join("\n").toLowerCase();
}

async function dentistMemory(): Promise<{ store: MemoryStore; memory: Memory }> {
  const store = createInMemoryStore();
  const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
  await store.appendEvents("s1", ann, [
    turn("m1", "I finally found a dentist I like.", 1),
    turn("m2", "Great, who is it?", 2, "assistant"),
    turn("m3", "It is the practice near the park, the one with the blue door.", 3),
    turn("m4", "Noted: your dentist is Dr. Okafor, on Elm Street.", 4, "assistant"),
    turn("m5", "Elm Street parking is free on Sundays.", 5),
  ]);
  await memory.remember({ key: "dentist", content: fact, sessionId: "s1", messageIds: ["m3"] });
  return { store, memory };
}

describe("forgetting stops recall of the forgotten fact's source passages", () => {
  it("recalls the fact before, and after forget neither MEMORY.md, recall nor recallSessions returns it", async () => {
    const { store, memory } = await dentistMemory();
    expect(await everythingRecalled(memory, "dentist Okafor Elm Street")).toContain("okafor");
    expect(await memory.forget("dentist")).toBe(true);

    expect(await everythingRecalled(memory, "dentist Okafor Elm Street")).not.toContain("okafor");
    // The source turn (by id) is gone from recall even though it never names the dentist.
    expect(await everythingRecalled(memory, "practice near the park blue door")).not.toContain("blue door");
    expect((await store.query({ kind: "index", scope: ann, scopeMode: "exact" })).records.map((index) => index.content)).toEqual([
      "# Memory\n\nNo long-term entries yet.\n",
    ]);
    // What merely shares a word with the fact is still there.
    const sessions = await memory.recallSessions("Elm Street parking");
    expect(sessions.map((excerpt) => [excerpt.seq, excerpt.excerpt])).toEqual([[5, "Elm Street parking is free on Sundays."]]);
  });

  it("does not bring the fact back when an archive repeats it in other casing, spacing, accents and punctuation", async () => {
    const { store, memory } = await dentistMemory();
    await store.appendEvents("s2", ann, [
      turn("a1", "DENTIST:\n\n   dr.    ÓKAFOR ,   elm\tSTREET", 20),
      turn("a2", "the Dentist I told you about... Dr Okáfor... moved to ELM street last year", 21),
      turn("a3", "reminder - my dentist (dr okafor) is on elm-street", 22, "assistant"),
      turn("a4", "Dr. Okafor retired.", 23),
    ]);
    const query = "dentist okafor elm street";
    const fromS2 = async (): Promise<number[]> => {
      const items = (await memory.recall(query, { markUsed: false })).items.flatMap((item) =>
        item.source.kind === "message" && item.source.sessionId === "s2" ? item.source.seqs : [],
      );
      const excerpts = (await memory.recallSessions(query, { maxResults: 50 })).flatMap((excerpt) => (excerpt.sessionId === "s2" ? [excerpt.seq] : []));
      return [...new Set([...items, ...excerpts])].sort();
    };
    expect(await fromS2()).toEqual([1, 2, 3, 4]);
    expect(await memory.forget("dentist")).toBe(true);
    // Two of its five distinctive words are not its wording: "Dr. Okafor retired." stays.
    expect(await fromS2()).toEqual([4]);
    expect(await everythingRecalled(memory, query)).not.toMatch(/kafor ,|moved to elm|elm-street/);
  });

  it("keeps a forgotten turn out of a window that joins the hits around it", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    await store.appendEvents("s1", ann, [
      turn("p1", "Parking on Birch Lane is free on Sundays.", 1),
      turn("p2", "Also my gate code is 7781, keep it handy.", 2),
      turn("p3", "Parking on Birch Lane costs two dollars otherwise.", 3),
    ]);
    await memory.remember({ key: "gate-code", content: "The gate code is 7781", messageIds: ["p2"] });
    const before = await memory.recall("Birch Lane parking", { markUsed: false });
    // The turn between the two hits shares no query word: the window leaves it out ("…") even before forget.
    expect(before.items.map((item) => item.text)).toContain(
      "user: Parking on Birch Lane is free on Sundays.\n…\nuser: Parking on Birch Lane costs two dollars otherwise.",
    );
    expect(before.block).not.toContain("7781");
    await memory.forget("gate-code");
    const after = await memory.recall("Birch Lane parking", { markUsed: false });
    expect(after.block).not.toContain("7781");
    expect(after.items.map((item) => item.text)).toContain(
      "user: Parking on Birch Lane is free on Sundays.\n…\nuser: Parking on Birch Lane costs two dollars otherwise.",
    );
  });

  it("keeps a forgotten reply out as the answer to a past question, also when the question names its day", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    await store.appendEvents("s1", ann, [
      turn("g1", "What is my gate code?", 1),
      turn("g2", "It's the one I gave you on Monday: seven seven eight one.", 2, "assistant"),
      turn("g3", "Thanks, the gate sticks in the rain.", 3),
    ]);
    const recalledTexts = async (query: string) => (await memory.recall(query, { markUsed: false })).items.map((item) => item.text).join("\n");
    expect(await recalledTexts("what is my gate code")).toContain("seven seven eight one");
    expect(await recalledTexts("the gate code I asked about on June 1, 2026")).toContain("seven seven eight one");
    await memory.remember({ key: "gate-code", content: "The gate code is 7781", messageIds: ["g2"] });
    await memory.forget("gate-code");
    expect(await recalledTexts("what is my gate code")).not.toContain("seven");
    expect(await recalledTexts("the gate code I asked about on June 1, 2026")).not.toContain("seven");
  });

  it("forgets every value the entry ever held: an edit's revision is not recalled from the transcript either", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    await store.appendEvents("s1", ann, [
      turn("q1", "The API runs on port 3000 in staging.", 1),
      turn("q2", "We moved it: the API runs on port 8080 in staging.", 2),
      turn("q3", "The staging database runs on port 5432.", 3),
    ]);
    await memory.remember({ key: "api-port", content: "The API runs on port 3000 in staging" });
    await memory.remember({ key: "api-port", content: "The API runs on port 8080 in staging" });
    await memory.forget("api-port");
    const recalled = await everythingRecalled(memory, "staging port runs API");
    expect(recalled).not.toMatch(/3000|8080/);
    expect(recalled).toContain("the staging database runs on port 5432.");
  });

  it("drops daily items from the forgotten entry's source messages or repeating it", async () => {
    const { store, memory } = await dentistMemory();
    const daily = (id: string, content: string, messageIds: string[]) =>
      store.put({
        kind: "daily",
        id,
        scope: ann,
        date: "2026-06-01",
        content,
        type: "fact",
        importance: 0.7,
        provenance: { sessionId: "s1", messageIds, trust: "user" },
        createdAt: clock,
        updatedAt: clock,
      });
    await daily("d1", "User likes the practice with the blue door near the park.", ["m3"]);
    await daily("d2", "Ann's dentist: Dr. Okafor, Elm Street.", []);
    await daily("d3", "Ann walks in the park on Sundays.", []);
    await memory.forget("dentist");
    const recalled = await memory.recall("park blue door dentist Okafor Sundays", { markUsed: false });
    expect(recalled.items.filter((item) => item.source.kind === "daily").map((item) => item.source)).toEqual([{ kind: "daily", id: "d3", date: "2026-06-01" }]);
  });

  it("keeps the fact's text out of the tombstone, and the tombstone out of the scratchpad", async () => {
    const { store, memory } = await dentistMemory();
    await memory.notes().store("plan", "call the dentist");
    await memory.forget("dentist");
    const notes = (await store.query({ kind: "note" })).records;
    const tombstone = notes.find((note) => note.key.startsWith("forgotten-"))!;
    const list = notes.find((note) => note.key === "engram-forgotten")!;
    expect([tombstone.tags, tombstone.scope, list.tags, list.scope]).toEqual([["engram-tombstone"], ann, ["engram-tombstone"], ann]);
    expect(JSON.parse(list.content)).toEqual({ version: 1, keys: [tombstone.key] });
    expect(JSON.parse(tombstone.content)).toMatchObject({ version: 1, messageIds: ["m3"], forgottenAt: clock });
    expect(
      notes
        .map((note) => note.content)
        .join("\n")
        .toLowerCase(),
    ).not.toMatch(/okafor|elm|street/);
    expect((await memory.notes().list()).map((note) => note.key)).toEqual(["plan"]);
  });

  it("works through the memory_forget tool the agent calls", async () => {
    const { memory } = await dentistMemory();
    const forget = memoryTools(memory).find((tool) => tool.name === "memory_forget")!;
    expect(await forget.execute({ key: "dentist" })).toMatchObject({ ok: true });
    expect(await everythingRecalled(memory, "dentist Okafor Elm Street")).not.toContain("okafor");
  });

  it("forgets nothing in another workspace: its archive is recalled there as before", async () => {
    const store = createInMemoryStore();
    const other: Scope = { workspace: "globex", user: "ann" };
    await store.appendEvents("g1", other, [turn("g1m1", "Your dentist is Dr. Okafor on Elm Street.", 1, "assistant")]);
    const mine = createMemory({ store, scope: ann, now, autoConsolidate: false, extraction: false });
    await mine.remember({ key: "dentist", content: fact });
    await mine.forget("dentist");
    const theirs = createMemory({ store, scope: other, now, autoConsolidate: false, extraction: false });
    expect(await everythingRecalled(theirs, "dentist Okafor")).toContain("okafor");
  });
});
