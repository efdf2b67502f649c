import { isEngramError } from "@engram/core";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A tool's answer: text for the model, and the same facts as data for the client. */
export function toolResult(text: string, structuredContent: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent };
}

/**
 * Runs a tool's work; an Engram error (bad scope, a key too long for the store, a store that failed)
 * becomes a tool result with `isError` and Engram's message, which names the problem and the fix, so
 * the agent can correct its call. Anything else is reported the same way, and once to `onWarning`.
 */
export async function runTool(work: () => Promise<CallToolResult>, onWarning?: (message: string) => void): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    const text = isEngramError(error)
      ? `Engram ${error.code}: ${error.message}`
      : `Engram failed: ${error instanceof Error ? error.message : String(error)}. Retry the call; if it fails again, tell the user.`;
    if (!isEngramError(error)) onWarning?.(text);
    return { content: [{ type: "text", text }], isError: true };
  }
}
