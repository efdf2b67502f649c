import { scopeLabel, scopeSchema, type Scope } from "@engram/core";
import { UsageError } from "./cli-errors.js";

const scopeSyntax = "key=value pairs joined by commas (keys: workspace, user, agent, session), e.g. --scope user=ann,workspace=acme, or --scope global";

/**
 * Parses `--scope`: `workspace=acme,user=ann`, or `global` for the scope that sets no key. Values
 * cannot hold "," or "=" here; such scopes are reachable through the API only.
 */
export function parseScope(text: string, where = "--scope"): Scope {
  const trimmed = text.trim();
  if (trimmed === "global") return {};
  const scope: Record<string, string> = {};
  for (const pair of trimmed.split(",")) {
    const match = /^\s*([^=\s]+)\s*=\s*(.*?)\s*$/.exec(pair);
    if (!match?.[1] || !match[2]) throw new UsageError(`${where} "${text}" is not a scope: use ${scopeSyntax}.`);
    const [, key, value] = match;
    if (!["workspace", "user", "agent", "session"].includes(key)) {
      throw new UsageError(`${where} "${text}": unknown scope key "${key}" (use workspace, user, agent or session).`);
    }
    if (scope[key] !== undefined) throw new UsageError(`${where} "${text}" sets "${key}" twice.`);
    scope[key] = value;
  }
  const parsed = scopeSchema.safeParse(scope);
  if (!parsed.success) throw new UsageError(`${where} "${text}" is not a scope: values are 1 to 200 characters. Use ${scopeSyntax}.`);
  return parsed.data;
}

/** The scope as `--scope` would spell it. */
export const formatScope = (scope: Scope): string => scopeLabel(scope);
