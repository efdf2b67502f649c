import { isObject, type JsonObject } from "./claude-code-settings.js";
import { HookError } from "./hook-error.js";

/** The name Engram's server goes by in an MCP configuration (`claude mcp add engram …`). */
export const engramMcpServerName = "engram";

/** A stdio MCP server entry as Claude Code's `.mcp.json` and `~/.claude.json` hold it. */
export interface McpServerEntry {
  readonly command: string;
  readonly args: readonly string[];
}

/** `engram mcp` as an entry: the program's first word is the command, the rest and `mcp` and `extra` the arguments. */
export function engramMcpEntry(program: readonly string[], extra: readonly string[] = []): McpServerEntry {
  const [command = "engram", ...rest] = program;
  return { command, args: [...rest, "mcp", ...extra] };
}

/** Whether an entry is one Engram wrote: a stdio command of an engram program whose arguments run `mcp`. */
export function isEngramMcpEntry(entry: unknown): boolean {
  if (!isObject(entry) || typeof entry["command"] !== "string" || !Array.isArray(entry["args"])) return false;
  if (entry["type"] !== undefined && entry["type"] !== "stdio") return false;
  const args = entry["args"];
  return args.every((arg) => typeof arg === "string") && args.includes("mcp") && /engram/i.test([entry["command"], ...args].join(" "));
}

function servers(config: unknown, file: string): { config: JsonObject; servers: JsonObject | undefined } {
  if (!isObject(config))
    throw new HookError(
      "SETTINGS_INVALID",
      `${file} is not an MCP configuration Engram can edit: the file is not a JSON object. Fix it by hand (it was left untouched).`,
    );
  const found = config["mcpServers"];
  if (found !== undefined && !isObject(found)) {
    throw new HookError(
      "SETTINGS_INVALID",
      `${file} is not an MCP configuration Engram can edit: "mcpServers" is not an object. Fix it by hand (it was left untouched).`,
    );
  }
  return { config, servers: found };
}

/** The `engram` entry of a configuration, as it stands. */
export function engramMcpServerIn(config: unknown, file: string): unknown {
  return servers(config, file).servers?.[engramMcpServerName];
}

/**
 * The configuration with Engram's server under `mcpServers.engram`, everything else kept. An entry
 * Engram wrote before is replaced when it differs; an `engram` entry of a person's own making (over
 * HTTP, say) is kept and reported (`kept`), never overwritten.
 */
export function withEngramMcpServer(config: unknown, entry: McpServerEntry, file: string): { config: JsonObject; changed: boolean; kept: boolean } {
  const checked = servers(config, file);
  const existing = checked.servers?.[engramMcpServerName];
  const wanted = { command: entry.command, args: [...entry.args] };
  if (existing !== undefined && !isEngramMcpEntry(existing)) return { config: checked.config, changed: false, kept: true };
  if (
    existing !== undefined &&
    JSON.stringify({ command: (existing as JsonObject)["command"], args: (existing as JsonObject)["args"] }) === JSON.stringify(wanted)
  ) {
    return { config: checked.config, changed: false, kept: false };
  }
  const merged = { ...(isObject(existing) ? existing : {}), ...wanted };
  return { config: { ...checked.config, mcpServers: { ...(checked.servers ?? {}), [engramMcpServerName]: merged } }, changed: true, kept: false };
}

/** The configuration without an `engram` entry Engram wrote (a person's own is kept); `mcpServers` goes when left empty. */
export function withoutEngramMcpServer(config: unknown, file: string): { config: JsonObject; changed: boolean } {
  const checked = servers(config, file);
  if (!isEngramMcpEntry(checked.servers?.[engramMcpServerName])) return { config: checked.config, changed: false };
  const { [engramMcpServerName]: _ours, ...others } = checked.servers!;
  const { mcpServers: _old, ...rest } = checked.config;
  return { config: Object.keys(others).length > 0 ? { ...checked.config, mcpServers: others } : rest, changed: true };
}
