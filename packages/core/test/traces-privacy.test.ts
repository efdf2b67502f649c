import { describe, expect, it } from "vitest";
import { createEngram, createInMemoryStore, readTraces, toolExtras, type MemoryStore } from "./core-internals.js";
import { tickingClock, userText as user, assistantText as assistant } from "./fixtures.js";

const now = tickingClock();
const ann = { sessionId: "s1", userId: "ann" };

async function storedTraces(store: MemoryStore, sessionId: string): Promise<string> {
  return JSON.stringify((await store.readEvents(sessionId)).filter((event) => event.type === "trace"));
}

describe("traces and privacy", () => {
  it("never keeps a secret: not from a message, the instructions, a tool definition or the label, not even cut in half", async () => {
    const openai = "sk-proj-abcdefghijklmnopqrstuvwxyz012345";
    const github = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
    const aws = "AKIAIOSFODNN7EXAMPLE";
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 128_000, now, traces: { label: () => `bot ${github}` } });
    // The instructions hold a key right where a part's text is cut (20,000 characters).
    const system = `${"x".repeat(19_990)} OPENAI_API_KEY=${openai} and more`;
    await engram.prepare(ann, {
      messages: [user(`My OPENAI_API_KEY=${openai} and our staging DB password=Sup3rS3cret! Also aws_access_key_id = ${aws}`)],
      system: [system],
      extras: toolExtras([{ name: "deploy", description: `Deploys with token=${github}`, inputSchema: { type: "object" } }]),
    });
    await engram.record(ann, [assistant("I will not repeat those.")]);
    await engram.prepare(ann, { messages: [user(`git clone https://${github}@github.com/acme/api fails, why?`)] });
    const stored = await storedTraces(store, "s1");
    expect((await readTraces(store, "s1")).length).toBe(2);
    for (const secret of [openai, github, aws, "Sup3rS3cret", openai.slice(0, 12), github.slice(0, 12)]) expect(stored).not.toContain(secret);
    expect(stored).toContain("[REDACTED:openai-key]");
  });

  it("a purge erases a forgotten entry from every trace, and later traces never recall it", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, now, traces: true });
    const memory = engram.memory(ann);
    await memory.remember({ key: "locker", content: "Ann's locker code is 2291 at the north gym", type: "fact" });
    const turn = await engram.prepare(ann, { messages: [user("What is my locker code at the north gym?")] });
    const [before] = await readTraces(store, "s1");
    expect(before!.recall.items.map((item) => item.source.kind === "entry" && item.source.key)).toContain("locker");
    expect(before!.parts.filter((part) => part.kind === "injection" && part.text.includes("2291")).map((part) => part.id)).toEqual([
      "memory-index",
      "recalled-memories",
    ]);
    expect(turn.context.manifest.recall.explanation?.items.length).toBeGreaterThan(0);
    await engram.record(ann, [assistant("I cannot read codes out loud.")]);

    expect(await memory.forget("locker", { purge: true })).toBe(true);
    expect(await storedTraces(store, "s1")).not.toContain("2291");
    const purged = await readTraces(store, "s1");
    expect(purged[0]!.recall.items.filter((item) => item.source.kind === "entry").map((item) => item.text)).toEqual(["[forgotten]"]);

    await engram.prepare(ann, {
      messages: [user("What is my locker code at the north gym?"), assistant("I cannot read codes out loud."), user("Any locker code at the north gym?")],
    });
    const later = (await readTraces(store, "s1")).at(-1)!;
    expect(later.recall.items.filter((item) => item.source.kind === "entry")).toEqual([]);
    expect(await storedTraces(store, "s1")).not.toContain("2291");
  });
});
