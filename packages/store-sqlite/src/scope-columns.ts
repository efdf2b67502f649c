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

/**
 * Core's `scopePrecedence` of a row's scope, read off its columns without building the scope (the top-k
 * compares rows often): 4 with a session, 3 an agent, 2 a user, 1 a workspace, 0 global.
 */
export function precedenceOfColumns(row: ScopeColumns): number {
  if (row.scope_session !== null) return 4;
  if (row.scope_agent !== null) return 3;
  if (row.scope_user !== null) return 2;
  return row.scope_workspace !== null ? 1 : 0;
}

/** `precedenceOfColumns` as SQL over the scope columns of `alias`. */
export function precedenceSql(alias: string): string {
  return `CASE WHEN ${alias}.scope_session IS NOT NULL THEN 4 WHEN ${alias}.scope_agent IS NOT NULL THEN 3 WHEN ${alias}.scope_user IS NOT NULL THEN 2 WHEN ${alias}.scope_workspace IS NOT NULL THEN 1 ELSE 0 END`;
}
