import { EngramError } from "@engram/core";
import { demoUsage, parseDemoArgs } from "./cli-options.js";
import { runDemo } from "./pipeline/run-demo.js";
import { runScenario } from "./run-scenario.js";
import { shouldUseColor } from "./style.js";

// The entry behind `npm run demo`: the demos themselves are functions so tests can capture their output.
let stdoutClosed = false;
const write = (line: string): void => {
  if (!stdoutClosed) process.stdout.write(`${line}\n`);
};
// `… | head` closes the pipe early: stop printing but finish, so the temp store is still removed.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  stdoutClosed = true;
});
const color = shouldUseColor(process.stdout, process.env);
try {
  const options = parseDemoArgs(process.argv.slice(2));
  if (options.help) write(demoUsage);
  else if (options.pipelineOnly) await runDemo({ write, color });
  else await runScenario({ write, color, ...(options.storeDir === undefined ? {} : { storeDir: options.storeDir }) });
} catch (error) {
  if (!(error instanceof EngramError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 2;
}
