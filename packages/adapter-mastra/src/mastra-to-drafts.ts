import { createHash } from "node:crypto";
import type { MessagePart } from "@engram/core";
import type { MessageDraft } from "@engram/core/adapter-kit";
import type { MastraDBMessage } from "@mastra/core/agent/message-list";

type DraftPart = MessagePart;

/**
 * Converts Mastra's stored messages to Engram drafts. Mastra keeps one assistant message per run
 * whose parts hold every step (tool invocations carry their result, a `step-start` opens each later
 * step); Engram wants the model's view: an assistant message with its calls, then a tool message
 * with their results. Splitting at step boundaries keeps the conversion prefix-stable, so a tool
 * loop's next step converts to what was archived plus the new messages.
 */
export function mastraToDrafts(messages: readonly MastraDBMessage[]): MessageDraft[] {
  return messages.flatMap(messageToDrafts);
}

function messageToDrafts(message: MastraDBMessage): MessageDraft[] {
  const base = { createdAt: message.createdAt.toISOString(), metadata: { mastra: { id: message.id } } };
  const parts = message.content.parts ?? [];
  if (message.role === "user" || message.role === "system") {
    const converted = parts.flatMap((part) => userPart(part));
    const fallback = converted.length === 0 && typeof message.content.content === "string" ? [{ type: "text" as const, text: message.content.content }] : [];
    const all = [...converted, ...fallback];
    return all.length === 0
      ? []
      : [{ id: message.id, role: message.role, parts: message.role === "system" ? all.filter((p) => p.type === "text") : all, ...base }];
  }
  if (message.role !== "assistant") return []; // signals are Mastra-internal
  const drafts: MessageDraft[] = [];
  let calls: DraftPart[] = [];
  let results: DraftPart[] = [];
  const flush = (): void => {
    if (calls.length > 0) drafts.push({ id: drafts.length === 0 ? message.id : undefined, role: "assistant", parts: calls, ...base } as MessageDraft);
    if (results.length > 0) drafts.push({ role: "tool", parts: results, ...base });
    calls = [];
    results = [];
  };
  for (const part of parts) {
    if (part.type === "step-start") {
      flush();
    } else if (part.type === "text") {
      if (results.length > 0) flush();
      if (part.text.length > 0) calls.push({ type: "text", text: part.text });
    } else if (part.type === "file") {
      if (results.length > 0) flush();
      calls.push(fileReference(part));
    } else if (part.type === "tool-invocation") {
      const invocation = part.toolInvocation;
      calls.push({ type: "tool-call", toolCallId: invocation.toolCallId, toolName: invocation.toolName, input: invocation.args ?? {} });
      const failed = invocation.state === "output-error" || invocation.isError === true;
      if (invocation.state === "result" || failed) {
        results.push({
          type: "tool-result",
          toolCallId: invocation.toolCallId,
          toolName: invocation.toolName,
          output: failed && invocation.result === undefined ? (invocation.errorText ?? "error") : invocation.result,
          ...(failed ? { isError: true } : {}),
        });
      }
    }
    // reasoning, sources, errors and data-* parts are not conversation: they are not archived.
  }
  if (calls.length === 0 && results.length === 0 && typeof message.content.content === "string" && message.content.content.length > 0) {
    calls.push({ type: "text", text: message.content.content });
  }
  flush();
  return drafts.map((draft) => (draft.id === undefined ? withoutUndefinedId(draft) : draft));
}

function userPart(part: MastraDBMessage["content"]["parts"][number]): DraftPart[] {
  if (part.type === "text") return [{ type: "text", text: part.text }];
  if (part.type === "file") return [fileReference(part)];
  return [];
}

/** A file is archived by reference: a URL as is, inline bytes as a digest (Engram never stores the bytes). */
function fileReference(part: { type: "file"; mimeType?: string; mediaType?: string; data?: unknown; url?: unknown; filename?: string }): DraftPart {
  const mediaType = part.mimeType ?? part.mediaType ?? "application/octet-stream";
  const source = typeof part.url === "string" ? part.url : typeof part.data === "string" ? part.data : "";
  const isUrl = /^(https?|file|s3|gs):\/\//i.test(source);
  const uri = isUrl ? source : `inline:sha256-${createHash("sha256").update(source).digest("hex").slice(0, 16)}`;
  return { type: "file", uri, mediaType, ...(part.filename ? { name: part.filename } : {}) };
}

function withoutUndefinedId(draft: MessageDraft): MessageDraft {
  const { id: _none, ...rest } = draft;
  return rest;
}
