/**
 * The V8 flags `engram mcp`, a long-running server, runs with (decision 0255): each semi-space of the young
 * generation at most 16 MiB. Left to itself, V8 grows them to 64 MiB (128 MiB of young generation) on a machine
 * of 24 GB, and recall's short-lived arrays then sweep that much memory between collections: at a year of use
 * (SQLite, 500,000 archived messages) the peak RSS over the recalls was 326-333 MiB that way and 266-272 MiB with
 * 16 MiB, and recall 4% slower (the bench's personal-scale suite; fresh processes alternating). A flag V8 reads
 * when its heap is made: set later it changes nothing, so the process is replaced by one started with it.
 */
export const serverV8Flags: readonly string[] = ["--max-semi-space-size=16"];

/** What `serverRelaunch` reads of the process (`process` satisfies it). */
export interface ServerProcess {
  readonly execPath: string;
  readonly execArgv: readonly string[];
  /** process.argv: the node binary, this script, then the arguments. */
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  /** process.execve where Node has it (POSIX, Node >= 22.15). */
  readonly execve?: (file: string, args?: readonly string[], env?: NodeJS.ProcessEnv) => never;
}

/** Whether a flag (as given, or quoted inside NODE_OPTIONS) sizes the young generation's semi-spaces. */
function sizesSemiSpace(flag: string): boolean {
  return /^["']?--max[-_]semi[-_]space[-_]size(=|$|["'])/.test(flag);
}

/**
 * The arguments to replace this process with (`process.execve(execPath, args, env)`) so that it runs with
 * `serverV8Flags`; undefined to go on as it is: when it already runs with them, or with a young generation
 * the person sized (`--max-semi-space-size` among Node's flags or in NODE_OPTIONS, quoted or not), when
 * ENGRAM_KEEP_V8_FLAGS is set to anything but an empty string, or where a process cannot be replaced.
 */
export function serverRelaunch(running: ServerProcess): string[] | undefined {
  if (running.execve === undefined) return undefined;
  const keep = running.env["ENGRAM_KEEP_V8_FLAGS"];
  if (keep !== undefined && keep !== "") return undefined;
  if (running.execArgv.some(sizesSemiSpace)) return undefined;
  if ((running.env["NODE_OPTIONS"] ?? "").split(/\s+/).some(sizesSemiSpace)) return undefined;
  const [, script, ...args] = running.argv;
  if (script === undefined) return undefined;
  return [running.execPath, ...serverV8Flags, ...running.execArgv, script, ...args];
}

/**
 * Replaces this process with one running `serverV8Flags` (the same pid, stdin, stdout and stderr: an MCP
 * client talking over stdio sees nothing). Returns when it stays as it is, or when the replacement failed
 * (the server then runs with V8's own sizes).
 */
export function relaunchAsServer(running: ServerProcess): void {
  const args = serverRelaunch(running);
  if (args === undefined) return;
  try {
    running.execve?.(running.execPath, args, running.env);
  } catch {
    // An exec the system refused: serve as we are.
  }
}
