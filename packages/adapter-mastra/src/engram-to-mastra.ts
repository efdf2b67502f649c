import type { Message } from "@engram/core";
import type { MastraDBMessage } from "@mastra/core/agent/message-list";

type Part = MastraDBMessage["content"]["parts"][number];
type InvocationPart = Extract<Part, { type: "tool-invocation" }>;

/**
 * Converts archived Engram messages back to Mastra's format: a tool message's results are folded into
 * the invocations of the assistant message that made the calls (Mastra keeps call and result in one
 * part). System messages are not conversation and are skipped.
 */
export function engramToMastra(messages: readonly Message[], where: { threadId: string; resourceId?: string | undefined }): MastraDBMessage[] {
  const out: MastraDBMessage[] = [];
  const invocations = new Map<string, InvocationPart>();
  const make = (message: Message, role: "user" | "assistant", parts: Part[]): MastraDBMessage => {
    const text = message.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("\n");
    return {
      id: message.id,
      role,
      createdAt: new Date(message.createdAt),
      threadId: where.threadId,
      ...(where.resourceId === undefined ? {} : { resourceId: where.resourceId }),
      content: { format: 2, parts, ...(text.length > 0 ? { content: text } : {}) },
    };
  };
  for (const message of messages) {
    if (message.role === "system") continue;
    const parts: Part[] = [];
    for (const part of message.parts) {
      if (part.type === "text") parts.push({ type: "text", text: part.text });
      else if (part.type === "file") parts.push({ type: "file", mimeType: part.mediaType, data: part.uri } as Part);
      else if (part.type === "tool-call") {
        const invocation: InvocationPart = {
          type: "tool-invocation",
          toolInvocation: { state: "call", toolCallId: part.toolCallId, toolName: part.toolName, args: part.input ?? {} },
        };
        invocations.set(part.toolCallId, invocation);
        parts.push(invocation);
      } else if (part.type === "tool-result") {
        const known = invocations.get(part.toolCallId);
        if (known) settle(known, part.output, part.isError);
        else {
          const orphan: InvocationPart = {
            type: "tool-invocation",
            toolInvocation: { state: "call", toolCallId: part.toolCallId, toolName: part.toolName, args: {} },
          };
          settle(orphan, part.output, part.isError);
          parts.push(orphan);
        }
      }
    }
    if (parts.length === 0) continue;
    out.push(make(message, message.role === "user" ? "user" : "assistant", parts));
  }
  return out;
}

function settle(part: InvocationPart, output: unknown, isError: boolean | undefined): void {
  const call = part.toolInvocation;
  part.toolInvocation = {
    state: "result",
    toolCallId: call.toolCallId,
    toolName: call.toolName,
    args: call.args,
    result: output,
    ...(isError ? { isError: true } : {}),
  } as InvocationPart["toolInvocation"];
}
