import { EngramError } from "../errors.js";
import { identifierProblem } from "./identifier-text.js";
import { parseScope, type Scope } from "./scope.js";

/**
 * Session ids, lock names and record ids: 1 to 200 characters, no lone surrogate, no control or format
 * character (`identifierProblem`). Anything else → INVALID_KEY naming the value and the problem.
 */
export function assertKey(what: "session id" | "lock name" | "record id", value: unknown): asserts value is string {
  const problem = typeof value === "string" ? identifierProblem(value, 200) : "is not a string";
  if (problem === undefined) return;
  const shown = typeof value === "string" ? JSON.stringify(`${value.slice(0, 40)}${value.length > 40 ? "…" : ""}`) : String(value);
  throw new EngramError(
    "INVALID_KEY",
    `Invalid ${what} ${shown}: it ${problem}. Expected a string of 1 to 200 characters with no control or format characters and no lone surrogates.`,
    { details: { what, value } },
  );
}

/** A scope given to `appendEvents`, validated and normalised (INVALID_SCOPE). */
export function parseSessionScope(input: unknown, sessionId: string): Scope {
  return parseScope(input, `session "${sessionId}"`);
}

/** A positive integer ttl in milliseconds, else INVALID_OPTIONS. */
export function assertTtl(ttlMs: unknown): asserts ttlMs is number {
  if (typeof ttlMs === "number" && Number.isInteger(ttlMs) && ttlMs > 0) return;
  throw new EngramError("INVALID_OPTIONS", `Invalid lease ttl ${String(ttlMs)}: expected a positive integer of milliseconds.`);
}
