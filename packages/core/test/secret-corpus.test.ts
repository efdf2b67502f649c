import { describe, expect, it } from "vitest";
import {
  createInMemoryStore,
  createMemory,
  redactMessage,
  redactText,
  redactValue,
  toDailyRecord,
  type MemoryRecordInput,
  type Message,
} from "./core-internals.js";
import { keptCorpus, secretCorpus, type SecretCase } from "./secret-corpus.js";

const scope = { workspace: "acme", user: "ann" };
const at = "2026-03-02T10:00:00.000Z";
const now = () => new Date(at);

function expectNoSecret(found: unknown, item: SecretCase): void {
  const text = typeof found === "string" ? found : JSON.stringify(found);
  for (const secret of item.secrets) expect(text.includes(secret), `${item.name}: ${JSON.stringify(secret)} survived`).toBe(false);
}

/** `{ level: { level: … { output: value } } }`, `depth` objects deep. */
function nested(depth: number, value: unknown): unknown {
  let out: unknown = { output: value };
  for (let i = 0; i < depth; i++) out = { level: out };
  return out;
}

/** A tool call and its result `depth` objects deep (100 for the walker; the write paths take at most 64 levels, the message counted). */
function toolMessages(line: string, depth = 100): Message[] {
  return [
    {
      id: "a1",
      role: "assistant",
      createdAt: at,
      parts: [{ type: "tool-call", toolCallId: "c1", toolName: "run_command", input: { command: line, env: [line] } }],
    },
    { id: "t1", role: "tool", createdAt: at, parts: [{ type: "tool-result", toolCallId: "c1", toolName: "run_command", output: nested(depth, line) }] },
  ];
}

describe("the secret corpus", () => {
  it("has at least 60 secret shapes and 40 texts that must stay", () => {
    expect(secretCorpus.length).toBeGreaterThanOrEqual(60);
    expect(keptCorpus.length).toBeGreaterThanOrEqual(40);
    expect(new Set(secretCorpus.map((item) => item.name)).size).toBe(secretCorpus.length);
  });

  it.each(secretCorpus.map((item) => [item.name, item] as const))("redacts %s in text, exactly", (_, item) => {
    expect(redactText(item.line)).toBe(item.redacted);
    expectNoSecret(redactText(item.line), item);
  });

  it.each(secretCorpus.map((item) => [item.name, item] as const))("redacts %s inside JSON text, which still parses", (_, item) => {
    const json = JSON.stringify({ note: item.line, after: "kept" });
    const redacted = redactText(json);
    expect(JSON.parse(redacted)).toEqual({ note: expect.any(String), after: "kept" });
    expectNoSecret(JSON.parse(redacted), item);
  });

  it.each(secretCorpus.map((item) => [item.name, item] as const))("redacts %s in a tool call, a tool result 100 levels deep and an object key", (_, item) => {
    for (const message of toolMessages(item.line)) expectNoSecret(redactMessage(message), item);
    const keyed = redactValue({ [item.line]: "value" }) as Record<string, unknown>;
    expectNoSecret(Object.keys(keyed), item);
    expect(Object.values(keyed)).toEqual(["value"]);
  });
});

/** Whether a line can be a key as it is: at most 200 characters, no control or format character. */
const keyable = (line: string): boolean => line.length <= 200 && !/[\p{Cc}\p{Cf}]/u.test(line);

describe("every write path redacts the secret corpus", () => {
  it("keeps none of them in the archive, entries (content and key), notes (content and key) or the daily log", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope, now, extraction: false });
    for (const [i, item] of secretCorpus.entries()) {
      const session = await memory.session(`s${i}`);
      await session.append([
        { id: `u${i}`, role: "user", parts: [{ type: "text", text: item.line }], createdAt: at },
        ...toolMessages(item.line, 60).map((m) => ({ ...m, id: `${m.id}-${i}` })),
      ]);
      // A key is an identifier: a line with a line break or an invisible character cannot be one (INVALID_RECORD).
      const key = keyable(item.line) ? item.line : undefined;
      const entry = await memory.remember({ content: item.line, ...(key === undefined ? {} : { key }) });
      expectNoSecret([entry?.key, entry?.content], item);
      if (key !== undefined) expect((await memory.get(key))?.id, item.name).toBe(entry?.id);
      const note = await memory.notes(`s${i}`).store(key ?? `note-${i}`, item.line);
      expectNoSecret([note.key, note.content], item);
      if (key !== undefined) expect(await memory.notes(`s${i}`).retrieve(key)).toBe(note.content);
      const daily = toDailyRecord(
        { content: item.line, type: "fact", importance: 0.5, confidence: 0.9, trust: "user", sourceMessageIds: [`u${i}`], tags: [] },
        { scope, at: new Date(at), id: `d${i}` },
      );
      expectNoSecret(daily.content, item);
      const stored = { events: await store.readEvents(`s${i}`), entry: await store.get("entry", entry!.id), notes: await memory.notes(`s${i}`).list() };
      expectNoSecret(stored, item);
    }
  });

  it("keeps none of them in an export of records and events stored before the rules caught them", async () => {
    const store = createInMemoryStore();
    for (const [i, item] of secretCorpus.entries()) {
      const old: MemoryRecordInput[] = [
        {
          kind: "entry",
          id: `e${i}`,
          key: keyable(item.line) ? item.line : `key-${i}`,
          content: item.line,
          type: "fact",
          scope,
          importance: 0.5,
          confidence: 0.9,
          source: "manual",
          provenance: { messageIds: [], trust: "user" },
          revisions: [{ at, content: item.line }],
          createdAt: at,
          updatedAt: at,
        },
        { kind: "note", id: `n${i}`, key: keyable(item.line) ? item.line : `note-${i}`, content: item.line, scope, createdAt: at, updatedAt: at },
        {
          kind: "daily",
          id: `d${i}`,
          date: "2026-03-02",
          content: item.line.slice(0, 4_000),
          type: "fact",
          importance: 0.5,
          provenance: { messageIds: [], trust: "user" },
          scope,
          createdAt: at,
          updatedAt: at,
        },
      ];
      for (const record of old) await store.put(record);
      await store.appendEvents(`s${i}`, scope, [
        ...toolMessages(item.line, 60).map((message) => ({ at, type: "message" as const, message })),
        { at, type: "title", title: item.line.slice(0, 200) },
      ]);
    }
    const lines: string[] = [];
    for await (const line of createMemory({ store, scope, now }).export()) lines.push(line);
    expect(lines.length).toBe(1 + secretCorpus.length * 3 + secretCorpus.length * 4);
    for (const [i, item] of secretCorpus.entries()) {
      const own = lines.filter((line) => line.includes(`"e${i}"`) || line.includes(`"n${i}"`) || line.includes(`"d${i}"`) || line.includes(`"s${i}"`));
      expect(own.length).toBe(7);
      expectNoSecret(own, item);
    }
  });
});

describe("texts that are not secrets", () => {
  it.each(keptCorpus)("keeps %s exactly", (text) => {
    expect(redactText(text)).toBe(text);
    const message: Message = { id: "u1", role: "user", createdAt: at, parts: [{ type: "text", text }] };
    expect(redactMessage(message)).toBe(message);
  });
});
