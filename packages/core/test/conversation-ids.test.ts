import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInMemoryStore, isEngramError, parseNewEvents, resolveIds, type MemoryStore, type NewSessionEvent } from "./core-internals.js";
import { createMemory } from "../src/memory/create-memory.js";

/** The rules ids must follow, written out independently of conversation-ids.ts. */
const reference = z.object({
  sessionId: z.string(),
  userId: z.string().optional(),
  workspaceId: z.string().optional(),
  agentId: z.string().optional(),
});
/** An id names a session or scope when it is 1 to 200 code units, well formed, and has nothing invisible. */
const idOk = (value: string): boolean => value.length >= 1 && value.length <= 200 && value.isWellFormed() && !/[\p{Cc}\p{Cf}]/u.test(value);

const idValue = fc.oneof(
  fc.constant(undefined),
  fc.string({ minLength: 0, maxLength: 3 }),
  fc.string({ minLength: 199, maxLength: 201 }),
  fc.string({ minLength: 1, maxLength: 4, unit: "binary" }),
  fc.constantFrom("ann\u200b", "ann\u0000", "x\ud800", "cafe\u0301", "café", "a,session=b", "%41"),
  fc.integer(),
  fc.constant(null),
);
const ids = fc.record({ sessionId: idValue, userId: idValue, workspaceId: idValue, agentId: idValue, threadId: idValue }, { requiredKeys: [] });

describe("resolveIds", () => {
  it("accepts exactly what the ids' rules accept, returning the four ids in order, and names the fault otherwise", () => {
    fc.assert(
      fc.property(ids, ids, (fixed, perCall) => {
        const merged = Object.fromEntries(
          Object.entries({
            ...Object.fromEntries(Object.entries(fixed).filter(([, v]) => v !== undefined)),
            ...Object.fromEntries(Object.entries(perCall).filter(([, v]) => v !== undefined)),
          }),
        );
        const typed = reference.safeParse(merged);
        let actual: unknown;
        try {
          actual = resolveIds(fixed as never, perCall as never, "here");
        } catch (error) {
          if (!typed.success) {
            expect(isEngramError(error, "INVALID_OPTIONS")).toBe(true);
            return;
          }
          const data = typed.data;
          const normal = (key: "userId" | "workspaceId" | "agentId") => data[key]?.normalize("NFC");
          if (!idOk(data.sessionId)) {
            expect(isEngramError(error, "INVALID_KEY")).toBe(true);
            return;
          }
          expect(isEngramError(error, "INVALID_SCOPE")).toBe(true);
          expect((["userId", "workspaceId", "agentId"] as const).some((key) => normal(key) !== undefined && !idOk(normal(key)!))).toBe(true);
          return;
        }
        expect(typed.success).toBe(true);
        const data = typed.data!;
        expect(idOk(data.sessionId)).toBe(true);
        const expected = {
          sessionId: data.sessionId,
          ...(data.userId === undefined ? {} : { userId: data.userId.normalize("NFC") }),
          ...(data.workspaceId === undefined ? {} : { workspaceId: data.workspaceId.normalize("NFC") }),
          ...(data.agentId === undefined ? {} : { agentId: data.agentId.normalize("NFC") }),
        };
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("validated once", () => {
  it("hands the store message events it does not need to validate again, and still rejects others", async () => {
    const appended: NewSessionEvent[][] = [];
    const inner = createInMemoryStore();
    const store = new Proxy(inner, {
      get(target, property) {
        if (property === "appendEvents") {
          return async (sessionId: string, scope: Parameters<MemoryStore["appendEvents"]>[1], events: readonly NewSessionEvent[]) => {
            appended.push([...events]);
            return target.appendEvents(sessionId, scope, events);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const memory = createMemory({ store, scope: { user: "ann" } });
    const session = await memory.session("s1");
    await session.append([{ role: "user", parts: [{ type: "text", text: "my token is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789" }] }]);
    const [events] = appended;
    // The same objects come back from the store's validation: nothing was parsed again.
    expect(parseNewEvents(events)).toEqual(events);
    parseNewEvents(events).forEach((event, i) => expect(event).toBe(events![i]));
    // A copy of the same event (not built by core) is validated, and a broken one rejected.
    const copy = { ...events![0]! };
    expect(parseNewEvents([copy])[0]).not.toBe(copy);
    expect(() => parseNewEvents([{ ...copy, at: "yesterday" }])).toThrow(/Invalid event at index 0/);
    expect((await inner.readEvents("s1")).map((event) => (event.type === "message" ? event.message.parts : []))).toEqual([
      [{ type: "text", text: "my token is [REDACTED:openai-key]" }],
    ]);
  });
});
