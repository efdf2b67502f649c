#!/usr/bin/env node
import type { Readable } from "node:stream";
import { isHookRun, isVersionOnly } from "./invocation-kind.js";

// Each path loads only what it needs: `engram --version` reads package.json and nothing else, and
// `engram hooks run` (what Claude Code waits for on every prompt) never loads the other commands' modules.
const argv = process.argv.slice(2);
if (isVersionOnly(argv)) {
  const { cliVersion } = await import("./version.js");
  process.stdout.write(`${cliVersion}\n`);
} else {
  await run(argv);
}

async function run(argv: readonly string[]): Promise<void> {
  const hook = isHookRun(argv);
  let stdin: Readable & { readonly isTTY?: boolean } = process.stdin;
  if (hook) {
    // The log (and the redaction it loads) is imported only when there is something to say.
    const hookLog = async (lines: readonly string[]): Promise<void> => {
      if (lines.length === 0) return;
      const { createHookLog, hookLogFile } = await import("./hook-log.js");
      const log = createHookLog(hookLogFile(process.env), "engram hooks run");
      for (const line of lines) log(line);
    };
    // A hook never fails its agent: whatever escapes is logged and the process still exits 0.
    const bail = (error: unknown) => {
      void hookLog([`crashed: ${error instanceof Error ? error.message : String(error)}`]).finally(() => process.exit(0));
    };
    process.on("uncaughtException", bail);
    process.on("unhandledRejection", bail);
    // Even a process that ends with work unsettled (Node's exit code 13) answers 0.
    process.on("exit", () => {
      process.exitCode = 0;
    });
    // A running `engram mcp` gets the hook first (decision 0162); only Node's own modules are loaded to ask it.
    const { tryHookHandoff } = await import("./hook-handoff.js");
    const attempt = await tryHookHandoff(argv, { stdin: process.stdin, stdout: process.stdout, env: process.env, cwd: process.cwd() }).catch(
      (error: unknown) => ({ handled: true, log: [`the hand-off to engram mcp failed: ${error instanceof Error ? error.message : String(error)}`] }) as const,
    );
    await hookLog(attempt.log);
    if (attempt.handled) {
      setTimeout(() => process.exit(0), 1_000).unref();
      return;
    }
    stdin = attempt.stdin;
  }
  const { runCli } = await import("./run-cli.js");
  // exitCode rather than process.exit(): stdout is flushed before the process ends.
  process.exitCode = await runCli(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin,
    cwd: process.cwd(),
    env: process.env,
  });
  // A hook has answered: whatever its work left behind (a store connection, a late timer) may not keep the agent waiting.
  if (hook) setTimeout(() => process.exit(0), 1_000).unref();
}
