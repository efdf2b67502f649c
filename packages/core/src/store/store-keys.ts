import { EngramError } from "../errors.js";
import { scopeSchema, type Scope } from "./scope.js";
import { describeIssues } from "./parse-record.js";

/** Session ids and lock names: 1 to 200 characters. Anything else → INVALID_KEY naming the value. */
export function assertKey(what: "session id" | "lock name" | "record id", value: unknown): asserts value is string {
  if (typeof value === "string" && value.length >= 1 && value.length <= 200) return;
  const shown = typeof value === "string" ? `"${value.slice(0, 40)}${value.length > 40 ? "…" : ""}"` : String(value);
  throw new EngramError("INVALID_KEY", `Invalid ${what} ${shown}: expected a string of 1 to 200 characters.`, {
    details: { what, value },
  });
}

/** A scope given to `appendEvents`: validated like a record's (INVALID_RECORD). */
export function parseSessionScope(input: unknown, sessionId: string): Scope {
  const result = scopeSchema.safeParse(input);
  if (result.success) return result.data;
  throw new EngramError(
    "INVALID_RECORD",
    `Invalid scope for session "${sessionId}": ${describeIssues(result.error.issues, "(scope)")}. ` +
      "A scope may set workspace, user, agent and session, each a string of 1 to 200 characters.",
    { details: { sessionId, issues: result.error.issues } },
  );
}

/** A positive integer ttl in milliseconds, else INVALID_OPTIONS. */
export function assertTtl(ttlMs: unknown): asserts ttlMs is number {
  if (typeof ttlMs === "number" && Number.isInteger(ttlMs) && ttlMs > 0) return;
  throw new EngramError("INVALID_OPTIONS", `Invalid lease ttl ${String(ttlMs)}: expected a positive integer of milliseconds.`);
}
