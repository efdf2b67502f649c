import { withoutEngramHooks, withoutEngramMcpServer } from "@engram/mcp/hooks";
import { claudeCodeFiles, type JsonFile, readJsonFile, removeFile, writeJsonFile } from "../claude-code-files.js";
import type { CommandSpec } from "../command.js";
import { agentPositional, asCommandFailure, requireClaudeCode, scopeFlags, scopeOf } from "../hook-install-options.js";
import { writeJson } from "../output/json.js";

/** Writes what uninstall left, or removes a project file left empty (what install created from nothing). */
function save(file: JsonFile, value: Record<string, unknown>, removable: boolean): void {
  if (removable && Object.keys(value).length === 0) removeFile(file);
  else writeJsonFile(file, value);
}

export const hooksUninstall: CommandSpec = {
  name: "hooks uninstall",
  summary: "Take Engram's hooks and MCP server entry out of Claude Code's settings, and nothing else",
  positionals: [agentPositional],
  options: { ...scopeFlags },
  async run(context) {
    requireClaudeCode(context);
    const { io } = context;
    const files = claudeCodeFiles(scopeOf(context), io.cwd, io.env);
    const settingsFile = readJsonFile(files.settings);
    const mcpFile = readJsonFile(files.mcp);
    const settings = settingsFile.value === undefined ? undefined : asCommandFailure(() => withoutEngramHooks(settingsFile.value, files.settings));
    const mcp = mcpFile.value === undefined ? undefined : asCommandFailure(() => withoutEngramMcpServer(mcpFile.value, files.mcp));
    // The user's ~/.claude.json is Claude Code's own state: it is edited, never removed.
    if (settings?.changed) save(settingsFile, settings.settings, files.scope === "project");
    if (mcp?.changed) save(mcpFile, mcp.config, files.scope === "project");
    if (context.json) {
      writeJson(io, {
        scope: files.scope,
        settings: { file: files.settings, changed: settings?.changed ?? false },
        mcp: { file: files.mcp, changed: mcp?.changed ?? false },
      });
      return;
    }
    const where = `Claude Code (${files.scope})`;
    io.stdout.write(`${where}: ${settings?.changed ? "removed Engram's hooks from" : "no Engram hooks in"} ${files.settings}\n`);
    io.stdout.write(`${where}: ${mcp?.changed ? 'removed the "engram" MCP server from' : "no Engram MCP server entry in"} ${files.mcp}\n`);
  },
};
