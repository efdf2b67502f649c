#!/usr/bin/env node
import { createHookLog, hookLogFile } from "./hook-log.js";
import { isHookRun, runCli } from "./run-cli.js";

const argv = process.argv.slice(2);
if (isHookRun(argv)) {
  // A hook never fails its agent: whatever escapes is logged and the process still exits 0.
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

// exitCode rather than process.exit(): stdout is flushed before the process ends.
process.exitCode = await runCli(argv, {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: process.cwd(),
  env: process.env,
});

// A hook has answered: whatever its work left behind (a store connection, a late timer) may not keep the agent waiting.
if (isHookRun(argv)) setTimeout(() => process.exit(0), 1_000).unref();
