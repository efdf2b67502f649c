import { fileURLToPath } from "node:url";
import { UsageError } from "./cli-errors.js";
import type { HooksConfig } from "./config-file.js";

/** Characters a shell would read: a `hooks.complete` string holding one must be written as a list instead. */
const shellCharacters = /["'`$\\|&;<>(){}[\]*?~#!\0-\x1f\x7f]/;

/**
 * The argv of `hooks.complete`: a list as given; a string split on spaces, refused when it holds a
 * quote or any character a shell would read (there is no shell: write such a command as a list).
 */
export function completeArgv(hooks: HooksConfig | undefined): readonly string[] | undefined {
  const value = hooks?.complete;
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.some((word) => /[\0]/.test(word))) throw new UsageError("hooks.complete holds a NUL character: give the command as a list of plain strings.");
    return value;
  }
  if (shellCharacters.test(value)) {
    throw new UsageError(
      `hooks.complete "${value.slice(0, 80)}" holds a quote or a shell character, and is run without a shell: write it as a list of arguments, e.g. ["claude", "-p", "--model", "haiku"].`,
    );
  }
  return value.trim().split(/\s+/);
}

/** Starts `engram hooks extract <session>` detached: the hook that starts it never waits for it. */
export type StartBackgroundJob = (args: readonly string[], options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv }) => void;

/** The CLI's own entry, run by the same Node: a job behaves as the hook that started it. */
export const startBackgroundJob: StartBackgroundJob = (args, options) => {
  const main = fileURLToPath(new URL("./main.js", import.meta.url));
  // Loaded here, not with the module: a hook that starts no job never loads it.
  const { spawn } = process.getBuiltinModule("node:child_process");
  const child = spawn(process.execPath, [main, ...args], { cwd: options.cwd, env: options.env, detached: true, stdio: "ignore" });
  child.on("error", () => {});
  child.unref();
};

/**
 * After a hook answered: starts `engram hooks extract <session>` for what it left to the model, in
 * `engram hooks run` and in the `engram mcp` a hook was handed to alike. A failure to start is logged;
 * the next Stop starts the job again (its cursor says what is left).
 */
export function startHookBackgroundJob(
  job: { readonly sessionId: string } | undefined,
  options: { readonly storeFlag: string | undefined; readonly cwd: string; readonly env: NodeJS.ProcessEnv; readonly start?: StartBackgroundJob },
  log: (message: string) => void,
): void {
  if (job === undefined) return;
  const args = ["hooks", "extract", job.sessionId, ...(options.storeFlag === undefined ? [] : ["--store", options.storeFlag])];
  try {
    (options.start ?? startBackgroundJob)(args, { cwd: options.cwd, env: options.env });
  } catch (error) {
    log(`could not start the background extraction: ${(error as Error).message}`);
  }
}
