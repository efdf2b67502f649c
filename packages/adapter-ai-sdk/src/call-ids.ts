import type { SharedV4ProviderOptions } from "@ai-sdk/provider";
import { EngramError, type ConversationIds } from "@engram/core";

/** The `providerOptions` key that carries per-call ids: `providerOptions: { engram: { sessionId, userId } }`. */
export const providerOptionsKey = "engram";

/** Where a session id goes, as INVALID_OPTIONS tells the user. */
export const sessionIdHint = "per call as `providerOptions: { engram: { sessionId } }` to generateText/streamText";

const idKeys = ["sessionId", "userId", "workspaceId", "agentId"] as const;

/**
 * Takes the per-call ids out of `providerOptions` and returns the options without them: the key is
 * Engram's, and a provider that forwards unknown options must never see it.
 */
export function takeCallIds(providerOptions: SharedV4ProviderOptions | undefined): {
  ids: Partial<ConversationIds> | undefined;
  providerOptions: SharedV4ProviderOptions | undefined;
} {
  if (!providerOptions || !(providerOptionsKey in providerOptions)) return { ids: undefined, providerOptions };
  const { [providerOptionsKey]: raw, ...rest } = providerOptions;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new EngramError("INVALID_OPTIONS", `providerOptions.engram must be an object of ids, e.g. { sessionId: "chat-1", userId: "ann" }.`);
  }
  const ids: Partial<Record<(typeof idKeys)[number], unknown>> = {};
  for (const key of Object.keys(raw)) {
    if (!(idKeys as readonly string[]).includes(key)) {
      throw new EngramError("INVALID_OPTIONS", `Unknown key providerOptions.engram.${key}: the keys are ${idKeys.join(", ")}.`);
    }
    ids[key as (typeof idKeys)[number]] = (raw as Record<string, unknown>)[key];
  }
  // Types are checked by core's resolveIds, which names the bad id.
  return { ids: ids as Partial<ConversationIds>, providerOptions: Object.keys(rest).length === 0 ? undefined : rest };
}
