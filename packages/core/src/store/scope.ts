import { z } from "zod";
import { EngramError } from "../errors.js";
import { identifierProblem, normalizeIdentifier } from "./identifier-text.js";

/** The longest scope value, in UTF-16 code units after normalisation. */
export const maxScopeValueLength = 200;

/**
 * A scope value: NFC-normalised, 1 to 200 characters, no control or format characters and no lone
 * surrogates (see `identifierProblem`). Two values that look alike in every editor are one value.
 */
const scopeValue = z
  .string()
  .overwrite(normalizeIdentifier)
  .check((ctx) => {
    const problem = identifierProblem(ctx.value, maxScopeValueLength);
    if (problem !== undefined) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });

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

/**
 * The labels (`scopeLabel`) of every scope visible in `context`: the 2^n scopes setting a subset of the
 * keys it sets (at most 16).
 */
export function visibleScopeLabels(context: Scope): string[] {
  const set = scopeKeys.filter((key) => context[key] !== undefined);
  const labels: string[] = [];
  for (let mask = 0; mask < 1 << set.length; mask++) {
    const scope: Scope = {};
    set.forEach((key, bit) => {
      if (mask & (1 << bit)) scope[key] = context[key];
    });
    labels.push(scopeLabel(scope));
  }
  return labels;
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

/** Keys from the broadest to the most specific: the order of a label's pairs. */
const labelOrder = [...scopeKeys].reverse();

/** The characters a label value escapes: its separators and the escape character itself. */
const labelSpecial = /[%,=]/g;
const escapeLabelValue = (value: string): string => value.replace(labelSpecial, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The one string a scope becomes wherever a string names it (store keys and namespaces, note and entry
 * ids, lock names, caches): "global" when it sets nothing, else `key=value` pairs from the broadest key
 * to the most specific, joined by ",", each value with "%", "," and "=" written as %25, %2C and %3D. The
 * escaping makes it injective: two different scopes never share a label, whatever their values hold,
 * and `parseScopeLabel` reads it back. A value without those three characters appears as it is.
 */
export function scopeLabel(scope: Scope): string {
  let label = "";
  for (const key of labelOrder) {
    const value = scope[key];
    if (value === undefined) continue;
    label += `${label === "" ? "" : ","}${key}=${value.includes("%") || value.includes(",") || value.includes("=") ? escapeLabelValue(value) : value}`;
  }
  return label === "" ? "global" : label;
}

/**
 * What the label of every scope inside `within` (`isVisibleIn(within, scope)`) starts with: the label of the
 * keys `within` sets before the first it leaves out, in label order (workspace, user, agent, session); ""
 * when it leaves out workspace. Such a label is this prefix, or this prefix followed by "," and more pairs
 * (values escape ",", so no other label starts so). For stores that keep scopes by label in a sorted index:
 * the labels inside `within` are a range of it; keys `within` sets after a gap still need checking.
 */
export function labelPrefixWithin(within: Scope): string {
  const leading: Record<string, string> = {};
  for (const key of labelOrder) {
    const value = within[key];
    if (value === undefined) break;
    leading[key] = value;
  }
  return Object.keys(leading).length === 0 ? "" : scopeLabel(leading);
}

/**
 * The scope a label names (`scopeLabel`'s inverse), validated like any scope. A string that is not a
 * label (unknown or repeated key, a bad escape, a raw separator) → INVALID_SCOPE.
 */
export function parseScopeLabel(label: string): Scope {
  if (label === "global") return {};
  const scope: Record<string, string> = {};
  for (const pair of label.split(",")) {
    const at = pair.indexOf("=");
    const key = pair.slice(0, at);
    const raw = pair.slice(at + 1);
    if (at <= 0 || !(labelOrder as readonly string[]).includes(key) || scope[key] !== undefined || raw.includes("=") || /%(?![0-9A-Fa-f]{2})/.test(raw)) {
      throw new EngramError(
        "INVALID_SCOPE",
        `"${label.slice(0, 80)}" is not a scope label: write "global" or key=value pairs joined by "," (keys workspace, user, agent, session; ` +
          `each key once; "%", "," and "=" in a value as %25, %2C and %3D).`,
        { details: { label } },
      );
    }
    scope[key] = raw.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return parseScope(scope, "scope label");
}

const plainValue = /^[\x20-\x7e]{1,200}$/;

/**
 * `parseScope` for a scope built on every call (a framework's ids): a scope whose values are all
 * printable ASCII of a valid length is already normal and comes back as it is, without zod.
 */
export function checkedScope(scope: Scope, where: string): Scope {
  if (typeof scope !== "object" || scope === null) return parseScope(scope, where);
  let keys = 0;
  for (const key of scopeKeys) {
    const value = scope[key];
    if (value === undefined) continue;
    keys++;
    if (typeof value !== "string" || !plainValue.test(value)) return parseScope(scope, where);
  }
  return keys === Object.keys(scope).length ? scope : parseScope(scope, where);
}

/**
 * A query's scope checked and normalised (`checkedScope`), so that a context typed in another Unicode
 * form finds the same records; the query itself when it has no scope or its scope is already normal.
 * A session query's `within` is checked and normalised the same way.
 */
export function withCheckedScope<Q extends { readonly scope?: Scope | undefined; readonly within?: Scope | undefined }>(query: Q, where: string): Q {
  if (query?.scope === undefined && query?.within === undefined) return query;
  const scope = query.scope === undefined ? undefined : checkedScope(query.scope, where);
  const within = query.within === undefined ? undefined : checkedScope(query.within, `${where}, within`);
  if (scope === query.scope && within === query.within) return query;
  return { ...query, ...(scope === undefined ? {} : { scope }), ...(within === undefined ? {} : { within }) };
}

/**
 * Validates a scope given at a boundary (an option, a call's ids, a query) and returns it normalised.
 * A bad value → INVALID_SCOPE naming the key, the value and what is accepted.
 */
export function parseScope(input: unknown, where: string): Scope {
  const result = scopeSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path[0];
  const value = typeof key === "string" && typeof input === "object" && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  const shown = typeof value === "string" ? ` ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}` : "";
  const what = typeof key === "string" ? `${key}${shown}: ${issue?.message ?? "invalid"}` : (issue?.message ?? "not a scope");
  throw new EngramError(
    "INVALID_SCOPE",
    `Invalid scope (${where}): ${what}. A scope sets only workspace, user, agent and session, each a string of 1 to ` +
      `${maxScopeValueLength} characters with no control or format characters and no lone surrogates.`,
    { details: { where, key, issues: result.error.issues } },
  );
}
