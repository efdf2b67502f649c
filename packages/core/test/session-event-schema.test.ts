import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkStoredMessage, sessionEventBodySchema, sessionEventSchema } from "../src/store/session-events.js";
import { parseStoredEvent } from "../src/store-kit/parse-record.js";
import { fullSessionEvents } from "../src/testing/index.js";
import { seededRandom } from "../src/testing/seeded-random.js";

/** The stored-event schema as it was before decision 0222: `{ seq, at }` intersected with the body. */
const reference = z
  .intersection(z.object({ seq: z.number().int().positive(), at: z.iso.datetime({ offset: true }) }), sessionEventBodySchema)
  .superRefine(checkStoredMessage);

const eventTypes = ["message", "trim", "summary", "checkpoint", "usage", "title", "trace"];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every key path of a value in the order its objects hold them: equal lists mean equal key order at every depth. */
function keyOrder(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyOrder(item, `${path}[${index}]`));
  if (!isPlainObject(value)) return [];
  return Object.keys(value).flatMap((key) => [`${path}.${key}`, ...keyOrder(value[key], `${path}.${key}`)]);
}

/** Parses with both schemas and asserts the same outcome; issues are equal whenever the type names an event type. */
function expectSameAsReference(input: unknown): boolean {
  const flat = sessionEventSchema.safeParse(input);
  const old = reference.safeParse(input);
  expect(flat.success).toBe(old.success);
  if (flat.success && old.success) {
    expect(flat.data).toStrictEqual(old.data);
    expect(keyOrder(flat.data)).toEqual(keyOrder(old.data));
    return true;
  }
  const flatIssues = flat.error?.issues ?? [];
  const oldIssues = old.error?.issues ?? [];
  if (isPlainObject(input) && eventTypes.includes(input.type as string)) {
    expect(flatIssues).toEqual(oldIssues);
  } else {
    // No event type to pick: the flat schema reports the type (or the non-object) alone, which the intersection also reported.
    expect(flatIssues.length).toBeGreaterThan(0);
    for (const issue of flatIssues) expect(oldIssues).toContainEqual(issue);
  }
  return false;
}

const storedEvents = () => fullSessionEvents().map((event, index) => ({ seq: index + 1, ...event }));

function deep(levels: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < levels; level++) value = { down: value };
  return value;
}

const hostileValues: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  "x".repeat(201),
  "2026-01-01T00:00:00Z",
  "2026-01-01T00:00:00",
  "2026-02-30T00:00:00Z",
  ...eventTypes,
  "__proto__",
  [],
  [1, "a"],
  {},
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}'),
  new Date(0),
  new Map([["a", 1]]),
  () => 1,
  Symbol("s"),
  10n,
  deep(70),
  deep(600),
  { id: "m9", role: "user", parts: [{ type: "text", text: "hi" }], createdAt: "2026-01-01T00:00:00Z" },
  { id: "m9", role: "user", parts: [{ type: "text", text: "hi", extra: deep(600) }], createdAt: "2026-01-01T00:00:00Z" },
];

const topKeys = [
  "seq",
  "at",
  "type",
  "message",
  "trigger",
  "droppedIds",
  "summary",
  "progress",
  "inputTokens",
  "outputTokens",
  "title",
  "trace",
  "extra",
  "__proto__",
  "constructor",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Sets, or deletes, a random key somewhere in `value` (an own `__proto__` key included, as JSON.parse makes one). */
function mutate(random: () => number, value: Record<string, unknown>): void {
  let target: Record<string, unknown> = value;
  for (let depth = 0; depth < 4 && random() < 0.5; depth++) {
    const children = Object.values(target).filter(isPlainObject);
    if (children.length === 0) break;
    target = pick(random, children);
  }
  const key = target === value ? pick(random, topKeys) : pick(random, [...Object.keys(target), "extra", "__proto__"]);
  if (random() < 0.2) delete target[key];
  else Object.defineProperty(target, key, { value: pick(random, hostileValues), enumerable: true, configurable: true, writable: true });
}

describe("sessionEventSchema (flat per event type)", () => {
  it("parses every event type exactly as the intersection did, unknown keys stripped at every level it strips them", () => {
    for (const event of storedEvents()) {
      expect(expectSameAsReference(event)).toBe(true);
      expect(expectSameAsReference({ extra: 1, ...event, more: { a: 1 } })).toBe(true);
      // Key order of the input does not leak into the output: `seq`, `at`, then the body's fields.
      const reversed = Object.fromEntries(Object.entries(event).reverse());
      expect(expectSameAsReference(reversed)).toBe(true);
      expect(Object.keys(sessionEventSchema.parse(reversed)).slice(0, 3)).toEqual(["seq", "at", "type"]);
    }
  });

  it("accepts and rejects 6,000 generated events (valid and hostile) as the intersection did, with the same parsed output", () => {
    const random = seededRandom(20261128);
    let accepted = 0;
    let rejected = 0;
    for (let round = 0; round < 6000; round++) {
      const event = structuredClone(pick(random, storedEvents())) as Record<string, unknown>;
      const mutations = Math.floor(random() * 4);
      for (let step = 0; step < mutations; step++) mutate(random, event);
      if (expectSameAsReference(event)) accepted++;
      else rejected++;
    }
    // Both outcomes are exercised in bulk, so neither side of the comparison is vacuous.
    expect(accepted).toBeGreaterThan(1000);
    expect(rejected).toBeGreaterThan(1000);
  }, 60_000);

  it("rejects non-objects and events of no known type as the intersection did", () => {
    for (const input of [null, undefined, 5, "event", [], [storedEvents()[0]], {}, { seq: 1, at: "2026-01-01T00:00:00Z" }, { seq: 0, at: "x", type: "nope" }]) {
      expect(expectSameAsReference(input)).toBe(false);
    }
  });

  it("names the fields of a corrupt stored event in one readable sentence", () => {
    const where = "events row s#3";
    expect(() => parseStoredEvent({ seq: 0, at: "x", type: "usage", inputTokens: -1 }, where)).toThrow(
      expect.objectContaining({
        code: "STORE_CORRUPT",
        message:
          "Stored event (events row s#3): seq: Too small: expected number to be >0; at: Invalid ISO datetime; " +
          "inputTokens: Too small: expected number to be >=0. Repair or remove it; nothing was changed.",
      }),
    );
    expect(() => parseStoredEvent({ seq: 3, at: "2026-01-01T00:00:00Z", type: "note" }, where)).toThrow(
      expect.objectContaining({
        message:
          "Stored event (events row s#3): type: Invalid discriminator value. Expected 'message' | 'trim' | 'summary' | 'checkpoint' | 'usage' | 'title' | 'trace'. " +
          "Repair or remove it; nothing was changed.",
      }),
    );
    expect(() => parseStoredEvent(null, where)).toThrow(
      expect.objectContaining({
        message: "Stored event (events row s#3): (event): Invalid input: expected object, received null. Repair or remove it; nothing was changed.",
      }),
    );
    const message = {
      id: "m",
      role: "assistant",
      parts: [{ type: "tool-call", toolCallId: "c", toolName: "t", input: deep(600) }],
      createdAt: "2026-01-01T00:00:00Z",
    };
    expect(() => parseStoredEvent({ seq: 1, at: "2026-01-01T00:00:00Z", type: "message", message }, where)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /^Stored event \(events row s#3\): message\.parts\.0\.input\.down\.down\.down\.down\.down: .+ \(\d+ keys further down\)\. Repair/,
        ),
      }),
    );
  });
});
