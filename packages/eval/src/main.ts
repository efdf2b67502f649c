import { writeFile } from "node:fs/promises";
import { parseEvalArgs, usage } from "./cli-args.js";
import { isEvalError } from "./eval-error.js";
import { loadComplete } from "./load-complete.js";
import { runEval } from "./run-eval.js";

/** Progress on stderr: transient lines only on a terminal, where each overwrites the last. */
function progressLine(line: string, transient = false): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}${transient ? "" : "\n"}`);
  else if (!transient) process.stderr.write(`${line}\n`);
}

/** The recall eval's command line: `npm run eval -- --help`. */
async function main(): Promise<void> {
  const args = parseEvalArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const complete = args.complete ? await loadComplete(args.complete) : undefined;
  const { report, text } = await runEval(args, { ...(complete ? { complete } : {}), progress: progressLine });
  if (args.out) {
    await writeFile(args.out, `${JSON.stringify(report)}\n`);
    progressLine(`Scores and rankings written to ${args.out}.`);
  }
  process.stdout.write(`${text}\n`);
}

main().catch((error: unknown) => {
  // A person can fix these (a flag, a file, a field): the message says how, a stack would only hide it.
  const known = isEvalError(error) || (error instanceof Error && error.name === "EngramError");
  process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
