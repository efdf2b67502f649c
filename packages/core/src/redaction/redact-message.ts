import type { Message, MessagePart } from "../message/message-schema.js";
import { redactText } from "./redact-secrets.js";
import { redactValue } from "./redact-value.js";

export { redactValue };

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
