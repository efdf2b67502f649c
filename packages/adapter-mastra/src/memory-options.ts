import { createEngram, type ConversationIds, type Engram, type EngramOptions } from "@engram/core";
import { parseMemoryRequestContext } from "@mastra/core/memory";
import type { RequestContext } from "@mastra/core/request-context";

/** What the adapter adds to Engram's own options. */
export interface MastraAdapterOptions {
  /** Mastra memory id (default "engram"). */
  id?: string;
  /** Fixed ids (Engram's names); a call's `memory: { thread, resource }` overrides session and user. */
  sessionId?: string;
  userId?: string;
  workspaceId?: string;
  agentId?: string;
  /** Tokens to reserve beside the tool definitions the adapter estimates (default 0). */
  extraTokens?: number;
  /** Returned by getWorkingMemoryTemplate; working memory itself is a pinned Engram entry. */
  workingMemoryTemplate?: string;
}

/** Either an Engram made with createEngram, or the options to make one. */
export type EngramMastraMemoryOptions = MastraAdapterOptions & ({ engram: Engram } | EngramOptions);

export function engramOf(options: EngramMastraMemoryOptions): Engram {
  return "engram" in options ? options.engram : createEngram(options);
}

export const sessionIdHint = "as `memory: { thread, resource }` in agent.generate()/agent.stream() (thread = Engram session, resource = user)";

/** The ids of one agent call: the thread and resource Mastra put in the request context, over the fixed ones. */
export function idsOfRequest(engram: Engram, options: MastraAdapterOptions, requestContext: RequestContext | undefined): ConversationIds {
  const context = parseMemoryRequestContext(requestContext);
  const resourceId = context?.resourceId ?? context?.thread?.resourceId;
  return engram.ids(fixedIds(options), { sessionId: context?.thread?.id, userId: resourceId }, sessionIdHint);
}

export function fixedIds(options: MastraAdapterOptions): Partial<ConversationIds> {
  return { sessionId: options.sessionId, userId: options.userId, workspaceId: options.workspaceId, agentId: options.agentId };
}
