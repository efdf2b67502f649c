import type { Scope } from "@engram/core";
import { scopeLabel, scopeSchema } from "@engram/core/store";
import { UsageError } from "./cli-errors.js";

const scopeSyntax =
  'key=value pairs joined by commas (keys: workspace, user, agent, session; "%", "," and "=" in a value as %25, %2C and %3D), e.g. --scope user=ann,workspace=acme, or --scope global';

/**
 * Parses `--scope`: `workspace=acme,user=ann`, or `global` for the scope that sets no key. A value
 * holding "%", "," or "=" is written as `scopeLabel` writes it (%25, %2C, %3D), so what `formatScope`
 * prints can be passed back.
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
    if (/%(?![0-9A-Fa-f]{2})/.test(value)) throw new UsageError(`${where} "${text}": a "%" in a value starts an escape such as %25, %2C or %3D.`);
    scope[key] = value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  const parsed = scopeSchema.safeParse(scope);
  if (!parsed.success) {
    throw new UsageError(
      `${where} "${text}" is not a scope: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}. Use ${scopeSyntax}.`,
    );
  }
  return parsed.data;
}

/** The scope as `--scope` would spell it. */
export const formatScope = (scope: Scope): string => scopeLabel(scope);
