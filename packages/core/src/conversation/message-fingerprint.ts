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
 * plain text parts compare their texts (a string comparison, no JSON escaping of a long history),
 * other parts their JSON in the parts' own key order. A difference in key order only costs a miss,
 * which `messageFingerprint` then settles.
 */
export function sameQuickContent(a: { role: string; parts: readonly MessagePart[] }, b: { role: string; parts: readonly MessagePart[] }): boolean {
  if (a.role !== b.role || a.parts.length !== b.parts.length) return false;
  for (let i = 0; i < a.parts.length; i++) {
    const left = a.parts[i]!;
    const right = b.parts[i]!;
    if (left === right) continue;
    if (left.type === "text" && right.type === "text" && isPlainText(left) && isPlainText(right)) {
      if (left.text !== right.text) return false;
    } else if (JSON.stringify(left) !== JSON.stringify(right)) return false;
  }
  return true;
}

/** A text part with nothing but its type and text. */
function isPlainText(part: MessagePart): boolean {
  let keys = 0;
  for (const key in part) {
    if (key !== "type" && key !== "text") return false;
    keys++;
  }
  return keys === 2;
}
