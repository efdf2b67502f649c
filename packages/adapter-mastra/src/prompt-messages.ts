import type { Message } from "@engram/core";
import { convertListOnce } from "@engram/core/adapter-kit";

/** The model-level prompt Mastra hands a language model (AI SDK spec v2 and later share this shape). */
export type PromptMessage = { role: "system"; content: string } | { role: "user" | "assistant" | "tool"; content: PromptPart[] };
export type PromptPart = { type: string } & Record<string, unknown>;

/**
 * Engram's kept messages as prompt messages, for the prompt sent at the model boundary (it never goes
 * back into Mastra's MessageList). Each archived message is converted once (core's `convertListOnce`):
 * later calls send the same prompt messages, which the model reads and does not write into.
 */
export function toPromptMessages(messages: readonly Message[]): PromptMessage[] {
  return promptMessages(messages);
}

const promptMessages = convertListOnce((message: Message): PromptMessage => {
  if (message.role === "system") return { role: "system", content: message.parts.map((p) => (p.type === "text" ? p.text : "")).join("") };
  const content = message.parts.map((part): PromptPart => {
    switch (part.type) {
      case "text":
        return { type: "text", text: part.text };
      case "file":
        return {
          type: "file",
          data: /^[a-z][a-z0-9+.-]*:\/\//i.test(part.uri) ? new URL(part.uri) : part.uri,
          mediaType: part.mediaType,
          ...(part.name ? { filename: part.name } : {}),
        };
      case "tool-call":
        return { type: "tool-call", toolCallId: part.toolCallId, toolName: part.toolName, input: part.input };
      case "tool-result":
        return { type: "tool-result", toolCallId: part.toolCallId, toolName: part.toolName, output: toolOutput(part.output, part.isError === true) };
    }
  });
  return { role: message.role, content };
});

function toolOutput(output: unknown, isError: boolean): { type: string; value: unknown } {
  if (typeof output === "string") return { type: isError ? "error-text" : "text", value: output };
  return { type: isError ? "error-json" : "json", value: output ?? null };
}
