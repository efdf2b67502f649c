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
 * A cheaper fingerprint for messages converted by the same code (an adapter's drafts, call after
 * call): plain JSON in the parts' own key order. Equal drafts give equal strings; a difference in key
 * order only costs a miss, which `messageFingerprint` then settles.
 */
export function quickFingerprint(message: { role: string; parts: readonly MessagePart[] }): string {
  return `${message.role}\u0000${JSON.stringify(message.parts)}`;
}
