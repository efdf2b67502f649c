import type { Scope } from "@engram/core";

/** A row's scope columns (records' and sessions' alike): NULL where the scope lacks the key. */
export interface ScopeColumns {
  scope_workspace: string | null;
  scope_user: string | null;
  scope_agent: string | null;
  scope_session: string | null;
}

export function scopeOfColumns(row: ScopeColumns): Scope {
  const scope: Scope = {};
  if (row.scope_workspace !== null) scope.workspace = row.scope_workspace;
  if (row.scope_user !== null) scope.user = row.scope_user;
  if (row.scope_agent !== null) scope.agent = row.scope_agent;
  if (row.scope_session !== null) scope.session = row.scope_session;
  return scope;
}
