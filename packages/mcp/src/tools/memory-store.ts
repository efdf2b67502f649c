import { memoryStoreInputSchema } from "@engram/core/adapter-kit";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { entryView, entryViewSchema } from "../entry-view.js";
import { mcpScopeSchema, requireCoreScope } from "../mcp-scopes.js";
import type { ToolContext } from "../tool-context.js";
import { storedKey } from "../stored-key.js";
import { runTool, toolResult } from "../tool-result.js";

export const memoryStoreDescription = [
  "Store or update a memory that later sessions should know: a user preference, a project convention, an important decision,",
  "a recurring correction, a fix that worked. Store it as soon as you learn it. Keep it to one or two sentences, and store",
  "conclusions, not conversation. Give a short stable key (such as testing-framework) to update it later: storing under an",
  "existing key in the same scope replaces the text and keeps the old text as a dated revision.",
  'Scopes: "project" (the default: this project only), "global" (every project: the user\'s general preferences, coding standards),',
  '"user" (this person in every project, when a user is configured), "agent" (patterns this agent always applies),',
  '"session" (notes for this session only).',
].join(" ");

export const memoryStoreInput = memoryStoreInputSchema.extend({
  tags: memoryStoreInputSchema.shape.tags.describe("Up to 10 short labels to find it by, such as testing"),
  scope: mcpScopeSchema.default("project").describe("Where to store it: project (default), global, user, agent or session"),
});

export const memoryStoreOutput = z.object({ entry: entryViewSchema, updated: z.boolean() });

export function registerMemoryStore(server: McpServer, context: ToolContext): void {
  server.registerTool(
    "memory_store",
    { title: "Store a memory", description: memoryStoreDescription, inputSchema: memoryStoreInput, outputSchema: memoryStoreOutput },
    (input, extra) =>
      runTool(async () => {
        const identity = await context.identity(extra);
        const memory = await context.memory(extra);
        const scope = requireCoreScope(identity, input.scope);
        const key = input.key === undefined ? undefined : storedKey(input.key);
        const existed = key !== undefined && (await context.store.query({ kind: "entry", scope, scopeMode: "exact", key, limit: 1 })).records.length > 0;
        const entry = await memory.remember({
          content: input.content,
          ...(input.key === undefined ? {} : { key: input.key }),
          ...(input.type === undefined ? {} : { type: input.type }),
          ...(input.tags === undefined ? {} : { tags: input.tags }),
          ...(input.importance === undefined ? {} : { importance: input.importance }),
          scope,
          // The model calls this tool: what it stores is the agent's word, never the user's.
          trust: "agent",
          source: "manual",
          sessionId: identity.session,
        });
        // createMemory writes unless incognito, which this server never asks for.
        const stored = entry!;
        await context.changed(input.scope, stored.key);
        const updated = existed || stored.createdAt !== stored.updatedAt;
        const text = updated
          ? `Updated "${stored.key}" in the ${input.scope} scope; the previous text is kept as a dated revision.`
          : `Stored "${stored.key}" in the ${input.scope} scope.`;
        return toolResult(text, { entry: entryView(stored, input.scope), updated });
      }, context.onWarning),
  );
}
