import { z } from "zod";
import type { ConversationIds, Engram } from "@engram/core";

/**
 * The per-invoke context the middleware reads (`agent.invoke(input, { context })`). Every id is
 * optional here: a missing session id falls back to the LangGraph thread, then to the ids fixed at
 * creation, and only then fails.
 */
export const engramContextSchema = z.object({
  sessionId: z.string().optional(),
  userId: z.string().optional(),
  workspaceId: z.string().optional(),
  agentId: z.string().optional(),
});

export type EngramContext = z.infer<typeof engramContextSchema>;

/** What LangChain hands a middleware hook or a tool: read loosely, it differs between the two. */
export interface RuntimeLike {
  readonly context?: unknown;
  readonly configurable?: { readonly thread_id?: unknown; readonly [key: string]: unknown } | undefined;
}

const idKeys = ["sessionId", "userId", "workspaceId", "agentId"] as const;

export const whereToPassIds = "as `context: { sessionId }` in agent.invoke()/agent.stream() (or `configurable: { thread_id }`)";

/** The call's ids: `context` first, then the LangGraph `thread_id` as session, then the fixed ids. */
export function idsFromRuntime(engram: Engram, fixed: Partial<ConversationIds>, runtime: RuntimeLike | undefined): ConversationIds {
  // Read raw and let engram.ids validate, so a wrong type is reported, never silently ignored.
  const context = (typeof runtime?.context === "object" && runtime.context !== null ? runtime.context : {}) as Record<string, unknown>;
  const perCall = Object.fromEntries(idKeys.filter((key) => context[key] !== undefined).map((key) => [key, context[key]])) as Partial<ConversationIds>;
  const threadId = runtime?.configurable?.thread_id;
  if (perCall.sessionId === undefined && typeof threadId === "string" && threadId.length > 0) perCall.sessionId = threadId;
  return engram.ids(fixed, perCall, whereToPassIds);
}
