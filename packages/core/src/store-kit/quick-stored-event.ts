import type { z } from "zod";
import { inspectJson } from "../message/json-value.js";
import { sessionEventSchema, storedMessageLimits, type SessionEvent } from "../store/session-events.js";
import { isInstant, isPlainArray, isPlainObject, keysInOrder } from "./quick-checks.js";

/** The part types each role may hold, as `messageSchema` allows them. */
const partsOf: Readonly<Record<string, number>> = { system: 0b0001, user: 0b1001, assistant: 0b1111, tool: 0b0100 };
const partBit: Readonly<Record<string, number>> = { text: 0b0001, "tool-call": 0b0010, "tool-result": 0b0100, file: 0b1000 };

/**
 * The event `sessionEventSchema.safeParse(value)` returns, without the schema, when `value` is a message
 * event in the shapes Engram writes (a JSON value as `JSON.parse` gives it); undefined when only the
 * schema can tell (any other event type, a key missing, extra or out of the schema's order, a value of
 * another type, nesting near the limit, anything not plain JSON). Never an event the schema refuses, and
 * never one it would return differently: the same keys in the same order and the same values, with the
 * message object (already in the schema's order) taken as it is, not copied (so it is for values a store
 * has just parsed, which nothing else holds). Validating a read event is most of
 * what reading one costs, and every store reads thousands of them for a recall's page
 * (test/quick-stored-event.test.ts holds it to the schema, input by input).
 */
export function quickStoredEvent(value: unknown): SessionEvent | undefined {
  if (!isPlainObject(value)) return undefined;
  let keys = 0;
  for (const key in value) {
    if ((key !== "seq" && key !== "at" && key !== "type" && key !== "message") || !Object.hasOwn(value, key)) return undefined;
    keys += 1;
  }
  if (keys !== 4) return undefined;
  const { seq, at, type, message } = value as { seq: unknown; at: unknown; type: unknown; message: unknown };
  if (type !== "message" || !Number.isSafeInteger(seq) || (seq as number) <= 0) return undefined;
  if (!isInstant(at) || !isMessage(message)) return undefined;
  return { seq: seq as number, at, type: "message", message } as SessionEvent;
}

/** `sessionEventSchema.safeParse(value)`, answered by `quickStoredEvent` where it can. */
export function safeParseStoredEvent(value: unknown): z.ZodSafeParseResult<SessionEvent> {
  const quick = quickStoredEvent(value);
  return quick === undefined ? sessionEventSchema.safeParse(value) : { success: true, data: quick };
}

/** A message the schema takes as it is: keys in its order, parts its role allows, JSON within the depth limit. */
function isMessage(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const at = keysInOrder(value, messageKeys, messageRequired);
  if (at < 0) return false;
  const { id, role, parts, createdAt, metadata } = value as { id: unknown; role: unknown; parts: unknown; createdAt: unknown; metadata?: unknown };
  if (typeof id !== "string" || id.length === 0 || typeof role !== "string" || !Object.hasOwn(partsOf, role)) return false;
  if (!isInstant(createdAt) || !isPlainArray(parts)) return false;
  const allowed = partsOf[role]!;
  for (let i = 0; i < parts.length; i++) {
    const part: unknown = parts[i];
    if (!isPlainObject(part)) return false;
    const kind = (part as { type?: unknown }).type;
    if (typeof kind !== "string" || !Object.hasOwn(partBit, kind) || (allowed & partBit[kind]!) === 0 || !isPart(part, kind)) return false;
  }
  // The metadata record: the schema copies its keys, and a "__proto__" key would become the copy's prototype.
  if (at === 5 && (!isPlainObject(metadata) || Object.hasOwn(metadata, "__proto__"))) return false;
  // JSON values only, within the depth limit: the schema's own check (`checkStoredMessage`).
  return inspectJson(value, storedMessageLimits).problem === undefined;
}

/** A message's keys in the schema's order; all but the metadata (the last) required. */
const messageKeys = ["id", "role", "parts", "createdAt", "metadata"];
const messageRequired = [true, true, true, true, false];
/** Each part type's keys in the schema's order, and which it needs (the optional ones are last). */
const partKeys: Readonly<Record<string, readonly string[]>> = {
  text: ["type", "text"],
  "tool-call": ["type", "toolCallId", "toolName", "input"],
  "tool-result": ["type", "toolCallId", "toolName", "output", "isError"],
  file: ["type", "uri", "mediaType", "name"],
};
const partRequired: Readonly<Record<string, readonly boolean[]>> = {
  text: [true, true],
  "tool-call": [true, true, true, true],
  "tool-result": [true, true, true, true, false],
  file: [true, true, true, false],
};

/** A part whose keys are its type's in the schema's order, with values of the schema's types. */
function isPart(part: object, kind: string): boolean {
  const at = keysInOrder(part, partKeys[kind]!, partRequired[kind]!);
  if (at < 0) return false;
  const fields = part as Record<string, unknown>;
  switch (kind) {
    case "text":
      return typeof fields.text === "string";
    case "file":
      return nonEmpty(fields.uri) && nonEmpty(fields.mediaType) && (at === 3 || typeof fields.name === "string");
    default:
      // A tool call's input and a result's output are any JSON: checked with the whole message.
      return nonEmpty(fields.toolCallId) && nonEmpty(fields.toolName) && (at === 4 || typeof fields.isError === "boolean");
  }
}

function nonEmpty(value: unknown): boolean {
  return typeof value === "string" && value.length > 0;
}
