import type { SessionProgress } from "../store/session-progress-schema.js";
import type { Message } from "../message/message-schema.js";
import { clipText, messageText, valueText } from "../message/message-text.js";

/** Builds the checkpoint from the session's messages (the newest tool calls and the current task). */
export function buildCheckpoint(args: {
  sessionId: string;
  iteration: number;
  trims: number;
  messages: readonly Message[];
  anchor: Message | undefined;
  now: Date;
}): SessionProgress {
  const recentToolCalls: SessionProgress["recentToolCalls"] = [];
  for (let i = args.messages.length - 1; i >= 0 && recentToolCalls.length < 5; i--) {
    const message = args.messages[i]!;
    for (let p = message.parts.length - 1; p >= 0 && recentToolCalls.length < 5; p--) {
      const part = message.parts[p]!;
      if (part.type === "tool-call") {
        recentToolCalls.unshift({ toolName: part.toolName, input: clipText(valueText(part.input), 160), at: message.createdAt });
      }
    }
  }
  const checkpoint: SessionProgress = {
    kind: "session_progress",
    sessionId: args.sessionId,
    iteration: args.iteration,
    trims: args.trims,
    recentToolCalls,
    createdAt: args.now.toISOString(),
  };
  const task = args.anchor ? messageText(args.anchor) : "";
  if (task.trim()) checkpoint.task = clipText(task, 300);
  return checkpoint;
}

/** The checkpoint as Markdown, the way CLIO's session_progress.md reads. */
export function renderCheckpoint(checkpoint: SessionProgress): string {
  const lines = ["# Session progress", `Iteration ${checkpoint.iteration}, ${checkpoint.trims} trim(s), at ${checkpoint.createdAt}.`];
  if (checkpoint.task) lines.push(`Current task: ${checkpoint.task}`);
  if (checkpoint.recentToolCalls.length > 0) {
    lines.push("Recent tool calls:");
    for (const call of checkpoint.recentToolCalls) lines.push(`- ${call.toolName} ${call.input}`);
  }
  return lines.join("\n");
}
