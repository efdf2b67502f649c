import { existsSync, readFileSync, statSync } from "node:fs";
import { claudeCodeHookEvents, engramHookEvents, engramMcpServerIn, isEngramMcpEntry } from "@engram/mcp/hooks";
import { claudeCodeFiles, type ClaudeCodeScope, readJsonFile } from "../claude-code-files.js";
import type { CommandContext, CommandSpec } from "../command.js";
import { hookBundleChoice } from "../hook-bundle.js";
import { hookLogFile } from "../hook-log.js";
import { defaultHookProgram, findOnPath } from "../hook-program.js";
import { writeJson } from "../output/json.js";
import { mcpCommand } from "./mcp.js";

interface ScopeStatus {
  readonly scope: ClaudeCodeScope;
  readonly settings: string;
  /** Events with Engram's hook; undefined when the file could not be read. */
  readonly hooks: string[] | undefined;
  readonly mcp: string;
  /** "engram" (Engram's entry), "own" (an engram entry of someone's own making), "none", or undefined when unreadable. */
  readonly server: "engram" | "own" | "none" | undefined;
  readonly problem?: string;
}

function scopeStatus(context: CommandContext, scope: ClaudeCodeScope): ScopeStatus {
  const files = claudeCodeFiles(scope, context.io.cwd, context.io.env);
  try {
    const hooks = engramHookEvents(readJsonFile(files.settings).value ?? {}, files.settings);
    const entry = engramMcpServerIn(readJsonFile(files.mcp).value ?? {}, files.mcp);
    const server = entry === undefined ? "none" : isEngramMcpEntry(entry) ? "engram" : "own";
    return { scope, settings: files.settings, hooks, mcp: files.mcp, server };
  } catch (error) {
    return { scope, settings: files.settings, hooks: undefined, mcp: files.mcp, server: undefined, problem: (error as Error).message };
  }
}

/** The log's size and its last line: the last problem a hook had. */
function logStatus(file: string): { file: string; bytes: number; last?: string } {
  if (!existsSync(file)) return { file, bytes: 0 };
  const bytes = statSync(file).size;
  const last = readFileSync(file, "utf8").trimEnd().split("\n").at(-1);
  return { file, bytes, ...(last ? { last } : {}) };
}

export const hooksStatus: CommandSpec = {
  name: "hooks status",
  summary: "Show where Engram's Claude Code hooks and MCP entry are installed, which store they use, and the hooks' last logged problem",
  positionals: [],
  options: {},
  ...(mcpCommand.defaultStore === undefined ? {} : { defaultStore: mcpCommand.defaultStore }),
  async run(context) {
    const { io } = context;
    const scopes = [scopeStatus(context, "project"), scopeStatus(context, "user")];
    const program = defaultHookProgram[0];
    const found = findOnPath(program, io.env);
    const log = logStatus(hookLogFile(io.env));
    const bundle = hookBundleChoice(io.env);
    if (context.json) {
      writeJson(io, { scopes, command: { program, found: found ?? null }, store: context.storeLabel(), bundle, log });
      return;
    }
    for (const status of scopes) {
      const hooks =
        status.hooks === undefined
          ? "unreadable"
          : status.hooks.length === 0
            ? "none"
            : status.hooks.length === claudeCodeHookEvents.length
              ? "all five"
              : status.hooks.join(", ");
      const server =
        status.server === undefined ? "unreadable" : status.server === "engram" ? "engram" : status.server === "own" ? "engram (your own entry)" : "none";
      io.stdout.write(`${status.scope.padEnd(7)}  hooks: ${hooks} (${status.settings})  MCP server: ${server} (${status.mcp})\n`);
      if (status.problem) io.stdout.write(`         ${status.problem}\n`);
    }
    io.stdout.write(
      `command  ${found === undefined ? `"${program}" is not on PATH: npm i -g @engram/cli, or install with --command` : `${program} is ${found}`}\n`,
    );
    io.stdout.write(`store    ${context.storeLabel()}\n`);
    io.stdout.write(
      bundle.use
        ? `bundle   the hooks run from one bundled file on the ${bundle.kinds.join(" and ")} stores (any other: from the packages)\n`
        : `bundle   not used, the hooks run from the packages: ${bundle.reason}\n`,
    );
    io.stdout.write(`log      ${log.file} (${log.bytes} bytes)${log.last ? `\n         last: ${log.last}` : ""}\n`);
  },
};
