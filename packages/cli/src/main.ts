#!/usr/bin/env node
import { runCli } from "./run-cli.js";

// exitCode rather than process.exit(): stdout is flushed before the process ends.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: process.cwd(),
  env: process.env,
});
