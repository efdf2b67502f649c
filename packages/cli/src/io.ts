import type { Readable } from "node:stream";
import type { HookInputRead } from "@engram/mcp/hooks/small-talk";

/** Where a command reads and writes; tests and main pass the process's streams. */
export interface CliIO {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stdin: Readable & { readonly isTTY?: boolean };
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** `engram hooks run`: stdin's hook JSON, when main started reading it before loading the command (decision 0167). */
  readonly hookInput?: Promise<HookInputRead>;
  /** Starts a detached `engram` run (the hooks' background job); tests pass their own. Default: `startBackgroundJob`. */
  readonly startBackgroundJob?: (args: readonly string[], options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv }) => void;
}
