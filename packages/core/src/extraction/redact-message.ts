import type { Message, MessagePart } from "../message/message-schema.js";
import { redactionMarker, redactText } from "./redact-secrets.js";
import { isSensitiveName } from "./secret-rules.js";

/** Strings to redact in a tool's input or output, at any depth; a secret-named field loses its value. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 32 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = redactValue(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    let next = redactValue(item, depth + 1);
    if (typeof item === "string" && isSensitiveName(key) && item.length >= 3 && !item.startsWith("[REDACTED")) {
      next = redactionMarker(/pass|pwd/i.test(key) ? "password" : /token|auth/i.test(key) ? "token" : "secret");
    }
    if (next !== item) changed = true;
    out[key] = next;
  }
  return changed ? out : value;
}

function redactPart(part: MessagePart): MessagePart {
  switch (part.type) {
    case "text": {
      const text = redactText(part.text);
      return text === part.text ? part : { ...part, text };
    }
    case "tool-call": {
      const input = redactValue(part.input);
      return input === part.input ? part : { ...part, input };
    }
    case "tool-result": {
      const output = redactValue(part.output);
      return output === part.output ? part : { ...part, output };
    }
    case "file": {
      const uri = redactText(part.uri);
      const name = part.name === undefined ? undefined : redactText(part.name);
      if (uri === part.uri && name === part.name) return part;
      return name === undefined ? { ...part, uri } : { ...part, uri, name };
    }
  }
}

/**
 * The message with secrets redacted in every text part, in tool inputs and outputs (strings at any
 * depth, and values of secret-named fields such as `password` or `apiKey`), and in file names and URIs.
 * Ids, roles, timestamps and metadata are kept. Returns the same object when nothing was found.
 */
export function redactMessage(message: Message): Message {
  let changed = false;
  const parts = message.parts.map((part) => {
    const next = redactPart(part);
    if (next !== part) changed = true;
    return next;
  });
  return changed ? { ...message, parts } : message;
}
