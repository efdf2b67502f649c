import type { Message, MessagePart } from "@engram/core";
import { stripInjectedMemory } from "@engram/core/extraction";
import { z } from "zod";
import { classifyUserText } from "./transcript-user-text.js";

/**
 * Line types of a Claude Code transcript that hold no conversation (titles, compaction boundaries and
 * other system notes, file snapshots, queue and progress records): skipped without a word.
 */
export const nonMessageLineTypes: ReadonlySet<string> = new Set([
  "summary",
  "system",
  "file-history-snapshot",
  "queue-operation",
  "attachment",
  "progress",
  "custom-title",
  "last-prompt",
  "tag",
]);

const textBlock = z.object({ type: z.literal("text"), text: z.string() });
const toolUseBlock = z.object({ type: z.literal("tool_use"), id: z.string().min(1).max(200), name: z.string().min(1).max(200), input: z.unknown() });
const toolResultBlock = z.object({
  type: z.literal("tool_result"),
  tool_use_id: z.string().min(1).max(200),
  content: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]).optional(),
  is_error: z.boolean().optional(),
});
/** Any other block (thinking, images, documents): recognised and left out. */
const otherBlock = z.looseObject({ type: z.string() });

const messageLine = z.looseObject({
  type: z.enum(["user", "assistant"]),
  uuid: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/, "an id of letters, digits, '.', ':', '-' and '_'"),
  timestamp: z.iso.datetime({ offset: true }),
  isSidechain: z.boolean().optional(),
  isMeta: z.boolean().optional(),
  isCompactSummary: z.boolean().optional(),
  isApiErrorMessage: z.boolean().optional(),
  message: z.looseObject({
    content: z.union([z.string(), z.array(z.union([textBlock, toolUseBlock, toolResultBlock, otherBlock]))]),
  }),
});

/** What one transcript line becomes: its messages, or why it holds none. */
export type ConvertedLine =
  | { readonly kind: "messages"; readonly messages: readonly Message[] }
  /** A line that is not conversation, or a part of it Engram leaves out on purpose (see `convertTranscriptLine`). */
  | { readonly kind: "skipped" }
  /** A line Engram does not understand: logged. */
  | { readonly kind: "unknown"; readonly reason: string };

function resultText(content: z.infer<typeof toolResultBlock>["content"]): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.map((block) => (block.type === "text" && typeof block["text"] === "string" ? block["text"] : `[${block.type}]`)).join("\n");
}

/**
 * One line of a Claude Code transcript (already parsed JSON) as Engram messages. A user line becomes a
 * user message (its text) and, before it, a tool message (its tool results, the tool's name looked up
 * in `toolNames` by call id); an assistant line becomes an assistant message (text and tool calls;
 * thinking left out). The message id is the line's `uuid` (`<uuid>:text` for the text of a user line
 * that also holds results), its time the line's `timestamp`. Left out on purpose: subagent lines
 * (`isSidechain`: the Task tool's result carries their answer), Claude Code's meta lines, compaction
 * summaries (`isCompactSummary`: the model's summary of messages archived already, in a user line),
 * API error notices, a command's local output, and Engram's own injected memory blocks. A slash
 * command's record becomes the user message the person typed (`/review the auth module`, labelled in
 * `metadata.claudeCode`; its expansion is a meta line), and the notices Claude Code writes as user
 * text (a background task's `<task-notification>`, an interrupt's marker) a system message labelled
 * with what it is (`<uuid>:notice` when the line holds more). Lines of other types are not
 * conversation. `toolNames` learns each call this line makes.
 */
export function convertTranscriptLine(json: unknown, toolNames: Map<string, string>): ConvertedLine {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return { kind: "unknown", reason: "not a JSON object" };
  const type = (json as { type?: unknown }).type;
  if (typeof type !== "string") return { kind: "unknown", reason: "no type" };
  if (nonMessageLineTypes.has(type)) return { kind: "skipped" };
  if (type !== "user" && type !== "assistant") return { kind: "unknown", reason: `an unknown line type ${JSON.stringify(type.slice(0, 40))}` };
  const parsed = messageLine.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: "unknown",
      reason: `${type === "assistant" ? "an" : "a"} ${type} line invalid at ${issue?.path.join(".") || "the line"}: ${issue?.message ?? "unexpected shape"}`,
    };
  }
  const line = parsed.data;
  if (line.isSidechain || line.isMeta || line.isCompactSummary || line.isApiErrorMessage) return { kind: "skipped" };
  const blocks = typeof line.message.content === "string" ? [{ type: "text" as const, text: line.message.content }] : line.message.content;
  const at = new Date(line.timestamp).toISOString();
  const texts: MessagePart[] = [];
  const notices: MessagePart[] = [];
  const labels: Record<string, unknown>[] = [];
  const calls: MessagePart[] = [];
  const results: MessagePart[] = [];
  for (const block of blocks) {
    const text = textBlock.safeParse(block);
    if (text.success && type === "assistant") {
      const kept = text.data.text.trim();
      if (kept !== "") texts.push({ type: "text", text: kept });
      continue;
    }
    if (text.success) {
      const kept = stripInjectedMemory(text.data.text).trim();
      const user = kept === "" ? { kind: "left-out" as const } : classifyUserText(kept);
      if (user.kind === "words") texts.push({ type: "text", text: user.text });
      else if (user.kind === "slash-command") {
        texts.push({ type: "text", text: user.text });
        labels.push({ kind: "slash-command", command: user.command, args: user.args });
      } else if (user.kind === "bash-input") {
        texts.push({ type: "text", text: user.text });
        labels.push({ kind: "bash-input", command: user.command });
      } else if (user.kind === "notice") {
        notices.push({ type: "text", text: user.text });
        labels.push({ kind: user.label });
      }
      continue;
    }
    const use = toolUseBlock.safeParse(block);
    if (use.success && type === "assistant") {
      toolNames.set(use.data.id, use.data.name);
      calls.push({ type: "tool-call", toolCallId: use.data.id, toolName: use.data.name, input: use.data.input ?? {} });
      continue;
    }
    const result = toolResultBlock.safeParse(block);
    if (result.success && type === "user") {
      const { tool_use_id: id, is_error: isError } = result.data;
      results.push({
        type: "tool-result",
        toolCallId: id,
        toolName: toolNames.get(id) ?? "unknown",
        output: resultText(result.data.content),
        ...(isError ? { isError } : {}),
      });
    }
  }
  const messages: Message[] = [];
  if (type === "assistant") {
    if (texts.length + calls.length > 0) messages.push({ id: line.uuid, role: "assistant", parts: [...texts, ...calls], createdAt: at });
    return messages.length > 0 ? { kind: "messages", messages } : { kind: "skipped" };
  }
  if (results.length > 0) messages.push({ id: line.uuid, role: "tool", parts: results, createdAt: at });
  const typed = (label: Record<string, unknown>) => label["kind"] === "slash-command" || label["kind"] === "bash-input";
  const command = labels.find(typed);
  if (texts.length > 0) {
    messages.push({
      id: results.length > 0 ? `${line.uuid}:text` : line.uuid,
      role: "user",
      parts: texts,
      createdAt: at,
      ...(command === undefined ? {} : { metadata: { claudeCode: command } }),
    });
  }
  if (notices.length > 0) {
    const label = labels.find((entry) => !typed(entry))!;
    messages.push({
      id: messages.length > 0 ? `${line.uuid}:notice` : line.uuid,
      role: "system",
      parts: notices,
      createdAt: at,
      metadata: { claudeCode: label },
    });
  }
  return messages.length > 0 ? { kind: "messages", messages } : { kind: "skipped" };
}
