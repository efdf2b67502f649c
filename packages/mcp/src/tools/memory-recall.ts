import { memoryRecallInputSchema } from "@engram/core/adapter-kit";
import { maxLayeredRecallLimit, recallInLayers } from "@engram/core/recall";
import { entryTypeSchema } from "@engram/core/store";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { connectionContext, mcpScopeSchema, requireCoreScope, scopeLayers, type McpScopeName } from "../mcp-scopes.js";
import type { ToolContext } from "../tool-context.js";
import { runTool, toolResult } from "../tool-result.js";

export const memoryRecallDescription = [
  "Look up what earlier sessions learned (preferences, conventions, decisions, corrections, fixes) before asking the user",
  "or guessing. Searches the memories of this session, this agent, the user, this project and the global scope; results come",
  "in that order of precedence (session > project > global), best match first within each, and each says its scope, type",
  'and age. A memory older than a day may be outdated: verify it before relying on it. Give "scope" to search one scope only.',
].join(" ");

/** What the results of one call may cost, in tokens: a page the agent can read in one go. */
export const recallBudgetTokens = 8_000;

export const memoryRecallInput = memoryRecallInputSchema.extend({
  scope: mcpScopeSchema.optional().describe("Search only this scope (default: all of them, most specific first)"),
  type: entryTypeSchema.optional().describe("Only memories of this type"),
  limit: z.number().int().min(1).max(maxLayeredRecallLimit).default(10).describe("At most this many memories (1-100, default 10)"),
});

export const recalledItemSchema = z.object({
  id: z.string(),
  kind: z.enum(["entry", "daily"]),
  key: z.string().optional(),
  scope: mcpScopeSchema,
  type: entryTypeSchema,
  tags: z.array(z.string()),
  content: z.string(),
  at: z.string(),
  age: z.string(),
  score: z.number(),
  tokens: z.number().int(),
});

export const memoryRecallOutput = z.object({ items: z.array(recalledItemSchema), tokens: z.number().int(), leftOut: z.number().int() });

export function registerMemoryRecall(server: McpServer, context: ToolContext): void {
  server.registerTool(
    "memory_recall",
    { title: "Recall memories", description: memoryRecallDescription, inputSchema: memoryRecallInput, outputSchema: memoryRecallOutput },
    (input, extra) =>
      runTool(async () => {
        const identity = await context.identity(extra);
        const layers = scopeLayers(identity);
        // A scope the connection does not have (user, without a configured user) is an error, not an empty answer.
        if (input.scope !== undefined) requireCoreScope(identity, input.scope);
        const result = await recallInLayers({
          store: context.store,
          context: connectionContext(identity),
          layers,
          query: input.query,
          budgetTokens: recallBudgetTokens,
          countTokens: await context.countTokens(),
          now: context.now(),
          limit: input.limit,
          ...(input.type === undefined ? {} : { types: [input.type] }),
          ...(input.scope === undefined ? {} : { only: [input.scope] }),
        });
        const items = result.items.map((item) => ({
          id: item.record.id,
          kind: item.record.kind,
          ...(item.record.kind === "entry" ? { key: item.record.key } : {}),
          scope: item.layer as McpScopeName,
          type: item.record.type,
          tags: [...item.record.tags],
          content: item.record.content,
          at: item.record.updatedAt,
          age: item.age,
          score: Math.round(item.score * 1_000) / 1_000,
          tokens: item.tokens,
        }));
        const text =
          items.length === 0
            ? `Nothing is remembered about "${input.query}"${input.scope ? ` in the ${input.scope} scope` : ""}.`
            : `${result.block}\n${items.length} ${items.length === 1 ? "memory" : "memories"}, ${result.tokens} tokens${result.leftOut > 0 ? `; ${result.leftOut} more matched but did not fit (raise limit or narrow the query)` : ""}.`;
        return toolResult(text, { items, tokens: result.tokens, leftOut: result.leftOut });
      }, context.onWarning),
  );
}
