import type { Message } from "../message/message-schema.js";
import { buildCheckpoint } from "./checkpoint.js";
import { fenceData, inlineText, isPlausibleToolName, neutralizeFenceTags } from "./fence.js";

/**
 * The `<recovery_context>` block of a reactive retry: the current task, the recent tool calls and
 * the caller's own notes (task list, git activity). It depends only on the session, not on what a
 * trim keeps, so it can be sized before the trim.
 */
export function renderRecoveryContext(args: {
  sessionId: string;
  iteration: number;
  trims: number;
  messages: readonly Message[];
  extra: readonly string[] | undefined;
  now: Date;
}): string {
  const { messages, extra } = args;
  const anchor = messages.findLast((message) => message.role === "user");
  const progress = buildCheckpoint({ ...args, anchor });
  const lines = ["<recovery_context>", "Keep working on the current task; the summary above and these notes say where it stands."];
  // The task (the user's own words) and the calls are one line each; the caller's notes keep their lines.
  // Tags are neutralised in all. A call's input is the model's writing, so it is quoted as agent data; a
  // tool name is shown only when it is one (`isPlausibleToolName`), as in the thread summary.
  if (progress.task) lines.push(`Current task: ${inlineText(progress.task)}`);
  if (progress.recentToolCalls.length > 0) {
    lines.push("Recent tool calls, their input quoted as the agent wrote it:");
    for (const call of progress.recentToolCalls) {
      const name = isPlausibleToolName(call.toolName) ? call.toolName : "(other tool)";
      lines.push(`- ${name} ${fenceData("agent", [call.input])}`);
    }
  }
  for (const block of extra ?? []) if (block.trim()) lines.push(neutralizeFenceTags(block.trim()));
  lines.push("</recovery_context>");
  return lines.join("\n");
}
