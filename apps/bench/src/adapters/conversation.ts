import type { Message } from "@engram/core";
import type { ModelMessage, TextPart, ToolCallPart } from "ai";
import { toMastraMessages } from "../convert/to-mastra.js";
import { toolInputRecord } from "../convert/tool-output-text.js";
import { benchSystemPrompt, generateFollowUps, generateSession } from "../session-generator.js";
import { generateEntry, searchScope, type EntryInput } from "../stores/entry-generator.js";
import type { MastraDBMessage } from "@mastra/core/agent/message-list";

/** Whose conversation it is: the user id every framework passes, and the workspace Engram is fixed to. */
export const userId = searchScope.user!;
export const workspaceId = searchScope.workspace!;
export const systemPrompt = benchSystemPrompt;

/** One deterministic conversation every system gets, plus the long-term entries in the store. */
export interface AdapterConversation {
  /** The session before the first measured call (tool calls and results included). */
  readonly history: readonly Message[];
  /** One new user message per call (warmups included), continuing the history. */
  readonly followUps: readonly Message[];
  /** Long-term entries put into the Engram store; about 80% are visible in Ann's scope. */
  readonly entries: readonly EntryInput[];
}

export function adapterConversation(messages: number, calls: number, entries: number): AdapterConversation {
  const history = generateSession({ messages });
  return {
    history,
    followUps: generateFollowUps({ after: history, count: calls }),
    entries: Array.from({ length: entries }, (_, index) => generateEntry(index)),
  };
}

/** The text of a message's text parts (follow-ups are one text part). */
export function textOf(message: Message): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/**
 * Engram messages as AI SDK ModelMessages, the history an application re-sends (useChat): tool
 * calls as `tool-call` parts, results as a tool message with a `text` output (strings) or a `json`
 * output (structured values).
 */
export function toModelMessages(messages: readonly Message[]): ModelMessage[] {
  return messages.map((message): ModelMessage => {
    switch (message.role) {
      case "system":
        return { role: "system", content: textOf(message) };
      case "user":
        return { role: "user", content: [{ type: "text", text: textOf(message) }] };
      case "assistant":
        return {
          role: "assistant",
          content: message.parts.flatMap((part): Array<TextPart | ToolCallPart> => {
            if (part.type === "text") return [{ type: "text" as const, text: part.text }];
            if (part.type === "tool-call")
              return [{ type: "tool-call" as const, toolCallId: part.toolCallId, toolName: part.toolName, input: toolInputRecord(part.input) }];
            return [];
          }),
        };
      case "tool":
        return {
          role: "tool",
          content: message.parts.flatMap((part) => {
            if (part.type !== "tool-result") return [];
            const output =
              typeof part.output === "string" ? { type: "text" as const, value: part.output } : { type: "json" as const, value: part.output as never };
            return [{ type: "tool-result" as const, toolCallId: part.toolCallId, toolName: part.toolName, output }];
          }),
        };
    }
  });
}

/** The history as Mastra stores it (a tool call and its result are one message), in one thread of Ann's. */
export function toMastraThread(messages: readonly Message[], threadId: string): MastraDBMessage[] {
  return toMastraMessages(messages).map((message) => ({ ...message, id: `${threadId}-${message.id}`, threadId, resourceId: userId }));
}
