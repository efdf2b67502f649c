import type { Message, MessagePart } from "@engram/core";
import { toolOutputText } from "../convert/tool-output-text.js";
import { o200kTokens } from "../o200k.js";

/** OpenAI's published chat overheads: 4 tokens per message, 3 per prompt. */
const perMessage = 4;
const perPrompt = 3;

function partText(part: MessagePart): string {
  switch (part.type) {
    case "text":
      return part.text;
    case "tool-call":
      return `${part.toolName} ${JSON.stringify(part.input) ?? ""}`;
    case "tool-result":
      return toolOutputText(part.output);
    case "file":
      return part.uri;
  }
}

/**
 * The bench's own o200k count of what a system sent, independent of every system's counter:
 * text, tool-call names and arguments, tool outputs, plus the per-message overhead. Cached per
 * message object, since messages never change once appended.
 */
export class ReferenceCounter {
  readonly #cache = new WeakMap<Message, number>();

  message(message: Message): number {
    let tokens = this.#cache.get(message);
    if (tokens === undefined) {
      tokens = perMessage;
      for (const part of message.parts) tokens += o200kTokens(partText(part));
      this.#cache.set(message, tokens);
    }
    return tokens;
  }

  prompt(messages: Iterable<Message>): number {
    let tokens = perPrompt;
    for (const message of messages) tokens += this.message(message);
    return tokens;
  }
}
