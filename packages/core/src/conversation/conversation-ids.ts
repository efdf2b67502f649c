import { z } from "zod";
import { EngramError } from "../errors.js";
import { identifierProblem, normalizeIdentifier } from "../store/identifier-text.js";
import { describeIssues } from "../store-kit/parse-record.js";
import { maxScopeValueLength, type Scope } from "../store/scope.js";

/** Who a model call belongs to, as adapters receive it per call or fix it at creation. */
export interface ConversationIds {
  /** The conversation: an AI SDK chat id, a LangGraph thread, a Mastra thread. */
  sessionId: string;
  /** Whose memory: the same user across sessions shares long-term memory. */
  userId?: string;
  workspaceId?: string;
  agentId?: string;
}

const idValue = z.string();
const idKeys = ["sessionId", "userId", "workspaceId", "agentId"] as const;
const idsSchema = z.object({
  sessionId: idValue,
  userId: idValue.optional(),
  workspaceId: idValue.optional(),
  agentId: idValue.optional(),
});

/**
 * Merges fixed ids with per-call ones (per call wins) and checks them. A missing session id or an id
 * that is not a string → INVALID_OPTIONS naming where to pass it; an id that cannot name a session or
 * a scope (empty, over 200 characters, a control or format character, a lone surrogate) → INVALID_KEY
 * for the session id, INVALID_SCOPE for the others. User, workspace and agent ids come back
 * NFC-normalised, as the scope they become.
 */
export function resolveIds(fixed: Partial<ConversationIds>, perCall: Partial<ConversationIds> | undefined, where: string): ConversationIds {
  const merged = { ...dropUndefined(fixed), ...dropUndefined(perCall ?? {}) };
  const plain = plainIds(merged);
  if (plain !== undefined) return plain;
  const result = idsSchema.safeParse(merged);
  if (!result.success || merged.sessionId === undefined) {
    const missing = merged.sessionId === undefined;
    throw new EngramError(
      "INVALID_OPTIONS",
      missing
        ? `No session id for this call: pass it ${where}, or fix one when creating the adapter (sessionId).`
        : `Invalid conversation ids: ${describeIssues(result.error?.issues ?? [], "(ids)")}. Ids are non-empty strings of at most 200 characters.`,
      { details: { issues: result.error?.issues ?? [] } },
    );
  }
  const ids: Partial<ConversationIds> = {};
  for (const key of idKeys) {
    const value = result.data[key];
    if (value === undefined) continue;
    const normalized = key === "sessionId" ? value : normalizeIdentifier(value);
    const problem = identifierProblem(normalized, maxScopeValueLength);
    if (problem !== undefined) {
      const shown = JSON.stringify(normalized.length > 40 ? `${normalized.slice(0, 40)}…` : normalized);
      throw new EngramError(
        key === "sessionId" ? "INVALID_KEY" : "INVALID_SCOPE",
        `Invalid ${key} ${shown}: it ${problem}. Ids are strings of 1 to ${maxScopeValueLength} characters with no control or format characters and no lone surrogates.`,
        { details: { key, value } },
      );
    }
    ids[key] = normalized;
  }
  return ids as ConversationIds;
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

/** Printable ASCII: nothing to normalise and nothing invisible. */
const plainId = /^[\x20-\x7e]{1,200}$/;

/**
 * What the checked path returns for the common ids, without zod or normalisation (adapters resolve ids
 * on every model call): the four ids in order, each 1 to 200 printable ASCII characters, a session id
 * present. Anything else is undefined and goes through the checks, which name the fault.
 */
function plainIds(merged: Partial<Record<(typeof idKeys)[number], unknown>>): ConversationIds | undefined {
  const ids: Partial<ConversationIds> = {};
  for (const key of idKeys) {
    const value = merged[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || !plainId.test(value)) return undefined;
    ids[key] = value;
  }
  return ids.sessionId === undefined ? undefined : (ids as ConversationIds);
}
