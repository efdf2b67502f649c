import { layerOf, recallSessions, renderRecallBlock } from "@engram/core/recall";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { connectionContext, mcpScopeSchema, scopeLayers } from "../mcp-scopes.js";
import type { ToolContext } from "../tool-context.js";
import { runTool, toolResult } from "../tool-result.js";

export const sessionSearchDescription = [
  "Search the archived conversations of earlier sessions (of this project, this agent, the user and the global scope) for",
  "what was said: an error message, a file, a discussion you half remember. Returns excerpts with their session and time,",
  "best first. For curated facts, use memory_recall first.",
].join(" ");

export const sessionSearchInput = z.object({
  query: z.string().min(1).max(1_000).describe("Words to look for in earlier conversations"),
  limit: z.number().int().min(1).max(50).default(10).describe("At most this many excerpts (1-50, default 10)"),
});

export const sessionExcerptSchema = z.object({
  sessionId: z.string(),
  scope: mcpScopeSchema.optional(),
  seq: z.number().int(),
  at: z.string(),
  role: z.enum(["system", "user", "assistant", "tool"]),
  excerpt: z.string(),
  score: z.number(),
});

export const sessionSearchOutput = z.object({ excerpts: z.array(sessionExcerptSchema) });

/** How many of the most recently updated sessions a search reads. */
const searchedSessions = 50;

export function registerSessionSearch(server: McpServer, context: ToolContext): void {
  server.registerTool(
    "session_search",
    {
      title: "Search past sessions",
      description: sessionSearchDescription,
      inputSchema: sessionSearchInput,
      outputSchema: sessionSearchOutput,
      annotations: { readOnlyHint: true },
    },
    (input, extra) =>
      runTool(async () => {
        const identity = await context.identity(extra);
        const layers = scopeLayers(identity);
        const found = await recallSessions({
          store: context.store,
          scope: connectionContext(identity),
          query: input.query,
          maxResults: input.limit,
          maxSessions: searchedSessions,
          excludeSessionId: identity.session,
        });
        const scopes = new Map<string, (typeof layers)[number]["name"] | undefined>();
        for (const { sessionId } of found) {
          if (scopes.has(sessionId)) continue;
          const info = await context.store.getSession(sessionId);
          const layer = info === undefined ? -1 : layerOf(info.scope, layers);
          scopes.set(sessionId, layer === -1 ? undefined : layers[layer]!.name);
        }
        const now = context.now().getTime();
        const excerpts = found.map((hit) => {
          const scope = scopes.get(hit.sessionId);
          return {
            sessionId: hit.sessionId,
            ...(scope === undefined ? {} : { scope }),
            seq: hit.seq,
            at: hit.at,
            role: hit.role,
            excerpt: hit.excerpt,
            score: Math.round(hit.score * 1_000) / 1_000,
          };
        });
        // What people said in a session is data, and what the assistant or a tool said more so: fenced like recall.
        const block = renderRecallBlock(
          excerpts.map((hit) => ({
            at: hit.at,
            ageMs: Math.max(0, now - Date.parse(hit.at)),
            trust: hit.role === "user" ? "user" : hit.role === "tool" ? "tool" : "agent",
            lines: [hit.excerpt],
            label: `session ${hit.sessionId}, ${hit.role}`,
          })),
        );
        const text = excerpts.length === 0 ? `No earlier session mentions "${input.query}".` : block;
        return toolResult(text, { excerpts });
      }, context.onWarning),
  );
}
