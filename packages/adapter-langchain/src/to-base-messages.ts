import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage, type ContentBlock } from "@langchain/core/messages";
import type { Message, MessagePart } from "@engram/core";
import { convertListOnce } from "@engram/core/adapter-kit";

/**
 * An archived Engram message as LangChain messages: one message, except a tool message holding
 * several results, which becomes one ToolMessage per result (LangChain answers each call apart).
 * The archive id becomes the LangChain id.
 */
export function toBaseMessages(message: Message): BaseMessage[] {
  const name = typeof message.metadata?.langchainName === "string" ? { name: message.metadata.langchainName } : {};
  const id = message.id;
  switch (message.role) {
    case "system":
      return [new SystemMessage({ id, content: joinedText(message.parts), ...name })];
    case "user":
      return [new HumanMessage({ id, content: userContent(message.parts), ...name })];
    case "assistant": {
      const toolCalls = message.parts.flatMap((part) =>
        part.type === "tool-call" ? [{ id: part.toolCallId, name: part.toolName, args: toolArgs(part.input), type: "tool_call" as const }] : [],
      );
      return [new AIMessage({ id, content: joinedText(message.parts), ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}), ...name })];
    }
    case "tool":
      return message.parts.flatMap((part, index) =>
        part.type === "tool-result"
          ? [
              new ToolMessage({
                id: index === 0 ? id : `${id}-${index}`,
                content: typeof part.output === "string" ? part.output : JSON.stringify(part.output ?? null),
                tool_call_id: part.toolCallId,
                name: part.toolName,
                status: part.isError ? "error" : "success",
              }),
            ]
          : [],
      );
  }
}

/**
 * `toBaseMessages` of each message of a kept history, once per archived message (core's
 * `convertListOnce`): the middleware's prompts carry the same archived turns call after call, and the
 * same instances reach the model again (neither the agent nor the chat models write into a request's
 * messages). Not for messages handed to application code (`EngramMemory`, `EngramChatMessageHistory`
 * build fresh ones).
 */
export const cachedHistoryMessages = convertListOnce(toBaseMessages);

function joinedText(parts: readonly MessagePart[]): string {
  return parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

/** Plain text stays a string; with files, v1 standard content blocks carry the references. */
function userContent(parts: readonly MessagePart[]): string | ContentBlock[] {
  if (parts.every((part) => part.type === "text")) return joinedText(parts);
  return parts.flatMap((part): ContentBlock[] => {
    if (part.type === "text") return [{ type: "text", text: part.text }];
    if (part.type !== "file") return [];
    const file = { url: part.uri, mimeType: part.mediaType, ...(part.name ? { metadata: { filename: part.name } } : {}) };
    return [part.mediaType.startsWith("image/") ? { type: "image", ...file } : { type: "file", ...file }];
  });
}

/** LangChain tool calls take an object of arguments; anything else is wrapped. */
function toolArgs(input: unknown): Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : { input };
}
