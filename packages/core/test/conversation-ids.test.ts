import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createInMemoryStore, isEngramError, parseNewEvents, resolveIds, type MemoryStore, type NewSessionEvent } from "../src/index.js";
import { createMemory } from "../src/memory/create-memory.js";

/** The rules ids must follow, written out independently of conversation-ids.ts. */
const reference = z.object({
  sessionId: z.string().min(1).max(200),
  userId: z.string().min(1).max(200).optional(),
  workspaceId: z.string().min(1).max(200).optional(),
  agentId: z.string().min(1).max(200).optional(),
});

const idValue = fc.oneof(
  fc.constant(undefined),
  fc.string({ minLength: 0, maxLength: 3 }),
  fc.string({ minLength: 199, maxLength: 201 }),
  fc.integer(),
  fc.constant(null),
);
const ids = fc.record({ sessionId: idValue, userId: idValue, workspaceId: idValue, agentId: idValue, threadId: idValue }, { requiredKeys: [] });

describe("resolveIds", () => {
  it("accepts exactly what the ids' rules accept, returning the four ids in order, and names the fault otherwise", () => {
    fc.assert(
      fc.property(ids, ids, (fixed, perCall) => {
        const merged = Object.fromEntries(
          Object.entries({ ...Object.fromEntries(Object.entries(fixed).filter(([, v]) => v !== undefined)), ...Object.fromEntries(Object.entries(perCall).filter(([, v]) => v !== undefined)) }),
        );
        const expected = reference.safeParse(merged);
        let actual: unknown;
        try {
          actual = resolveIds(fixed as never, perCall as never, "here");
        } catch (error) {
          expect(isEngramError(error, "INVALID_OPTIONS")).toBe(true);
          expect(expected.success).toBe(false);
          return;
        }
        expect(expected.success).toBe(true);
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected.data));
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
