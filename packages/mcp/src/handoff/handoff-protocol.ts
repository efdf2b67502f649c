/**
 * The hook hand-off's wire format: one JSON line each way over a Unix domain socket. The client sends a
 * request; the server answers `accepted` at once (or `refused`), then `done` with the hook's answer.
 * Nothing is imported here: `engram hooks run` reads this before it loads anything else.
 */

/** The protocol's version, first field of every line. */
export const handoffVersion = 1;

/** Claude Code's environment variables a hook reads (the project and its configuration directory); nothing else is sent. */
export const handoffEnvNames = ["CLAUDE_PROJECT_DIR", "CLAUDE_CONFIG_DIR"] as const;
export type HandoffEnvName = (typeof handoffEnvNames)[number];

/** A request line: the hook as the hook process would have run it. */
export interface HandoffRequest {
  readonly v: typeof handoffVersion;
  /** The token file's content: proves the sender could read a file only the server's user can. */
  readonly token: string;
  readonly event: string;
  /** The hook JSON as read from stdin. */
  readonly input: string;
  /** The hook process's directory and home directory (`$HOME`). */
  readonly cwd: string;
  readonly home: string;
  readonly env: Partial<Record<HandoffEnvName, string>>;
  /** The hook's time budget when the hook was given one (`--timeout-ms`); else the server's configured one. */
  readonly timeoutMs?: number;
}

/** Why a server turned a request down without running it. */
export type HandoffRefusal = "token" | "invalid" | "too-large" | "busy";

export type HandoffReply =
  /** Read and checked: the hook runs now, within `timeoutMs`. */
  | { readonly v: typeof handoffVersion; readonly accepted: true; readonly timeoutMs: number }
  /** The hook ran: what to print, and whether it succeeded (a failure is in the hook log already). */
  | { readonly v: typeof handoffVersion; readonly done: true; readonly stdout: string; readonly ok: boolean }
  /** Not run at all: the hook process does the work itself. */
  | { readonly v: typeof handoffVersion; readonly refused: HandoffRefusal; readonly message: string };

/** The longest request line: the hook input's 4 MiB limit, JSON-escaped (mostly 1:1, at worst 2:1 for text), and the rest. */
export const maxHandoffRequestBytes = 9 * 1024 * 1024;
/** The longest reply line the client reads (the hook's answer is a few kB of context). */
export const maxHandoffReplyBytes = 4 * 1024 * 1024;
/** The token: 32 random bytes as hex. */
export const handoffTokenPattern = /^[0-9a-f]{64}$/;
