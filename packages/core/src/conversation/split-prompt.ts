import type { Message } from "../message/message-schema.js";
import { messageText } from "../message/message-text.js";
import type { ManifestPart } from "../pipeline/manifest.js";

/** One piece of system content the pipeline put before the conversation, in prompt order. */
export interface SystemBlock {
  readonly id: string;
  /** "system" (the application's instructions), "summary", "recovery" or "injection" (memory). */
  readonly kind: ManifestPart["kind"];
  readonly text: string;
}

/** A prepared prompt split the way frameworks want it: system content apart from the conversation. */
export interface SplitPrompt {
  readonly system: readonly SystemBlock[];
  /** Every system block joined by blank lines: for frameworks that take one system message. */
  readonly systemText: string;
  /** The kept conversation, oldest first; it never starts with a system message. */
  readonly messages: readonly Message[];
}

/** Splits the pipeline's prompt (system blocks first, then the kept messages) using its manifest. */
export function splitPrompt(messages: readonly Message[], parts: readonly ManifestPart[]): SplitPrompt {
  const system: SystemBlock[] = [];
  let index = 0;
  while (index < messages.length && messages[index]!.role === "system") {
    const message = messages[index]!;
    system.push({ id: message.id, kind: parts[index]?.kind ?? "system", text: messageText(message) });
    index++;
  }
  return { system, systemText: system.map((block) => block.text).join("\n\n"), messages: messages.slice(index) };
}
