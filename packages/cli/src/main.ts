#!/usr/bin/env node
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
  if (hook) {
    // A hook never fails its agent: whatever escapes is logged and the process still exits 0.
    const { createHookLog, hookLogFile } = await import("./hook-log.js");
    const log = createHookLog(hookLogFile(process.env), "engram hooks run");
    const bail = (error: unknown) => {
      log(`crashed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(0);
    };
    process.on("uncaughtException", bail);
    process.on("unhandledRejection", bail);
    // Even a process that ends with work unsettled (Node's exit code 13) answers 0.
    process.on("exit", () => {
      process.exitCode = 0;
    });
  }
  const { runCli } = await import("./run-cli.js");
  // exitCode rather than process.exit(): stdout is flushed before the process ends.
  process.exitCode = await runCli(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: process.env,
  });
  // A hook has answered: whatever its work left behind (a store connection, a late timer) may not keep the agent waiting.
  if (hook) setTimeout(() => process.exit(0), 1_000).unref();
}
