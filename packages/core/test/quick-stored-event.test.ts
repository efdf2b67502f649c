import { describe, expect, it } from "vitest";
import { sessionEventSchema } from "../src/store/session-events.js";
import { quickStoredEvent, safeParseStoredEvent } from "../src/store-kit/quick-stored-event.js";
import { fullSessionEvents } from "../src/testing/index.js";
import { deep, expectAsSchema as expectAs, expectEveryOutcome, fuzzAgainstSchema } from "./quick-path-helpers.js";

const events = { schema: sessionEventSchema, quick: quickStoredEvent, safeParse: safeParseStoredEvent };
const expectAsSchema = (input: unknown): boolean => expectAs(events, input);

const at = "2026-03-01T10:00:00.000Z";

/** A stored message event as a store's row holds it: `seq` last, as SQLite writes it, then parsed as JSON. */
function row(message: Record<string, unknown>, seq = 7): unknown {
  return JSON.parse(JSON.stringify({ at, type: "message", message, seq }));
}

function message(role: string, parts: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: "m1", role, parts, createdAt: at, ...extra };
}

const text = { type: "text", text: "the flaky test was fixed by pinning the clock" };
const call = { type: "tool-call", toolCallId: "c1", toolName: "bash", input: { command: "pnpm test", env: { CI: "1" }, args: [1, 2.5, null, true] } };
const result = { type: "tool-result", toolCallId: "c1", toolName: "bash", output: "1 failed, 41 passed" };
const file = { type: "file", uri: "file:///src/a.ts", mediaType: "text/typescript" };

/** Message events the quick path must answer: every role with each part type it may hold, optional keys with and without. */
const common: unknown[] = [
  row(message("system", [text])),
  row(message("user", [text])),
  row(message("user", [text, file])),
  row(message("user", [{ ...file, name: "a.ts" }])),
  row(message("user", [])),
  row(message("assistant", [text, call])),
  row(message("assistant", [call, result, file, text])),
  row(message("assistant", [{ ...result, isError: false }])),
  row(message("tool", [result])),
  row(message("tool", [{ ...result, output: { exitCode: 1, lines: ["fail"] }, isError: true }])),
  row(message("tool", [{ ...result, output: null }])),
  row(message("assistant", [text], { metadata: { provider: { cache: true }, n: [1, { a: "b" }] } })),
  row(message("assistant", [text], { metadata: {} })),
  row(message("user", [{ type: "text", text: "" }])),
  row(message("user", [{ type: "text", text: "lone \ud800 surrogate, 日本語, \u2028" }])),
  JSON.parse(
    '{"seq":1,"at":"2024-02-29T23:59:59+14:00","type":"message","message":{"id":"m","role":"user","parts":[],"createdAt":"2000-02-29T00:00:00.123456789-05:30"}}',
  ),
  JSON.parse(`{"type":"message","message":{"id":"m","role":"user","parts":[],"createdAt":"${at}"},"seq":9007199254740991,"at":"${at}"}`),
  ...fullSessionEvents()
    .map((event, index) => ({ seq: index + 1, ...event }))
    .filter((event) => event.type === "message"),
];

/** Nesting at the schema's limit (512 levels, the message first): a tool input at level 4 may nest 509 levels, a metadata value at level 3, 510. */
const atTheLimit: unknown[] = [
  row(message("assistant", [{ ...call, input: deep(509) }])),
  row(message("tool", [{ ...result, output: deep(509) }])),
  row(message("user", [text], { metadata: { x: deep(510) } })),
];

/** Inputs the quick path must leave to the schema (some the schema takes, most it refuses). */
const declined: unknown[] = [
  null,
  undefined,
  "event",
  [],
  {},
  // Other event types.
  ...fullSessionEvents()
    .map((event, index) => ({ seq: index + 1, ...event }))
    .filter((event) => event.type !== "message"),
  // Keys: extra, missing, out of the schema's order inside the message and its parts.
  JSON.parse(JSON.stringify({ ...(row(message("user", [text])) as object), extra: 1 })),
  { seq: 1, at, type: "message" },
  row({ role: "user", id: "m1", parts: [text], createdAt: at }),
  row(message("user", [{ text: "hi", type: "text" }])),
  row(message("user", [{ ...text, extra: true }])),
  row(message("assistant", [{ type: "tool-call", toolCallId: "c1", toolName: "bash" }])),
  row(message("tool", [{ type: "tool-result", toolCallId: "c1", toolName: "bash" }])),
  row(message("user", [text], { metadata: { a: 1 }, extra: 2 })),
  row({ id: "m1", role: "user", parts: [text] }),
  // Values of the wrong type or range.
  row(message("user", [text]), 0),
  row(message("user", [text]), -1),
  row(message("user", [text]), 1.5),
  row(message("user", [text]), 2 ** 53),
  JSON.parse(`{"seq":"1","at":"${at}","type":"message","message":{"id":"m","role":"user","parts":[],"createdAt":"${at}"}}`),
  row({ ...message("user", [text]), id: "" }),
  row({ ...message("user", [text]), id: 5 }),
  row({ ...message("user", [text]), role: "robot" }),
  row({ ...message("user", [text]), role: "__proto__" }),
  row({ ...message("user", [text]), role: "toString" }),
  row({ ...message("user", [text]), parts: { 0: text } }),
  row(message("user", [{ type: "text", text: 5 }])),
  row(message("user", [{ type: "image", text: "x" }])),
  row(message("user", [{ type: "constructor" }])),
  row(message("user", [null])),
  row(message("user", [[text]])),
  row(message("user", [{ ...file, uri: "" }])),
  row(message("user", [{ ...file, name: 3 }])),
  row(message("assistant", [{ ...call, toolCallId: "" }])),
  row(message("assistant", [{ ...call, toolName: 7 }])),
  row(message("assistant", [{ ...result, isError: "yes" }])),
  row(message("user", [text], { metadata: [1] })),
  row(message("user", [text], { metadata: null })),
  row(message("user", [text], { metadata: "x" })),
  JSON.parse(
    `{"seq":1,"at":"${at}","type":"message","message":{"id":"m","role":"user","parts":[],"createdAt":"${at}","metadata":{"__proto__":{"x":1},"b":2}}}`,
  ),
  // Parts a role may not hold.
  row(message("system", [file])),
  row(message("user", [call])),
  row(message("tool", [text])),
  row(message("system", [result])),
  // Instants the schema's pattern refuses.
  ...[
    "2026-02-29T00:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-01-01T24:00:00Z",
    "2026-01-01T00:00:00",
    "2026-01-01t00:00:00z",
    "2026-01-01 00:00:00Z",
    "",
  ].flatMap((instant) => [
    JSON.parse(`{"seq":1,"at":"${instant}","type":"message","message":{"id":"m","role":"user","parts":[],"createdAt":"${at}"}}`),
    JSON.parse(`{"seq":1,"at":"${at}","type":"message","message":{"id":"m","role":"user","parts":[],"createdAt":"${instant}"}}`),
  ]),
  // Nesting one level past the schema's limit, and far past it.
  row(message("assistant", [{ ...call, input: deep(510) }])),
  row(message("tool", [{ ...result, output: deep(510) }])),
  row(message("user", [text], { metadata: { x: deep(511) } })),
  { seq: 1, at, type: "message", message: message("assistant", [{ ...call, input: deep(5000) }]) },
];

/** Values that are not what `JSON.parse` builds, inside the parts the schema takes as they are. */
function notJson(): unknown[] {
  const circular: Record<string, unknown> = { a: 1 };
  circular.self = circular;
  const holes: unknown[] = [1];
  holes[3] = 2;
  const values: unknown[] = [
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    10n,
    Symbol("s"),
    () => 1,
    new Date(0),
    new Map(),
    Object.create(null),
    circular,
    holes,
    [undefined],
  ];
  return values.flatMap((value) => [
    { seq: 1, at, type: "message", message: message("assistant", [{ ...call, input: value }]) },
    { seq: 1, at, type: "message", message: message("assistant", [{ ...call, input: { nested: [value] } }]) },
    { seq: 1, at, type: "message", message: message("user", [text], { metadata: { value } }) },
  ]);
}

const keysToTry = [
  "seq",
  "at",
  "type",
  "message",
  "id",
  "role",
  "parts",
  "createdAt",
  "metadata",
  "text",
  "toolCallId",
  "toolName",
  "input",
  "output",
  "isError",
  "uri",
  "mediaType",
  "name",
  "extra",
  "__proto__",
];
const valuesToTry: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  "",
  "x",
  "text",
  "file",
  "tool-call",
  "tool-result",
  "user",
  "system",
  "tool",
  "message",
  at,
  "2026-02-30T00:00:00Z",
  [],
  [1],
  {},
  { a: { b: [1] } },
  deep(12),
];

describe("quickStoredEvent", () => {
  it("answers every common message event shape, exactly as the schema returns it", () => {
    for (const input of [...common, ...atTheLimit]) expect(expectAsSchema(input)).toBe(true);
  });

  it("returns the schema's key order when the row holds the event's own keys in another order", () => {
    const event = quickStoredEvent(row(message("user", [text])));
    expect(Object.keys(event!)).toEqual(["seq", "at", "type", "message"]);
  });

  it("leaves other event types, other key orders, wrong values and nesting past the limit to the schema", () => {
    for (const input of declined) expect(expectAsSchema(input)).toBe(false);
    // Values that are not what JSON.parse builds: the quick path takes what the schema's JSON check takes
    // (a null-prototype object), and leaves the rest to the schema, which refuses it.
    const inputs = notJson();
    const answered = inputs.filter((input) => expectAsSchema(input));
    expect(answered).toEqual(inputs.filter((input) => sessionEventSchema.safeParse(input).success));
    expect(answered.length).toBeLessThan(inputs.length);
  });

  it("answers as the schema does for 8,000 generated events, valid and hostile", () => {
    const outcomes = fuzzAgainstSchema(events, 20261130, 8_000, common, keysToTry, valuesToTry);
    expectEveryOutcome(outcomes, { quick: 3_000, schemaOnly: 2_000, refused: 1_000 });
  }, 60_000);
});
