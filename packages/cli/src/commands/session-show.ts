import type { MessagePart } from "@engram/core";
import type { SessionEvent } from "@engram/core/store";
import type { CommandSpec } from "../command.js";
import { writeJson } from "../output/json.js";
import { renderFields } from "../output/table.js";
import { formatScope } from "../scope-option.js";
import { readSession, valueAsText } from "../session-events.js";

const indent = (text: string): string =>
  text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");

function partText(part: MessagePart): string {
  switch (part.type) {
    case "text":
      return indent(part.text);
    case "tool-call":
      return `  → tool call ${part.toolName} (${part.toolCallId})\n${indent(valueAsText(part.input))}`;
    case "tool-result":
      return `  ← tool result ${part.toolName} (${part.toolCallId})${part.isError ? " ERROR" : ""}\n${indent(valueAsText(part.output))}`;
    case "file":
      return `  [file ${part.name ?? ""} ${part.mediaType} ${part.uri}]`;
  }
}

/** The transcript for people: each message under "[time] role", other events as one bracketed line. */
function eventText(event: SessionEvent): string {
  switch (event.type) {
    case "message":
      return `[${event.at}] #${event.seq} ${event.message.role}\n${event.message.parts.map(partText).join("\n")}`;
    case "trim":
      return `[${event.at}] #${event.seq} (trim, ${event.trigger}: ${event.droppedIds.length} messages left the working context)`;
    case "summary":
      return `[${event.at}] #${event.seq} (thread summary updated: ${event.summary.droppedMessages} messages summarized)`;
    case "checkpoint":
      return `[${event.at}] #${event.seq} (checkpoint${event.progress.task ? `: ${event.progress.task}` : ""})`;
    case "usage":
      return `[${event.at}] #${event.seq} (usage: ${event.inputTokens} input tokens${event.outputTokens === undefined ? "" : `, ${event.outputTokens} output`})`;
    case "title":
      return `[${event.at}] #${event.seq} (title: ${event.title})`;
    case "trace":
      return `[${event.at}] #${event.seq} (prompt trace: ${event.trace.tokens.total} tokens, ${event.trace.parts.length} parts, trim: ${event.trace.trigger})`;
  }
}

export const sessionShow: CommandSpec = {
  name: "session show",
  summary: "Print a session's transcript: roles, tool calls and results, timestamps",
  positionals: [{ name: "session-id", required: true, description: "the session's id (see engram session list)" }],
  options: {},
  async run(context) {
    const transcript = await readSession(await context.openStore(), context.args[0]!);
    if (context.json) return writeJson(context.io, transcript);
    const { session, events } = transcript;
    const header = renderFields([
      ["session", session.id],
      ["scope", formatScope(session.scope)],
      ["started", session.createdAt],
      ["updated", session.updatedAt],
      ["events", String(session.eventCount)],
      ...(session.title ? ([["title", session.title]] as [string, string][]) : []),
    ]);
    context.io.stdout.write(`${header}\n\n${events.map(eventText).join("\n\n")}\n`);
  },
};
