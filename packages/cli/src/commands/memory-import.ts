import { createReadStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { importIntoStore } from "@engram/core/transfer";
import { CommandFailure, UsageError } from "../cli-errors.js";
import { flagValue, type CommandSpec } from "../command.js";
import { dryRunOption, scopeOption } from "../common-options.js";
import { writeJson } from "../output/json.js";
import type { Progress } from "../progress.js";

const progressEvery = 1000;

async function openInput(file: string, stdin: Readable, cwd: string): Promise<Readable> {
  if (file === "-") return stdin;
  const resolved = path.resolve(cwd, file);
  const stream = createReadStream(resolved, "utf8");
  try {
    await once(stream, "open");
  } catch (error) {
    throw new CommandFailure(`Cannot read ${resolved}: ${(error as Error).message}. Pass a file written by "engram memory export", or - for stdin.`);
  }
  return stream;
}

/** The input's lines, with a progress line every thousand. */
async function* countedLines(input: Readable, progress: Progress): AsyncGenerator<string> {
  let count = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    count++;
    if (count % progressEvery === 0) progress.update(`import: ${count} lines read…`);
    yield line;
  }
  progress.done(`import: ${count} lines read.`);
}

export const memoryImport: CommandSpec = {
  name: "memory import",
  summary: "Import an export (JSONL) into the store: records replace those with the same id, session events append",
  positionals: [{ name: "file", required: true, description: 'a file written by "engram memory export", or - for stdin' }],
  options: {
    "dry-run": dryRunOption,
    scope: { ...scopeOption, description: "import only records and sessions within this scope; others are refused by line (or moved into it with --remap)" },
    remap: { type: "boolean", description: "with --scope: move records and sessions of other scopes into it, under ids of their own" },
  },
  createsStore: true,
  async run(context) {
    const dryRun = flagValue(context, "dry-run");
    const scope = context.scope();
    const remap = flagValue(context, "remap");
    if (remap && scope === undefined) throw new UsageError("--remap moves records into the --scope given with it: pass --scope too.");
    const input = await openInput(context.args[0]!, context.io.stdin, context.io.cwd);
    const store = await context.openStore();
    const report = await importIntoStore(store, countedLines(input, context.progress()), { dryRun, ...(scope === undefined ? {} : { scope, remap }) });
    if (context.json) writeJson(context.io, { dryRun, ...report });
    else {
      const verb = dryRun ? "Dry run: would import" : "Imported";
      const skipped = report.skippedEvents ? ` (${report.skippedEvents} events already there, skipped)` : "";
      context.io.stdout.write(
        `${verb} ${report.records} records, ${report.sessions} sessions and ${report.events} events${skipped}.${dryRun ? " Nothing was written." : ""}\n`,
      );
    }
    for (const rejection of report.rejected) context.io.stderr.write(`engram: line ${rejection.line}: ${rejection.reason}\n`);
    if (report.rejected.length > 0) {
      const lines = report.rejected.length === 1 ? "1 line was" : `${report.rejected.length} lines were`;
      throw new CommandFailure(
        `${lines} rejected${dryRun ? "" : "; the other lines were imported"}. Fix them and import the file again (records already imported are replaced, events already there are skipped).`,
      );
    }
  },
};
