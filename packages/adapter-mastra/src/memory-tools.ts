import type { Engram } from "@engram/core";
import type { MastraMemory } from "@mastra/core/memory";
import { createTool } from "@mastra/core/tools";
import { withCachedJsonSchema } from "./cached-json-schema.js";
import { idsOfRequest, type MastraAdapterOptions } from "./memory-options.js";

/** What MastraMemory.listTools returns. */
export type MastraMemoryTools = ReturnType<MastraMemory["listTools"]>;

/**
 * Engram's memory_store / memory_recall / memory_forget as Mastra tools, with core's zod input
 * schemas. Mastra asks for memory tools without a thread, so each call reads its thread and resource
 * from the tool's request context (the one the agent call set) and runs the tool for those ids.
 */
export function engramMastraTools(engram: Engram, options: MastraAdapterOptions): MastraMemoryTools {
  const tools: MastraMemoryTools = {};
  for (const template of engram.tools({})) {
    const tool = createTool({
      id: template.name,
      description: template.description,
      inputSchema: template.inputSchema,
      execute: async (input, context) => {
        const ids = idsOfRequest(engram, options, context?.requestContext);
        const tool = engram.tools(ids).find((candidate) => candidate.name === template.name)!;
        const result = await tool.execute(input);
        return { ok: result.ok, text: result.text };
      },
    });
    tool.inputSchema = withCachedJsonSchema(tool.inputSchema);
    tools[template.name] = tool;
  }
  return tools;
}
