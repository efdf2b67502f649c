import { EngramError, type Scope } from "@engram/core";
import { scopeSchema, sessionInfoSchema, type SessionInfo, scopeLabel } from "@engram/core/store";
import { describeIssues } from "@engram/core/store-kit";
import type { Connection } from "./connection.js";
import type { KeyLayout } from "./keys.js";

function corrupt(where: string, problem: string, cause?: unknown): EngramError {
  return new EngramError("STORE_CORRUPT", `Stored session (${where}): ${problem}. Repair or remove it; nothing was changed.`, {
    cause,
    details: { where },
  });
}

/**
 * A session's info from the JSON the Lua scripts build of its meta hash (scope JSON, createdAt,
 * updatedAt, title) and its event count: STORE_CORRUPT naming the key when it does not validate.
 */
export function decodeSessionInfo(json: string, key: string): SessionInfo {
  const where = `Redis key "${key}"`;
  let raw: Record<string, unknown>;
  let scope: unknown;
  try {
    raw = JSON.parse(json) as Record<string, unknown>;
    scope = JSON.parse(String(raw["scope"]));
  } catch (cause) {
    throw corrupt(where, "not JSON", cause);
  }
  const parsed = sessionInfoSchema.safeParse({
    id: raw["id"],
    scope,
    createdAt: raw["createdAt"],
    updatedAt: raw["updatedAt"],
    eventCount: raw["eventCount"],
    ...(typeof raw["title"] === "string" ? { title: raw["title"] } : {}),
  });
  if (!parsed.success) throw corrupt(where, describeIssues(parsed.error.issues, "(session)"), parsed.error);
  return parsed.data;
}

/**
 * SCOPE_MISMATCH for an append naming another scope than the session's (`owner`, its label), worded
 * as core's `assertSessionScope`; the session's scope is read from the scope registry.
 */
export async function scopeMismatch(connection: Connection, keys: KeyLayout, sessionId: string, owner: string, scope: Scope): Promise<EngramError> {
  const stored = await connection.command("find scope", ["HGET", keys.scopeRegistry(), owner]);
  let sessionScope: Scope | undefined;
  try {
    const parsed = scopeSchema.safeParse(typeof stored === "string" ? JSON.parse(stored) : undefined);
    sessionScope = parsed.success ? parsed.data : undefined;
  } catch {
    sessionScope = undefined;
  }
  return new EngramError(
    "SCOPE_MISMATCH",
    `Session "${sessionId}" belongs to scope ${owner}, not ${scopeLabel(scope)}: ` +
      "a session's scope is fixed by its first append. Append with its scope or use another session id.",
    { details: { sessionId, sessionScope, scope } },
  );
}
