import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const mainScript = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export interface EngramRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built command as a user would: `node dist/main.js ...` in `cwd`, stdin a pipe (not a terminal). */
export function runEngram(args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): Promise<EngramRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mainScript, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}
