import type { Message } from "@engram/core";
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { toolInputRecord, toolOutputText } from "./tool-output-text.js";

function textOf(message: Message): string {
  let text = "";
  for (const part of message.parts) if (part.type === "text") text = text ? `${text}\n${part.text}` : part.text;
  return text;
}

/**
 * Engram messages as LangChain BaseMessages: user → HumanMessage, assistant → AIMessage with
 * `tool_calls`, each tool result → ToolMessage. Ids carry over so outputs can be traced back.
 */
export function toLangChainMessages(messages: readonly Message[]): BaseMessage[] {
  const out: BaseMessage[] = [];
  for (const message of messages) {
    switch (message.role) {
      case "system":
        out.push(new SystemMessage({ id: message.id, content: textOf(message) }));
        break;
      case "user":
        out.push(new HumanMessage({ id: message.id, content: textOf(message) }));
        break;
      case "assistant": {
        const toolCalls = [];
        for (const part of message.parts) {
          if (part.type === "tool-call") {
            toolCalls.push({ id: part.toolCallId, name: part.toolName, args: toolInputRecord(part.input), type: "tool_call" as const });
          }
        }
        out.push(new AIMessage({ id: message.id, content: textOf(message), tool_calls: toolCalls }));
        break;
      }
      case "tool":
        for (const part of message.parts) {
          if (part.type !== "tool-result") continue;
          out.push(new ToolMessage({ id: message.id, content: toolOutputText(part.output), tool_call_id: part.toolCallId, name: part.toolName }));
        }
        break;
    }
  }
  return out;
}
