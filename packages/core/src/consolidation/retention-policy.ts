import { dayMs } from "../util/calendar-days.js";
import type { EntryRecord, EntryType } from "../store/records.js";
import type { Scope } from "../store/scope.js";

/** The level a retention rule is keyed on: a scope key, or "global" for a scope that sets none. */
export type RetentionLevel = "session" | "agent" | "user" | "workspace" | "global";

/**
 * How long entries live, counted from their last update, by the keys their scope sets; `null` keeps
 * them forever. A scope setting several keys takes the shortest of their rules, so a session's memory
 * inside a workspace goes after 14 days and a user's memory inside a workspace after 90.
 */
export interface RetentionPolicy {
  readonly days: Readonly<Record<RetentionLevel, number | null>>;
  /** Types kept whatever the scope: curated knowledge such as user preferences and feedback. */
  readonly keepTypes: readonly EntryType[];
}

export const defaultRetentionPolicy: RetentionPolicy = {
  days: { session: 14, workspace: 90, agent: null, user: null, global: null },
  keepTypes: ["preference", "feedback"],
};

/** A policy with `overrides` applied over the defaults. */
export function retentionPolicy(overrides: { days?: Partial<Record<RetentionLevel, number | null>>; keepTypes?: readonly EntryType[] } = {}): RetentionPolicy {
  return {
    days: { ...defaultRetentionPolicy.days, ...overrides.days },
    keepTypes: overrides.keepTypes ?? defaultRetentionPolicy.keepTypes,
  };
}

/** How many days after its last update an entry of this scope and type expires; null: never. */
export function retentionDays(policy: RetentionPolicy, scope: Scope, type: EntryType): number | null {
  if (policy.keepTypes.includes(type)) return null;
  const levels: RetentionLevel[] = (["session", "agent", "user", "workspace"] as const).filter((key) => scope[key] !== undefined);
  if (levels.length === 0) levels.push("global");
  const limits = levels.map((level) => policy.days[level]).filter((days): days is number => days !== null);
  return limits.length === 0 ? null : Math.min(...limits);
}

/** The reason an entry has expired at `now`, or undefined while it may stay. Pinned entries stay. */
export function retentionExpiry(policy: RetentionPolicy, entry: EntryRecord, now: number): string | undefined {
  if (entry.pinned) return undefined;
  const days = retentionDays(policy, entry.scope, entry.type);
  if (days === null) return undefined;
  const age = (now - Date.parse(entry.updatedAt)) / dayMs;
  return age >= days ? `not updated for ${Math.floor(age)} days (retention ${days} days)` : undefined;
}
