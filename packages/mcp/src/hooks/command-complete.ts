import type { Complete } from "@engram/core";

export interface CommandCompleteOptions {
  /** The program and its arguments, run without a shell (`["claude", "-p"]`). */
  readonly argv: readonly string[];
  /** Past this the process group is killed and the call fails (default 120 s). */
  readonly timeoutMs?: number;
  /** Past this many bytes on stdout the process group is killed and the call fails (default 1 MiB). */
  readonly maxOutputBytes?: number;
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
}

export const defaultCompleteTimeoutMs = 120_000;
export const defaultCompleteOutputBytes = 1024 * 1024;

/** Why a command model call failed; extraction and consolidation fall back to their offline paths on it. */
export class CommandCompleteError extends Error {
  readonly code = "COMPLETE_COMMAND_FAILED";
}

/**
 * `complete` backed by a command that reads a prompt on stdin and prints the answer (`claude -p`, a
 * local model's CLI): the system text, a blank line and the prompt go to its stdin; its stdout is the
 * answer's text. Run without a shell in a process group of its own; a run past `timeoutMs`, an
 * output past `maxOutputBytes`, a non-zero exit or a failure to start fails the call (the group is
 * killed), so callers fall back as they do for any model error. The answer is only text: callers
 * validate it as the hostile input it is.
 */
export function commandComplete(options: CommandCompleteOptions): Complete {
  const [program, ...args] = options.argv;
  if (program === undefined || program === "")
    throw new CommandCompleteError('hooks.complete names no program: give the command as a list, e.g. ["claude", "-p"].');
  const timeoutMs = options.timeoutMs ?? defaultCompleteTimeoutMs;
  const maxOutputBytes = options.maxOutputBytes ?? defaultCompleteOutputBytes;
  return (request) =>
    new Promise((resolve, reject) => {
      // Loaded at the first call, not with the module: a hook that asks no model never loads it.
      const { spawn } = process.getBuiltinModule("node:child_process");
      const child = spawn(program, args, {
        shell: false,
        detached: true,
        stdio: ["pipe", "pipe", "ignore"],
        ...(options.env ? { env: options.env } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
      });
      const chunks: Buffer[] = [];
      let bytes = 0;
      let failure: string | undefined;
      const stop = (reason: string): void => {
        failure ??= reason;
        try {
          if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
        } catch {
          child.kill("SIGKILL");
        }
      };
      const timer = setTimeout(() => stop(`timed out after ${timeoutMs} ms`), timeoutMs);
      const onAbort = (): void => stop("aborted");
      request.signal?.addEventListener("abort", onAbort, { once: true });
      child.stdout.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > maxOutputBytes) stop(`printed more than ${maxOutputBytes} bytes`);
        else chunks.push(chunk);
      });
      // The program may exit without reading its prompt: that is its exit status's to report.
      child.stdin.on("error", () => {});
      child.on("error", (error) => {
        failure ??= `could not start: ${error.message}`;
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        request.signal?.removeEventListener("abort", onAbort);
        const reason = failure ?? (code !== 0 ? `exited with ${code === null ? `signal ${signal}` : `code ${code}`}` : undefined);
        if (reason !== undefined) reject(new CommandCompleteError(`The hooks.complete command ${program} ${reason}.`));
        else resolve({ text: Buffer.concat(chunks).toString("utf8") });
      });
      child.stdin.end(`${request.system}\n\n${request.prompt}\n`);
    });
}
