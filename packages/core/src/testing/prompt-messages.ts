import type { Message, MessagePart } from "../message/message-schema.js";

/** A prompt as a provider receives it (AI SDK's language model spec, v2 to v4): what a mock model records. */
export type ReceivedPrompt = ReadonlyArray<
  | { readonly role: "system"; readonly content: string }
  | {
      readonly role: "user" | "assistant" | "tool";
      readonly content: ReadonlyArray<{
        readonly type: string;
        readonly text?: string;
        readonly toolCallId?: string;
        readonly toolName?: string;
        readonly input?: unknown;
        readonly output?: unknown;
      }>;
    }
>;

/**
 * The messages a mock model received, as Engram messages (text, tool calls and tool results; other
 * parts left out), so tests can recount a prompt with core's tokenizer independently of the adapter
 * that built it. A tool result's `{ type, value }` output counts as its value.
 */
export function promptMessages(prompt: ReceivedPrompt): Message[] {
  return prompt.map((message, index): Message => {
    const parts: MessagePart[] =
      message.role === "system"
        ? [{ type: "text", text: message.content }]
        : message.content.flatMap((part): MessagePart[] => {
            if (part.type === "text") return [{ type: "text", text: part.text ?? "" }];
            if (part.type === "tool-call") return [{ type: "tool-call", toolCallId: part.toolCallId ?? "", toolName: part.toolName ?? "", input: part.input }];
            if (part.type === "tool-result") {
              const output = part.output !== null && typeof part.output === "object" && "value" in part.output ? part.output.value : part.output;
              return [{ type: "tool-result", toolCallId: part.toolCallId ?? "", toolName: part.toolName ?? "", output }];
            }
            return [];
          });
    return { id: `prompt-${index}`, role: message.role, parts, createdAt: new Date(0).toISOString() } as Message;
  });
}
