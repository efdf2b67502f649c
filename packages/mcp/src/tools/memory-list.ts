import { EngramError } from "@engram/core";
import { fenceMemoryBlock } from "@engram/core/pipeline";
import { entryTypeSchema } from "@engram/core/store";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { entryView, entryViewSchema, type EntryView } from "../entry-view.js";
import { mcpScopeSchema, requireCoreScope, scopeLayers } from "../mcp-scopes.js";
import type { ToolContext } from "../tool-context.js";
import { runTool, toolResult } from "../tool-result.js";

export const memoryListDescription = [
  "List the stored memories with their keys, newest first, scope by scope (session, agent, user, project, global),",
  "or of one scope. Use it to find a key to update or forget, or to review what is remembered; to look something up by",
  'meaning, use memory_recall. Pass "cursor" from the previous result to get the next page.',
].join(" ");

export const memoryListInput = z.object({
  scope: mcpScopeSchema.optional().describe("Only this scope (default: every scope, most specific first)"),
  type: entryTypeSchema.optional().describe("Only memories of this type"),
  tag: z.string().min(1).max(60).optional().describe("Only memories carrying this tag"),
  limit: z.number().int().min(1).max(100).default(50).describe("At most this many memories (1-100, default 50)"),
  cursor: z.string().min(1).max(2_000).optional().describe("The nextCursor of the previous page"),
});

export const memoryListOutput = z.object({ entries: z.array(entryViewSchema), nextCursor: z.string().optional() });

/** "<scope>:<store cursor>": the scope a page continues in, and where in it. */
function parseCursor(cursor: string, names: readonly string[]): { layer: number; storeCursor?: string } {
  const colon = cursor.indexOf(":");
  const layer = colon === -1 ? -1 : names.indexOf(cursor.slice(0, colon));
  if (layer === -1) {
    throw new EngramError(
      "INVALID_OPTIONS",
      "This cursor did not come from memory_list with the same scope: pass the nextCursor of the previous result unchanged, or leave it out to start again.",
    );
  }
  const storeCursor = cursor.slice(colon + 1);
  return { layer, ...(storeCursor === "" ? {} : { storeCursor }) };
}

export function registerMemoryList(server: McpServer, context: ToolContext): void {
  server.registerTool(
    "memory_list",
    {
      title: "List memories",
      description: memoryListDescription,
      inputSchema: memoryListInput,
      outputSchema: memoryListOutput,
      annotations: { readOnlyHint: true },
    },
    (input, extra) =>
      runTool(async () => {
        const identity = await context.identity(extra);
        if (input.scope !== undefined) requireCoreScope(identity, input.scope);
        const layers = scopeLayers(identity).filter((layer) => input.scope === undefined || layer.name === input.scope);
        const start =
          input.cursor === undefined
            ? { layer: 0 }
            : parseCursor(
                input.cursor,
                layers.map((layer) => layer.name),
              );
        const entries: EntryView[] = [];
        let nextCursor: string | undefined;
        for (let i = start.layer; i < layers.length; i++) {
          const layer = layers[i]!;
          if (entries.length >= input.limit) {
            nextCursor = `${layer.name}:`;
            break;
          }
          const cursor = i === start.layer ? start.storeCursor : undefined;
          const page = await context.store.query({
            kind: "entry",
            scope: layer.scope,
            scopeMode: "exact",
            limit: input.limit - entries.length,
            ...(cursor === undefined ? {} : { cursor }),
            ...(input.type === undefined ? {} : { types: [input.type] }),
            ...(input.tag === undefined ? {} : { tags: [input.tag] }),
          });
          for (const entry of page.records) if (entry.supersededBy === undefined && entry.validTo === undefined) entries.push(entryView(entry, layer.name));
          if (page.nextCursor !== undefined) {
            nextCursor = `${layer.name}:${page.nextCursor}`;
            break;
          }
        }
        const lines = entries.map((entry) => `- [${entry.scope}, ${entry.type}] ${entry.key}: ${entry.content.replace(/\s+/g, " ").slice(0, 200)}`);
        const text =
          entries.length === 0
            ? "No memories stored yet."
            : `${fenceMemoryBlock(lines.join("\n"), { origin: "index" })}${nextCursor === undefined ? "" : `\nMore: call memory_list again with cursor "${nextCursor}".`}`;
        return toolResult(text, { entries, ...(nextCursor === undefined ? {} : { nextCursor }) });
      }, context.onWarning),
  );
}
