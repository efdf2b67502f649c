import type { Scope } from "@engram/core";
import { type ScopeMode, scopeKeys, scopeLabel } from "@engram/core/store";
import { parseScope } from "@engram/core/store-kit";
import { asArray, asString } from "./codec.js";
import type { Connection } from "./connection.js";
import type { KeyLayout } from "./keys.js";

/**
 * The scopes a context sees: every subset of its keys (a record is visible when each key it sets
 * equals the context's), so at most 16 and no registry read.
 */
export function visibleScopes(context: Scope): Scope[] {
  const set = scopeKeys.filter((key) => context[key] !== undefined);
  const scopes: Scope[] = [];
  for (let mask = 0; mask < 1 << set.length; mask += 1) {
    const scope: Scope = {};
    set.forEach((key, bit) => {
      if (mask & (1 << bit)) scope[key] = context[key];
    });
    scopes.push(scope);
  }
  return scopes;
}

/** Scope labels a query touches; without a scope, every scope the registry knows. */
export async function queryLabels(connection: Connection, keys: KeyLayout, scope: Scope | undefined, mode: ScopeMode | undefined): Promise<string[]> {
  if (scope === undefined) {
    return asArray(await connection.command("list scopes", ["HKEYS", keys.scopeRegistry()]), "HKEYS").map((label) => asString(label, "HKEYS"));
  }
  const context = parseScope(scope, "query");
  if (mode === "exact") return [scopeLabel(context)];
  return visibleScopes(context).map(scopeLabel);
}

/** Records a scope in the registry, so administration queries without a scope find it. */
export async function registerScope(connection: Connection, keys: KeyLayout, scope: Scope): Promise<void> {
  await connection.command("register scope", ["HSETNX", keys.scopeRegistry(), scopeLabel(scope), JSON.stringify(scope)]);
}
