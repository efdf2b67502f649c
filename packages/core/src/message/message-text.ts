import type { Message, MessagePart } from "./message-schema.js";

/** The text of a value as a model would see it: strings verbatim, anything else as JSON. */
export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
}

/** The text a part contributes to a prompt, used for token counts and summaries. */
export function partText(part: MessagePart): string {
  switch (part.type) {
    case "text":
      return part.text;
    case "tool-call":
      return `${part.toolName} ${valueText(part.input)}`;
    case "tool-result":
      return valueText(part.output);
    case "file":
      return part.name ? `${part.name} ${part.uri}` : part.uri;
  }
}

/** The plain text parts of a message joined, without tool traffic. */
export function messageText(message: Message): string {
  let text = "";
  for (const part of message.parts) {
    if (part.type !== "text") continue;
    text = text ? `${text}\n${part.text}` : part.text;
  }
  return text;
}

/** Cuts text to at most `max` characters at a word boundary when one is near, marking the cut. */
export function clipText(text: string, max: number): string {
  const flat = flattenedPrefix(text, max);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * `text` with whitespace runs collapsed and trimmed, or, for a long text, a prefix of that longer than
 * `max` (flattening more cannot change its first `max` characters): a preview of a long tool output
 * does not copy the whole output.
 */
function flattenedPrefix(text: string, max: number): string {
  for (let end = Math.min(text.length, 2 * max + 2); ; end = Math.min(text.length, end * 2)) {
    if (end === text.length) return text.replace(/\s+/g, " ").trim();
    const flat = text.slice(0, end).replace(/\s+/g, " ").trimStart();
    if (flat.length > max + 1) return flat;
  }
}
