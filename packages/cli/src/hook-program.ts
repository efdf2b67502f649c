import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { UsageError } from "./cli-errors.js";
import { stringValue, type CommandContext } from "./command.js";

/** The program the installed settings run: `engram`, resolved on the PATH Claude Code runs hooks with. */
export const defaultHookProgram = ["engram"] as const;

/** --command as words (split on spaces: "npx -y @engram/cli", "/opt/bin/engram"), else `engram`. */
export function hookProgram(context: CommandContext): readonly string[] {
  const text = stringValue(context, "command");
  if (text === undefined) return defaultHookProgram;
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0 || words.some((word) => /[\0-\x1f\x7f]/.test(word))) {
    throw new UsageError(`--command "${text}" is not a command line: give the program that runs the engram CLI, e.g. "npx -y @engram/cli".`, context.name);
  }
  return words;
}

/** Where a program name resolves on `PATH` (the first executable file), or undefined. A path is checked as given. */
export function findOnPath(program: string, env: NodeJS.ProcessEnv): string | undefined {
  const candidates = program.includes("/")
    ? [program]
    : (env["PATH"] ?? "")
        .split(path.delimiter)
        .filter((dir) => dir !== "")
        .map((dir) => path.join(dir, program));
  for (const candidate of candidates) {
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}
