import type { Readable } from "node:stream";

/** Where a command reads and writes; tests and main pass the process's streams. */
export interface CliIO {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stdin: Readable & { readonly isTTY?: boolean };
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Starts a detached `engram` run (the hooks' background job); tests pass their own. Default: `startBackgroundJob`. */
  readonly startBackgroundJob?: (args: readonly string[], options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv }) => void;
}
