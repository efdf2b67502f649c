import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A probe script beside `base` (the caller's `import.meta.url`): the built `<name>.js`, or its `.ts` source
 * when the bench runs from source (vitest), which Node 24 runs as it is.
 */
export function probeScript(base: string, name: string): string {
  for (const file of [`./${name}.js`, `./${name}.ts`]) {
    const path = fileURLToPath(new URL(file, base));
    if (existsSync(path)) return path;
  }
  throw new Error(`The probe script ${name} is missing beside ${fileURLToPath(base)}; build @engram/bench first.`);
}

/**
 * Forks `script` with --expose-gc (and `nodeFlags`), sends it `request` and resolves with the one message
 * it sends back; rejects when it fails, exits without a report, or runs past `timeoutMs` (then it is killed).
 */
export function runProbe<Request, Report>(
  script: string,
  request: Request,
  label: string,
  timeoutMs: number,
  nodeFlags: readonly string[] = [],
): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: ["--expose-gc", "--disable-warning=ExperimentalWarning", ...nodeFlags],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    let report: Report | undefined;
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const kill = (): void => {
      child.kill("SIGKILL");
    };
    const timer = setTimeout(kill, timeoutMs);
    process.once("exit", kill);
    const settle = (): void => {
      clearTimeout(timer);
      process.removeListener("exit", kill);
    };
    child.once("message", (message) => (report = message as Report));
    child.once("error", (error) => {
      settle();
      reject(error);
    });
    child.once("exit", (code, signal) => {
      settle();
      if (report !== undefined && code === 0) resolve(report);
      else reject(new Error(`${label} exited with ${signal ?? code} and ${report ? "a report" : "no report"}: ${stderr.trim()}`));
    });
    child.send(request as object);
  });
}
