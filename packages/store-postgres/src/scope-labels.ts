import { type ScopeMode, scopeKeys, scopeLabel } from "@engram/core/store";
import type { Scope } from "@engram/core";

/**
 * The labels (core's `scopeLabel`, injective) of every scope visible in `context`: each subset of the
 * keys it sets, so at most 16. A record is visible exactly when its label is one of them, which an
 * index on the label column answers without reading another tenant's rows.
 */
export function visibleLabels(context: Scope): string[] {
  const set = scopeKeys.filter((key) => context[key] !== undefined);
  const labels: string[] = [];
  for (let mask = 0; mask < 1 << set.length; mask++) {
    const subset: Scope = {};
    set.forEach((key, bit) => {
      if (mask & (1 << bit)) subset[key] = context[key]!;
    });
    labels.push(scopeLabel(subset));
  }
  return labels;
}

/** The labels a query's scope filter accepts, or undefined for no filter (a query without a scope). */
export function labelsFor(scope: Scope | undefined, mode: ScopeMode | undefined): string[] | undefined {
  if (scope === undefined) return undefined;
  return mode === "exact" ? [scopeLabel(scope)] : visibleLabels(scope);
}
