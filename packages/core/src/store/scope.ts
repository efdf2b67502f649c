import { z } from "zod";

const scopeValue = z.string().min(1).max(200);

/**
 * Who a record belongs to. A record is visible in a context when every key it sets equals the
 * context's key; a record that sets none is global. A workspace-A record is never visible in
 * workspace B, nor in a context that names no workspace.
 */
export const scopeSchema = z
  .object({
    workspace: scopeValue.optional(),
    user: scopeValue.optional(),
    agent: scopeValue.optional(),
    session: scopeValue.optional(),
  })
  .strict();

export type Scope = z.infer<typeof scopeSchema>;

/** Scope keys from the most specific to the least: the order of precedence when ranking ties. */
export const scopeKeys = ["session", "agent", "user", "workspace"] as const;
export type ScopeKey = (typeof scopeKeys)[number];

/** Whether a record of `recordScope` is visible in `context`. */
export function isVisibleIn(recordScope: Scope, context: Scope): boolean {
  for (const key of scopeKeys) {
    const value = recordScope[key];
    if (value !== undefined && value !== context[key]) return false;
  }
  return true;
}

/** Whether two scopes set exactly the same keys to the same values. */
export function sameScope(a: Scope, b: Scope): boolean {
  return scopeKeys.every((key) => a[key] === b[key]);
}

/** 4 for a session record, 3 agent, 2 user, 1 workspace, 0 global: its most specific key. */
export function scopePrecedence(scope: Scope): number {
  const index = scopeKeys.findIndex((key) => scope[key] !== undefined);
  return index === -1 ? 0 : scopeKeys.length - index;
}

/** A canonical, order-independent string for a scope ("global" when it sets nothing). */
export function scopeLabel(scope: Scope): string {
  const parts = [...scopeKeys]
    .reverse()
    .filter((key) => scope[key] !== undefined)
    .map((key) => `${key}=${scope[key]}`);
  return parts.length === 0 ? "global" : parts.join(",");
}
