import { describe, expect, it } from "vitest";
import { memoryRecordSchema } from "../src/store/records.js";
import { quickStoredRecord, safeParseStoredRecord } from "../src/store-kit/quick-stored-record.js";
import { fullRecords } from "../src/testing/index.js";
import { expectAsSchema as expectAs, expectEveryOutcome, fuzzAgainstSchema } from "./quick-path-helpers.js";

const records = { schema: memoryRecordSchema, quick: quickStoredRecord, safeParse: safeParseStoredRecord };
const expectAsSchema = (input: unknown): boolean => expectAs(records, input);

const at = "2026-03-01T10:00:00.000Z";

/** An entry as a store writes it: the schema's output (defaults filled, keys in order), through JSON. */
function entry(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const input = {
    kind: "entry",
    id: "e1",
    scope: { user: "ann" },
    createdAt: at,
    updatedAt: at,
    key: "deploy-day",
    content: "Deploys happen on Fridays",
    type: "convention",
    importance: 0.8,
    confidence: 0.9,
    source: "manual",
    provenance: { trust: "user" },
    ...fields,
  };
  return JSON.parse(JSON.stringify(memoryRecordSchema.parse(input))) as Record<string, unknown>;
}

function daily(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const input = {
    kind: "daily",
    id: "d1",
    scope: { workspace: "acme", user: "ann" },
    createdAt: at,
    updatedAt: at,
    date: "2026-03-01",
    content: "The flaky test was fixed by pinning the clock",
    type: "solution",
    importance: 0.5,
    provenance: { sessionId: "s1", messageIds: ["m1"], trust: "agent" },
    ...fields,
  };
  return JSON.parse(JSON.stringify(memoryRecordSchema.parse(input))) as Record<string, unknown>;
}

/** The same value with `key` set (where it stands, when it is there; else last) or deleted (for undefined). */
function withKey(value: Record<string, unknown>, key: string, set: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  if (set === undefined) delete copy[key];
  else copy[key] = set;
  return copy;
}

/** Entries and daily items the quick path must answer. */
const common: Record<string, unknown>[] = [
  entry(),
  entry({ scope: {} }),
  entry({ scope: { workspace: "acme", user: "ann", agent: "claude", session: "s-1" } }),
  entry({ scope: { workspace: "café", agent: "日本語" } }),
  entry({ tags: ["deploy", "ci"], examples: ["scripts/deploy.sh"], pinned: true, useCount: 3 }),
  entry({ vector: [0.75, 0.5, -0.25, 0, 1, -1] }),
  entry({ lastUsedAt: at, validFrom: "2026-01-01T00:00:00+02:00", validTo: at, supersedes: "old", supersededBy: "new" }),
  entry({
    revisions: [
      { at, content: "Deploys happen on Thursdays" },
      { at, content: "" },
    ],
  }),
  entry({ provenance: { sessionId: "s1", messageIds: ["m1", "m2"], trust: "tool" } }),
  entry({ content: "x".repeat(20_000), importance: 0, confidence: 1 }),
  entry({ id: "x".repeat(200), key: "日本語 café ☕", tags: ["t".repeat(100)] }),
  daily(),
  daily({ vector: [0.5], tags: ["ci"] }),
  daily({ content: "x".repeat(4_000) }),
  ...(fullRecords().filter((record) => record.kind === "entry" || record.kind === "daily") as unknown as Record<string, unknown>[]),
];

/** Inputs the quick path must leave to the schema (some the schema takes, most it refuses). */
const declined: unknown[] = [
  null,
  "entry",
  [],
  {},
  // Other kinds.
  ...fullRecords().filter((record) => record.kind !== "entry" && record.kind !== "daily"),
  // Defaults left out, extra keys, keys out of order.
  withKey(entry(), "tags", undefined),
  withKey(entry(), "pinned", undefined),
  withKey(entry(), "useCount", undefined),
  withKey(entry(), "examples", undefined),
  withKey(entry(), "revisions", undefined),
  withKey(entry(), "extra", 1),
  withKey(entry(), "__proto__", {}),
  withKey(entry(), "provenance", { trust: "user" }),
  withKey(entry(), "provenance", { messageIds: [], trust: "user", extra: 1 }),
  withKey(entry(), "provenance", { trust: "user", messageIds: [] }),
  withKey(entry(), "scope", { user: "ann", workspace: "acme" }),
  withKey(entry(), "scope", { user: "ann", team: "x" }),
  withKey(entry(), "revisions", [{ content: "c", at }]),
  withKey(entry(), "revisions", [{ at, content: "c", by: "x" }]),
  withKey(daily(), "extra", 1),
  // Values the schema refuses or changes.
  withKey(entry(), "scope", { user: "cafe\u0301" }),
  withKey(entry(), "scope", { user: "" }),
  withKey(entry(), "scope", { user: "ann\u200b" }),
  withKey(entry(), "scope", { user: "x".repeat(201) }),
  withKey(entry(), "scope", { user: 5 }),
  withKey(entry(), "scope", null),
  withKey(entry(), "id", ""),
  withKey(entry(), "id", "x".repeat(201)),
  withKey(entry(), "id", "e\u0000"),
  withKey(entry(), "id", "e\ud800"),
  withKey(entry(), "key", "k\u202e"),
  withKey(entry(), "tags", ["t".repeat(101)]),
  withKey(entry(), "tags", [1]),
  withKey(entry(), "tags", "deploy"),
  withKey(entry(), "content", ""),
  withKey(entry(), "content", "x".repeat(20_001)),
  withKey(daily(), "content", "x".repeat(4_001)),
  withKey(entry(), "type", "opinion"),
  withKey(entry(), "source", "guessed"),
  withKey(entry(), "importance", 1.5),
  withKey(entry(), "importance", -0.1),
  withKey(entry(), "confidence", "0.5"),
  withKey(entry(), "pinned", "false"),
  withKey(entry(), "useCount", -1),
  withKey(entry(), "useCount", 1.5),
  withKey(entry(), "useCount", 2 ** 53),
  withKey(entry(), "createdAt", "2026-02-30T00:00:00Z"),
  withKey(entry(), "updatedAt", "2026-03-01 10:00:00Z"),
  withKey(entry({ supersedes: "old" }), "supersedes", 5),
  withKey(entry({ lastUsedAt: at }), "lastUsedAt", "2026-03-01"),
  withKey(entry(), "examples", [null]),
  withKey(entry(), "provenance", { messageIds: [], trust: "robot" }),
  withKey(entry(), "provenance", { sessionId: 5, messageIds: [], trust: "user" }),
  withKey(entry(), "provenance", { messageIds: "m1", trust: "user" }),
  withKey(entry(), "revisions", [{ at: "yesterday", content: "c" }]),
  withKey(daily(), "date", "2026-3-01"),
  withKey(daily(), "date", "2026-03-01T00:00:00Z"),
  // Not what JSON.parse builds.
  withKey(entry({ vector: [0.5] }), "vector", [1, Number.NaN]),
  withKey(entry({ vector: [0.5] }), "vector", [1, Number.POSITIVE_INFINITY]),
  withKey(entry({ vector: [0.5] }), "vector", ["1"]),
  withKey(entry(), "tags", Object.assign(["ci"], { extra: 1 })),
  withKey(entry(), "provenance", Object.assign(Object.create(null), { messageIds: [], trust: "user" })),
  Object.assign(Object.create(null), entry()),
];

const keysToTry = [
  "kind",
  "id",
  "scope",
  "user",
  "workspace",
  "tags",
  "createdAt",
  "vector",
  "key",
  "content",
  "type",
  "importance",
  "provenance",
  "pinned",
  "useCount",
  "date",
  "extra",
];
const valuesToTry: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  0.5,
  1.5,
  "",
  "x",
  "ann",
  "entry",
  "daily",
  "fact",
  "user",
  at,
  "2026-02-30T00:00:00Z",
  "2026-03-01",
  [],
  ["x"],
  [1],
  {},
  { trust: "user" },
];

describe("quickStoredRecord", () => {
  it("answers entries and daily items as stores write them, exactly as the schema returns them", () => {
    for (const input of common) expect(expectAsSchema(input)).toBe(true);
  });

  it("leaves other kinds, defaults left out, other key orders and values the schema refuses or changes to the schema", () => {
    for (const input of declined) expect(expectAsSchema(input)).toBe(false);
  });

  it("answers as the schema does for 8,000 generated records, valid and hostile", () => {
    const outcomes = fuzzAgainstSchema(records, 20261131, 8_000, common, keysToTry, valuesToTry);
    expectEveryOutcome(outcomes, { quick: 3_000, schemaOnly: 300, refused: 1_000 });
  }, 60_000);
});
