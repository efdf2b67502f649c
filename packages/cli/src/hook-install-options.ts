import { HookError } from "@engram/mcp/hooks";
import { CommandFailure, UsageError } from "./cli-errors.js";
import { flagValue, stringValue, type CommandContext, type OptionSpec, type PositionalSpec } from "./command.js";
import type { ClaudeCodeScope } from "./claude-code-files.js";
import { homeDirectory, parseStoreSpec } from "./store-spec.js";

export const agentPositional: PositionalSpec = { name: "agent", required: true, description: "the coding agent: claude-code" };

export const scopeFlags = {
  project: { type: "boolean", description: "this project: .claude/settings.json and .mcp.json in the current directory (the default)" },
  user: { type: "boolean", description: "every project: ~/.claude/settings.json and ~/.claude.json ($CLAUDE_CONFIG_DIR when set)" },
} as const satisfies Record<string, OptionSpec>;

/** The agent positional: only Claude Code has hooks; the others take the MCP server alone. */
export function requireClaudeCode(context: CommandContext): void {
  const agent = context.args[0];
  if (agent === "claude-code") return;
  throw new UsageError(
    `"${agent}" is not an agent engram hooks can configure: only claude-code has hooks. Cursor, Codex and Claude Desktop take Engram as an MCP server: see the entries in @engram/mcp's README.`,
    context.name,
  );
}

/** --project or --user (not both); --project when neither is given. */
export function scopeOf(context: CommandContext): ClaudeCodeScope {
  const project = flagValue(context, "project");
  const user = flagValue(context, "user");
  if (project && user) throw new UsageError("Give --project or --user, not both.", context.name);
  return user ? "user" : "project";
}

/**
 * `--store` as the installed commands pass it: a file store's path made absolute (a hook runs in
 * whatever project Claude Code has open, so a relative path would name another store in each), a
 * PGlite folder too, a server URL as given. No --store: none, and the hooks resolve the store as `engram mcp` does.
 */
export function storeArguments(context: CommandContext): string[] {
  const spec = stringValue(context, "store");
  if (spec === undefined) return [];
  const parsed = parseStoreSpec(spec, context.io.cwd, homeDirectory(context.io.env));
  const absolute =
    parsed.kind === "fs" ? `fs:${parsed.root}` : parsed.kind === "sqlite" ? `sqlite:${parsed.path}` : parsed.kind === "pglite" ? `pglite:${parsed.dir}` : spec;
  return ["--store", absolute];
}

/** A settings file Engram cannot edit: the hook error's message (it names the file and says it was left untouched). */
export function asCommandFailure<T>(edit: () => T): T {
  try {
    return edit();
  } catch (error) {
    if (error instanceof HookError) throw new CommandFailure(error.message);
    throw error;
  }
}
