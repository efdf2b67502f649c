import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { claudeConfigDir } from "@engram/mcp/hooks";
import { CommandFailure } from "./cli-errors.js";
import { homeDirectory } from "./store-spec.js";

export type ClaudeCodeScope = "project" | "user";

/** The two files `engram hooks install` edits for a scope. */
export interface ClaudeCodeFiles {
  readonly scope: ClaudeCodeScope;
  /** `.claude/settings.json` of the project, or of Claude Code's configuration directory. */
  readonly settings: string;
  /** `.mcp.json` of the project, or the user's `.claude.json`. */
  readonly mcp: string;
}

/**
 * Where Claude Code reads a scope's hooks and MCP servers: for the project (the current directory,
 * where Claude Code is started), `.claude/settings.json` and `.mcp.json`; for the user,
 * `settings.json` in `$CLAUDE_CONFIG_DIR` or `~/.claude`, and `.claude.json` in `$CLAUDE_CONFIG_DIR` or `~`.
 */
export function claudeCodeFiles(scope: ClaudeCodeScope, cwd: string, env: NodeJS.ProcessEnv): ClaudeCodeFiles {
  if (scope === "project") return { scope, settings: path.join(cwd, ".claude", "settings.json"), mcp: path.join(cwd, ".mcp.json") };
  const home = homeDirectory(env);
  const configured = env["CLAUDE_CONFIG_DIR"];
  const userConfig = configured && path.isAbsolute(configured) ? path.join(configured, ".claude.json") : path.join(home, ".claude.json");
  return { scope, settings: path.join(claudeConfigDir(env, home), "settings.json"), mcp: userConfig };
}

/** A JSON file as read: its value (undefined when there is no file) and the indentation to write it back with. */
export interface JsonFile {
  readonly file: string;
  readonly value: unknown;
  readonly indent: string;
}

/** Reads a JSON file a person may have edited; CommandFailure naming it when it is not JSON (nothing is written then). */
export function readJsonFile(file: string): JsonFile {
  if (!existsSync(file)) return { file, value: undefined, indent: "  " };
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CommandFailure(`Cannot read ${file}: ${(error as Error).message}.`);
  }
  if (text.trim() === "") return { file, value: undefined, indent: "  " };
  try {
    return { file, value: JSON.parse(text), indent: /^[{[]\r?\n([ \t]+)\S/.exec(text)?.[1] ?? "  " };
  } catch (error) {
    throw new CommandFailure(`${file} is not valid JSON (${(error as Error).message}): fix it by hand, then run the command again. It was left untouched.`);
  }
}

/**
 * Writes JSON atomically: a temporary file beside the target, then a rename, so a reader (Claude Code)
 * sees the old file or the new one, never half of one. A symlinked file is written where it points;
 * the file keeps its permissions.
 */
export function writeJsonFile(target: JsonFile, value: unknown): void {
  const file = existsSync(target.file) ? realpathSync.native(target.file) : target.file;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.engram-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(value, null, target.indent)}\n`, { flag: "wx", mode: 0o600 });
    if (existsSync(file)) chmodSync(temporary, statSync(file).mode & 0o777);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Removes a file that holds nothing any more (what uninstall left of a file install created). */
export function removeFile(target: JsonFile): void {
  rmSync(existsSync(target.file) ? realpathSync.native(target.file) : target.file, { force: true });
}
