import { parseCliOptions, usage } from "./harness.js";
import { runBench } from "./run-bench.js";

// Exit (rather than die) on Ctrl-C or a kill, so the "exit" hooks run: suites use them to stop the
// servers they started and remove their temp directories.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(signal === "SIGINT" ? 130 : 143));

try {
  const options = parseCliOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(`${usage}\n`);
  } else {
    await runBench({
      ...options,
      write: (text) => process.stdout.write(text),
      log: (line) => process.stderr.write(`${line}\n`),
    });
  }
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
