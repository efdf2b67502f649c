import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const mainScript = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built command as `npm run eval` does: `node dist/main.js ...`, typed in `cwd` (INIT_CWD). */
export function runEvalCli(args: readonly string[], cwd: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mainScript, ...args], { cwd, env: { ...process.env, INIT_CWD: cwd }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
