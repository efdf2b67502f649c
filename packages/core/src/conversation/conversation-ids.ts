import { z } from "zod";
import { EngramError } from "../errors.js";
import { describeIssues } from "../store/parse-record.js";
import type { Scope } from "../store/scope.js";

/** Who a model call belongs to, as adapters receive it per call or fix it at creation. */
export interface ConversationIds {
  /** The conversation: an AI SDK chat id, a LangGraph thread, a Mastra thread. */
  sessionId: string;
  /** Whose memory: the same user across sessions shares long-term memory. */
  userId?: string;
  workspaceId?: string;
  agentId?: string;
}

const idValue = z.string().min(1).max(200);
const idKeys = ["sessionId", "userId", "workspaceId", "agentId"] as const;
const idsSchema = z.object({
  sessionId: idValue,
  userId: idValue.optional(),
  workspaceId: idValue.optional(),
  agentId: idValue.optional(),
});

/**
 * Merges fixed ids with per-call ones (per call wins) and checks them. INVALID_OPTIONS names the
 * missing or bad id and where to pass it.
 */
export function resolveIds(fixed: Partial<ConversationIds>, perCall: Partial<ConversationIds> | undefined, where: string): ConversationIds {
  const merged = { ...dropUndefined(fixed), ...dropUndefined(perCall ?? {}) };
  const plain = plainIds(merged);
  if (plain !== undefined) return plain;
  const result = idsSchema.safeParse(merged);
  if (result.success) return result.data as ConversationIds;
  const missing = merged.sessionId === undefined;
  throw new EngramError(
    "INVALID_OPTIONS",
    missing
      ? `No session id for this call: pass it ${where}, or fix one when creating the adapter (sessionId).`
      : `Invalid conversation ids: ${describeIssues(result.error.issues, "(ids)")}. Ids are non-empty strings of at most 200 characters.`,
    { details: { issues: result.error.issues } },
  );
}

/** The memory scope of a conversation: user, workspace and agent, never the session itself. */
export function scopeOfIds(ids: Partial<ConversationIds>): Scope {
  return dropUndefined({ user: ids.userId, workspace: ids.workspaceId, agent: ids.agentId });
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) kept[key] = item;
  }
  return kept as Partial<T>;
}

/**
 * What `idsSchema` returns for ids it accepts, without zod (adapters resolve ids on every model call):
 * the four ids in the schema's order, each a string of 1 to 200 characters, a session id present.
 * Anything else is undefined and goes through the schema, whose issues name the fault.
 */
function plainIds(merged: Partial<Record<(typeof idKeys)[number], unknown>>): ConversationIds | undefined {
  const ids: Partial<ConversationIds> = {};
  for (const key of idKeys) {
    const value = merged[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length < 1 || value.length > 200) return undefined;
    ids[key] = value;
  }
  return ids.sessionId === undefined ? undefined : (ids as ConversationIds);
}
