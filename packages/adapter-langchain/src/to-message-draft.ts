import { AIMessage, ChatMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { EngramError, type MessagePart } from "@engram/core";
import type { MessageDraft } from "@engram/core/adapter-kit";
import { contentToParts } from "./content-parts.js";

/**
 * LangChain messages as Engram drafts, in order. A ToolMessage without a `name` takes the tool name
 * from the AIMessage call it answers. RemoveMessage markers are graph-state edits, not conversation,
 * and are skipped.
 */
export function toMessageDrafts(messages: readonly BaseMessage[]): MessageDraft[] {
  return toDraftPairs(messages).map((pair) => pair.draft);
}

/** Each converted message beside the LangChain message it came from. */
export interface DraftPair {
  readonly original: BaseMessage;
  readonly draft: MessageDraft;
}

export function toDraftPairs(messages: readonly BaseMessage[]): DraftPair[] {
  const toolNames = new Map<string, string>();
  const pairs: DraftPair[] = [];
  messages.forEach((message, index) => {
    if (AIMessage.isInstance(message)) for (const call of message.tool_calls ?? []) if (call.id) toolNames.set(call.id, call.name);
    const draft = toMessageDraft(message, index, toolNames);
    if (draft) pairs.push({ original: message, draft });
  });
  return pairs;
}

/** One LangChain message as an Engram draft; undefined for a RemoveMessage. */
export function toMessageDraft(message: BaseMessage, index = 0, toolNames: ReadonlyMap<string, string> = new Map()): MessageDraft | undefined {
  const base = message.id ? { id: message.id } : {};
  const metadata = typeof message.name === "string" && message.name.length > 0 ? { metadata: { langchainName: message.name } } : {};
  if (HumanMessage.isInstance(message)) return { ...base, role: "user", parts: contentToParts(message.content), ...metadata };
  if (SystemMessage.isInstance(message)) return { ...base, role: "system", parts: textOnly(message.content), ...metadata };
  if (AIMessage.isInstance(message)) {
    const calls: MessagePart[] = (message.tool_calls ?? []).map((call, i) => ({
      type: "tool-call",
      toolCallId: call.id && call.id.length > 0 ? call.id : `call-${index}-${i}`,
      toolName: call.name,
      input: call.args,
    }));
    return { ...base, role: "assistant", parts: [...textOnly(message.content), ...calls], ...metadata };
  }
  if (ToolMessage.isInstance(message)) {
    const toolName = message.name ?? toolNames.get(message.tool_call_id) ?? "unknown_tool";
    const output = typeof message.content === "string" ? message.content : toolOutput(message.content);
    const part: MessagePart = {
      type: "tool-result",
      toolCallId: message.tool_call_id,
      toolName,
      output,
      ...(message.status === "error" ? { isError: true } : {}),
    };
    return { ...base, role: "tool", parts: [part] };
  }
  if (ChatMessage.isInstance(message)) {
    const role = message.role === "assistant" || message.role === "ai" ? "assistant" : message.role === "system" ? "system" : "user";
    return { ...base, role, parts: role === "user" ? contentToParts(message.content) : textOnly(message.content), ...metadata };
  }
  if (message.type === "remove") return undefined;
  throw new EngramError(
    "INVALID_MESSAGE",
    `Cannot convert a LangChain message of type "${message.type}" (position ${index}) for Engram. ` +
      "Send HumanMessage, AIMessage, ToolMessage, SystemMessage or ChatMessage.",
  );
}

/** System and assistant messages keep their text; files in them have no Engram place there. */
function textOnly(content: unknown): MessagePart[] {
  return contentToParts(content).filter((part) => part.type === "text");
}

/** Content blocks of a tool result: the joined text when all of it is text, else the blocks as data. */
function toolOutput(content: unknown): unknown {
  const parts = contentToParts(content);
  if (Array.isArray(content) && parts.length === content.length && parts.every((part) => part.type === "text")) {
    return parts.map((part) => (part.type === "text" ? part.text : "")).join("");
  }
  return content;
}
