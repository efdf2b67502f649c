import { messageText, type Message } from "@engram/core";
import { clipText } from "@engram/core/adapter-kit";

/** What a turn of the session log shows: who acted, and on what. */
export interface TurnDescription {
  readonly actor: string;
  readonly detail: string;
}

/** The argument of a tool call a reader recognises it by: the path, or the command. */
function toolDetail(input: unknown): string {
  if (typeof input !== "object" || input === null) return "";
  const record = input as Record<string, unknown>;
  const value = record.command ?? record.path ?? record.pattern ?? "";
  return typeof value === "string" ? value : "";
}

/** Describes a turn by its user message when it has one (it ends the turn), else by its tool call. */
export function describeTurn(messages: readonly Message[], width: number): TurnDescription {
  const user = messages.findLast((message) => message.role === "user");
  if (user) return { actor: "user", detail: clipText(messageText(user), width) };
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type === "tool-call") return { actor: part.toolName, detail: clipText(toolDetail(part.input), width) };
    }
  }
  return { actor: messages[0]?.role ?? "", detail: "" };
}
