import type { Scope } from "@engram/core";
import { EngramError } from "@engram/core/store";
import type { MemoryBlockLayer } from "@engram/core/recall";
import { z } from "zod";

/** The scopes an MCP client names, most specific first: the order of precedence in recall and in the memory block. */
export const mcpScopeNames = ["session", "agent", "user", "project", "global"] as const;
export type McpScopeName = (typeof mcpScopeNames)[number];

export const mcpScopeSchema = z.enum(mcpScopeNames);

/** Who and where a connection is: the values its scopes are made of. */
export interface ScopeIdentity {
  /** The project's workspace value (`project-<hash12>`, or the configured workspace). */
  readonly workspace: string;
  readonly session: string;
  readonly agent: string;
  /** The person, when configured: without one there is no user scope. */
  readonly user?: string;
}

/** The resource that holds a scope's MEMORY.md. */
export const memoryIndexUri = (name: McpScopeName): string => `engram://memory/${name}/MEMORY.md`;

/**
 * The core scope of each MCP scope name (README, "Scopes"): project → `{ workspace }`; session →
 * `{ workspace, session }` (inside its project); agent → `{ agent }` (the agent in every project, as
 * CAO keeps it); user → `{ user }`; global → `{}`. Undefined for user when no user is configured.
 */
export function coreScopeOf(identity: ScopeIdentity, name: McpScopeName): Scope | undefined {
  switch (name) {
    case "session":
      return { workspace: identity.workspace, session: identity.session };
    case "agent":
      return { agent: identity.agent };
    case "user":
      return identity.user === undefined ? undefined : { user: identity.user };
    case "project":
      return { workspace: identity.workspace };
    case "global":
      return {};
  }
}

/** `coreScopeOf`, or INVALID_SCOPE saying how to get a user scope. */
export function requireCoreScope(identity: ScopeIdentity, name: McpScopeName): Scope {
  const scope = coreScopeOf(identity, name);
  if (scope !== undefined) return scope;
  throw new EngramError(
    "INVALID_SCOPE",
    'The user scope needs to know who the user is, and no user is configured: set "mcp": { "user": "<name>" } in engram.config.json ' +
      '(or start the server with --user <name>), or store in the "global" scope instead.',
  );
}

/** The context a connection reads in: every one of its scopes is visible in it. */
export function connectionContext(identity: ScopeIdentity): Scope {
  return { workspace: identity.workspace, session: identity.session, agent: identity.agent, ...(identity.user === undefined ? {} : { user: identity.user }) };
}

/** The connection's scopes as layers, most specific first (no user layer without a user). */
export function scopeLayers(identity: ScopeIdentity): (MemoryBlockLayer & { readonly name: McpScopeName })[] {
  return mcpScopeNames.flatMap((name) => {
    const scope = coreScopeOf(identity, name);
    return scope === undefined ? [] : [{ name, scope, source: memoryIndexUri(name) }];
  });
}
