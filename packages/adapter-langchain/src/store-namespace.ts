import { EngramError, type Scope } from "@engram/core";

/** Scope keys a namespace may name, in the order a namespace must list them (broad to specific). */
export const namespaceKeys = ["workspace", "user", "agent"] as const;
type NamespaceKey = (typeof namespaceKeys)[number];

/** How LangGraph namespaces map to Engram scopes and back; replace it to keep your own layout. */
export interface NamespaceMapping {
  /** The scope items of this namespace live in; throw (EngramError INVALID_OPTIONS) when it cannot map. */
  toScope(namespace: readonly string[]): Scope;
  /** The namespace of an entry stored in this scope; undefined to keep the entry out of the store's view. */
  toNamespace(scope: Scope): string[] | undefined;
}

/**
 * The default mapping: a namespace is key/value pairs of scope keys, `["user", "ann"]`,
 * `["workspace", "acme", "user", "ann"]`, `["workspace", "acme", "agent", "reviewer"]`, listed
 * workspace, then user, then agent; `[]` is the global scope. Session scopes are left out:
 * sessions are conversations, not long-term memory.
 */
export const scopeNamespaces: NamespaceMapping = {
  toScope(namespace) {
    if (namespace.length % 2 !== 0) throw badNamespace(namespace, "it has a key without a value");
    const scope: Scope = {};
    let last = -1;
    for (let i = 0; i < namespace.length; i += 2) {
      const key = namespace[i] as NamespaceKey;
      const order = namespaceKeys.indexOf(key);
      if (order === -1) throw badNamespace(namespace, `"${namespace[i]}" is not a scope key`);
      if (order <= last) throw badNamespace(namespace, `"${key}" is repeated or out of order`);
      last = order;
      scope[key] = namespace[i + 1]!;
    }
    return scope;
  },
  toNamespace(scope) {
    if (scope.session !== undefined) return undefined;
    return namespaceKeys.flatMap((key) => (scope[key] === undefined ? [] : [key, scope[key]!]));
  },
};

function badNamespace(namespace: readonly string[], problem: string): EngramError {
  return new EngramError(
    "INVALID_OPTIONS",
    `Namespace ${JSON.stringify(namespace)} does not map to an Engram scope: ${problem}. ` +
      'Use key/value pairs in the order workspace, user, agent, e.g. ["user", "ann"] or ["workspace", "acme", "user", "ann"] ' +
      "(or pass your own `namespaces` mapping to EngramStore).",
  );
}

/** LangGraph's prefix/suffix match, with "*" matching any one label. */
export function namespaceMatches(namespace: readonly string[], path: readonly string[], matchType: "prefix" | "suffix"): boolean {
  if (path.length > namespace.length) return false;
  const start = matchType === "prefix" ? 0 : namespace.length - path.length;
  return path.every((label, i) => label === "*" || label === namespace[start + i]);
}
