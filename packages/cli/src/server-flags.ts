/**
 * The V8 flags `engram mcp`, a long-running server, runs with (decision 0255): each semi-space of the young
 * generation at most 16 MiB. Left to itself, V8 grows them to 64 MiB (128 MiB of young generation) on a machine
 * of 24 GB, and recall's short-lived arrays then sweep that much memory between collections: at a year of use
 * (SQLite, 500,000 archived messages) the peak RSS over the recalls was 326-333 MiB that way and 266-272 MiB with
 * 16 MiB, and recall 4% slower (the bench's personal-scale suite; fresh processes alternating). A flag V8 reads
 * when its heap is made: set later it changes nothing, so the process is replaced by one started with it.
 */
export const serverV8Flags: readonly string[] = ["--max-semi-space-size=16"];

/** What `serverRelaunch` reads of the process. */
export interface ServerProcess {
  readonly execPath: string;
  readonly execArgv: readonly string[];
  /** process.argv: the node binary, this script, then the arguments. */
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  /** process.execve where Node has it (POSIX, Node >= 22.15). */
  readonly execve?: unknown;
}

/**
 * The arguments to replace this process with (`process.execve(execPath, args, env)`) so that it runs with
 * `serverV8Flags`; undefined to go on as it is: when it already runs with them, or with a young generation
 * the person sized (`--max-semi-space-size` or `--max-semi-space-size` in NODE_OPTIONS), when
 * ENGRAM_KEEP_V8_FLAGS is set (to 1 or anything else), or where a process cannot be replaced.
 */
export function serverRelaunch(running: ServerProcess): string[] | undefined {
  if (typeof running.execve !== "function") return undefined;
  const keep = running.env["ENGRAM_KEEP_V8_FLAGS"];
  if (keep !== undefined && keep !== "") return undefined;
  const sized = (flag: string) => /^--max[-_]semi[-_]space[-_]size(=|$)/.test(flag);
  if (running.execArgv.some(sized)) return undefined;
  if ((running.env["NODE_OPTIONS"] ?? "").split(/\s+/).some(sized)) return undefined;
  const [, script, ...args] = running.argv;
  if (script === undefined) return undefined;
  return [running.execPath, ...serverV8Flags, ...running.execArgv, script, ...args];
}

/**
 * Replaces this process with one running `serverV8Flags` (the same pid, stdin, stdout and stderr: an MCP
 * client talking over stdio sees nothing). Returns when it stays as it is, or when the replacement failed
 * (the server then runs with V8's own sizes).
 */
export function relaunchAsServer(running: ServerProcess & { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }): void {
  const args = serverRelaunch(running);
  if (args === undefined || running.execve === undefined) return;
  try {
    running.execve(running.execPath, args, running.env as NodeJS.ProcessEnv);
  } catch {
    // An exec the system refused: serve as we are.
  }
}
