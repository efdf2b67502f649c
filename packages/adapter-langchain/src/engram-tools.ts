import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import type { ConversationIds, Engram } from "@engram/core";
import type { RuntimeLike } from "./conversation-context.js";

/**
 * memory_store, memory_recall and memory_forget as LangChain tools for `createAgent({ tools })`.
 * Ids fixed here win; otherwise each call reads them like the middleware does, from the invoke's
 * `context` (userId, workspaceId, agentId, sessionId) and its `thread_id`. The model gets the tool's
 * text; the data behind it is the ToolMessage's artifact.
 */
export function engramTools(engram: Engram, ids: Partial<ConversationIds> = {}): StructuredToolInterface[] {
  return engram.tools(ids).map((memoryTool) =>
    tool(
      async (input: unknown, runtime: RuntimeLike) => {
        const scoped = { ...idsOf(runtime), ...dropUndefined(ids) };
        const [bound] = engram.tools(scoped).filter((candidate) => candidate.name === memoryTool.name);
        const result = await (bound ?? memoryTool).execute(input);
        return [result.text, result.data ?? null];
      },
      { name: memoryTool.name, description: memoryTool.description, schema: memoryTool.inputSchema, responseFormat: "content_and_artifact" },
    ),
  );
}

function idsOf(runtime: RuntimeLike | undefined): Partial<ConversationIds> {
  const context = (typeof runtime?.context === "object" && runtime.context !== null ? runtime.context : {}) as Record<string, unknown>;
  const threadId = runtime?.configurable?.thread_id;
  const pick = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);
  return dropUndefined({
    sessionId: pick(context.sessionId) ?? pick(threadId),
    userId: pick(context.userId),
    workspaceId: pick(context.workspaceId),
    agentId: pick(context.agentId),
  });
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
