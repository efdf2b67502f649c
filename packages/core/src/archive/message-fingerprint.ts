import type { MessagePart } from "../message/message-schema.js";

/**
 * What makes two messages the same message for de-duplication: role and parts, not id, time or
 * metadata. A framework re-sends the conversation without Engram's ids, so content is all there is
 * to recognise a message by. Object keys are sorted so `{a,b}` and `{b,a}` inputs match.
 */
export function messageFingerprint(message: { role: string; parts: readonly MessagePart[] }): string {
  return `${message.role}\u0000${stableJson(message.parts)}`;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
}

/**
 * A cheaper equality for messages converted by the same code (an adapter's drafts, call after call):
 * the parts compared value by value in their own key order, with no JSON built (a long history's
 * tool calls and results were most of a re-sent conversation's cost). A difference in key order only
 * costs a miss, which `messageFingerprint` then settles; true only when the parts' JSON is the same.
 */
export function sameQuickContent(a: { role: string; parts: readonly MessagePart[] }, b: { role: string; parts: readonly MessagePart[] }): boolean {
  if (a.role !== b.role || a.parts.length !== b.parts.length) return false;
  // The same parts (a framework adapter that kept a re-sent message's draft): nothing to compare.
  if (a.parts === b.parts) return true;
  for (let i = 0; i < a.parts.length; i++) if (!sameJsonValue(a.parts[i], b.parts[i])) return false;
  return true;
}

/**
 * Whether two values have the same JSON in their own key order: primitives by `===`, arrays item by
 * item, plain objects key by key (the same keys in the same order). Anything else (a Date, a typed
 * array) is not a message value and differs. One side is always a message appended before, so the
 * walk goes no deeper than its limit (parseMessage) however deep the other side is.
 */
function sameJsonValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJsonValue(a[i], b[i])) return false;
    return true;
  }
  // An archived message holds plain objects only (parseMessage): anything else differs from it.
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key !== others[i] || !sameJsonValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
