import { createWriteStream } from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { createMemory } from "@engram/core";
import { exportStore } from "@engram/core/transfer";
import { CommandFailure } from "../cli-errors.js";
import { stringValue, type CommandSpec } from "../command.js";
import { scopeOption } from "../common-options.js";
import { writeJson } from "../output/json.js";

/** Counts what an export line holds: each is an object with one key (canonical JSON, keys sorted). */
function lineKind(line: string): "record" | "session" | "event" | "header" {
  if (line.startsWith('{"record":')) return "record";
  if (line.startsWith('{"session":')) return "session";
  if (line.startsWith('{"event":')) return "event";
  return "header";
}

export const memoryExport: CommandSpec = {
  name: "memory export",
  summary: "Write records and sessions as Engram's JSONL export (to stdout, or --out)",
  positionals: [],
  options: {
    scope: scopeOption,
    out: { type: "string", value: "<file>", description: "write to this file instead of stdout" },
  },
  async run(context) {
    const scope = context.scope();
    const store = await context.openStore();
    const lines = scope ? createMemory({ store, scope, autoConsolidate: false }).export() : exportStore(store);
    const out = stringValue(context, "out");
    if (out === undefined) {
      // The export itself is the output; --json has nothing to add.
      for await (const line of lines) context.io.stdout.write(`${line}\n`);
      return;
    }
    const file = path.resolve(context.io.cwd, out);
    const counts = { records: 0, sessions: 0, events: 0 };
    const stream = createWriteStream(file);
    try {
      await once(stream, "open");
    } catch (error) {
      throw new CommandFailure(`Cannot write ${file}: ${(error as Error).message}. Check the path and its permissions.`);
    }
    for await (const line of lines) {
      const kind = lineKind(line);
      if (kind === "record") counts.records++;
      else if (kind === "session") counts.sessions++;
      else if (kind === "event") counts.events++;
      if (!stream.write(`${line}\n`)) await once(stream, "drain");
    }
    stream.end();
    await once(stream, "finish");
    if (context.json) return writeJson(context.io, { file, ...counts });
    context.io.stdout.write(`Exported ${counts.records} records, ${counts.sessions} sessions and ${counts.events} events to ${file}.\n`);
  },
};
