import { homedir } from "node:os";
import path from "node:path";

/**
 * Where Engram keeps a person's files: Node's own modules only, so `engram hooks run` can find the
 * hand-off socket before it loads anything else.
 */

/** The home directory a `~` stands for: $HOME (so tests and sandboxes can move it), else the OS's. */
export function homeDirectory(env: NodeJS.ProcessEnv): string {
  return env["HOME"] || env["USERPROFILE"] || homedir();
}

/** The Engram home: `$ENGRAM_HOME` (relative to the current directory), else `~/.engram`. It holds the personal store, the hooks' log and the hand-off socket. */
export function engramHome(env: NodeJS.ProcessEnv): string {
  const configured = env["ENGRAM_HOME"];
  return configured ? path.resolve(configured) : path.join(homeDirectory(env), ".engram");
}
