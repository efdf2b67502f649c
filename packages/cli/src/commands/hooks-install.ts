import { claudeCodeHookEvents, engramHookCommand, engramMcpEntry, withEngramHooks, withEngramMcpServer } from "@engram/mcp/hooks";
import { claudeCodeFiles, readJsonFile, writeJsonFile } from "../claude-code-files.js";
import type { CommandSpec } from "../command.js";
import { agentPositional, asCommandFailure, requireClaudeCode, scopeFlags, scopeOf, storeArguments } from "../hook-install-options.js";
import { findOnPath, hookProgram } from "../hook-program.js";
import { writeJson } from "../output/json.js";

export const hooksInstall: CommandSpec = {
  name: "hooks install",
  summary: "Give Claude Code Engram memory: add the hooks to its settings and the MCP server entry, keeping everything else",
  positionals: [agentPositional],
  options: {
    ...scopeFlags,
    command: {
      type: "string",
      value: "<program>",
      description: 'the program the hooks and the MCP entry run (default: engram, found on PATH), e.g. "npx -y @engram/cli"',
    },
  },
  async run(context) {
    requireClaudeCode(context);
    const { io } = context;
    const files = claudeCodeFiles(scopeOf(context), io.cwd, io.env);
    const program = hookProgram(context);
    const extra = storeArguments(context);
    const settingsFile = readJsonFile(files.settings);
    const mcpFile = readJsonFile(files.mcp);
    const commands = Object.fromEntries(claudeCodeHookEvents.map((event) => [event, engramHookCommand(event, program, extra)]));
    // Both files are checked before either is written: a malformed one leaves both untouched.
    const settings = asCommandFailure(() => withEngramHooks(settingsFile.value ?? {}, commands, files.settings));
    const mcp = asCommandFailure(() => withEngramMcpServer(mcpFile.value ?? {}, engramMcpEntry(program, extra), files.mcp));
    if (settings.changed) writeJsonFile(settingsFile, settings.settings);
    if (mcp.changed) writeJsonFile(mcpFile, mcp.config);
    const found = findOnPath(program[0]!, io.env);
    if (context.json) {
      writeJson(io, {
        scope: files.scope,
        settings: { file: files.settings, changed: settings.changed, events: [...claudeCodeHookEvents] },
        mcp: { file: files.mcp, changed: mcp.changed, kept: mcp.kept },
        command: { program: [...program], found: found ?? null },
      });
      return;
    }
    const where = `Claude Code (${files.scope})`;
    io.stdout.write(`${where}: hooks ${claudeCodeHookEvents.join(", ")} in ${files.settings} (${settings.changed ? "installed" : "already installed"})\n`);
    io.stdout.write(
      mcp.kept
        ? `${where}: kept your own "engram" MCP server in ${files.mcp} (it is not one engram hooks wrote)\n`
        : `${where}: MCP server "engram" in ${files.mcp} (${mcp.changed ? "added" : "already there"})\n`,
    );
    io.stdout.write(
      found === undefined
        ? `Warning: "${program[0]}" is not on this PATH: the hooks run "${commands.SessionStart}". Install the CLI globally (npm i -g @engram/cli) or run install again with --command.\n`
        : `The hooks run "${commands.SessionStart}" (and the other events); "${program[0]}" is ${found}.\n`,
    );
    io.stdout.write("Start a new Claude Code session to load them; Claude Code asks once before it uses a project's .mcp.json servers.\n");
  },
};
