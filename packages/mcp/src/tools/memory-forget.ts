import { memoryForgetInputSchema } from "@engram/core/adapter-kit";
import { forgetEntry } from "@engram/core/maintenance";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { mcpScopeSchema, requireCoreScope } from "../mcp-scopes.js";
import type { ToolContext } from "../tool-context.js";
import { runTool, toolResult } from "../tool-result.js";
import { storedKey } from "../stored-key.js";

export const memoryForgetDescription = [
  "Remove a memory that is wrong or no longer wanted, by its key, from one scope (default project). It leaves MEMORY.md",
  "and recall at once, with its earlier revisions, and the conversation passages it came from are never recalled again.",
  "purge: true also erases those passages from the stored session archives, daily logs and notes: use it only when the user",
  "asks for the information to be deleted, not merely corrected (to correct a memory, store the new text under its key).",
].join(" ");

export const memoryForgetInput = memoryForgetInputSchema.extend({
  key: memoryForgetInputSchema.shape.key.describe("The key of the memory to remove (memory_list and memory_recall show keys)"),
  scope: mcpScopeSchema.default("project").describe("The scope the memory is in: project (default), global, user, agent or session"),
  purge: z.boolean().default(false).describe("Also erase the passages it came from in stored sessions, daily logs and notes (default false)"),
});

export const memoryForgetOutput = z.object({
  forgotten: z.boolean(),
  /** The entry and the earlier values it superseded, all deleted. */
  entries: z.number().int(),
  purged: z
    .object({
      events: z.number().int(),
      sessions: z.number().int(),
      dailyItems: z.number().int(),
      notes: z.number().int(),
      summaries: z.number().int(),
      checkpoints: z.number().int(),
    })
    .optional(),
});

export function registerMemoryForget(server: McpServer, context: ToolContext): void {
  server.registerTool(
    "memory_forget",
    {
      title: "Forget a memory",
      description: memoryForgetDescription,
      inputSchema: memoryForgetInput,
      outputSchema: memoryForgetOutput,
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    (input, extra) =>
      runTool(async () => {
        const identity = await context.identity(extra);
        const scope = requireCoreScope(identity, input.scope);
        // By key in exactly this scope: an id or a key of a broader scope that is merely visible here is not this scope's memory.
        const [entry] = (await context.store.query({ kind: "entry", scope, scopeMode: "exact", key: storedKey(input.key), limit: 1 })).records;
        if (entry === undefined) {
          return toolResult(`No memory named "${input.key}" in the ${input.scope} scope; memory_list shows the keys.`, { forgotten: false, entries: 0 });
        }
        const report = await forgetEntry(context.store, scope, entry.id, { purge: input.purge, now: context.now() });
        if (report === undefined) return toolResult(`"${input.key}" was already forgotten.`, { forgotten: false, entries: 0 });
        await context.changed(input.scope, entry.key);
        const purged = report.purged;
        const text = purged
          ? `Forgot "${entry.key}" in the ${input.scope} scope and purged its sources: ${purged.events} archived messages in ${purged.sessions} sessions rewritten, ` +
            `${purged.dailyItems} daily items deleted, ${purged.notes + purged.summaries + purged.checkpoints} notes, summaries and checkpoints rewritten.`
          : `Forgot "${entry.key}" in the ${input.scope} scope.`;
        return toolResult(text, { forgotten: true, entries: report.entries.length, ...(purged ? { purged: { ...purged } } : {}) });
      }, context.onWarning),
  );
}
