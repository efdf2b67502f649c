import { EngramError } from "../errors.js";
import type { SearchQuery } from "./memory-store.js";
import { withCheckedScope } from "./scope.js";
import { vectorComponentLimit, vectorComponentRule } from "./vector-limit.js";

/** Throws INVALID_OPTIONS naming the first component of `vector` that is not a number within the limit. */
export function checkQueryVector(vector: unknown): void {
  if (!Array.isArray(vector)) throw new EngramError("INVALID_OPTIONS", `Invalid search vector: expected an array of numbers, got ${typeof vector}.`);
  for (let at = 0; at < vector.length; at++) {
    const value: unknown = vector[at];
    if (typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= vectorComponentLimit) continue;
    throw new EngramError("INVALID_OPTIONS", `Invalid search vector: component ${at} is ${String(value)}; each must be ${vectorComponentRule}.`, {
      details: { index: at, value: typeof value === "number" ? value : String(value) },
    });
  }
}

/** A search query's scope checked and normalised (`withCheckedScope`) and its vector checked (`checkQueryVector`): what every store's `search` takes in. */
export function checkedSearchQuery(query: SearchQuery): SearchQuery {
  const checked = withCheckedScope(query, "search");
  if (checked.vector !== undefined) checkQueryVector(checked.vector);
  return checked;
}
