import { tool, type Tool } from "ai";
import type { ConversationIds, Engram, MemoryTool } from "@engram/core";

export type MemoryToolName = MemoryTool["name"];

/**
 * memory_store, memory_recall and memory_forget as AI SDK tools for `generateText({ tools })`. The
 * input schemas are core's zod schemas; each returns the text core's tool gives the model.
 */
export function engramTools(engram: Engram, ids: Partial<ConversationIds> = {}): Record<MemoryToolName, Tool<unknown, string>> {
  const entries = engram.tools(ids).map((memoryTool) => [
    memoryTool.name,
    tool({
      description: memoryTool.description,
      inputSchema: memoryTool.inputSchema,
      execute: async (input) => (await memoryTool.execute(input)).text,
    }),
  ]);
  return Object.fromEntries(entries) as Record<MemoryToolName, Tool<unknown, string>>;
}
