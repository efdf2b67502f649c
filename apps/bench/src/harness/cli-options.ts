import { parseArgs } from "node:util";

export interface CliOptions {
  /** Suites to run; empty means all. */
  readonly suites: readonly string[];
  /** Small sizes and few iterations: a smoke run, not a measurement. */
  readonly quick: boolean;
  /** Results file; relative paths are taken from the current directory. Undefined means the default. */
  readonly out: string | undefined;
  readonly help: boolean;
}

export const usage = `usage: node dist/main.js [--suite <name>]... [--quick] [--out <file>]
  --suite <name>  run only this suite (repeatable; default: all)
  --quick         small sizes and few iterations (a smoke run, numbers are not meaningful)
  --out <file>    write the JSON results here (default: <repo>/.bench/results.json)`;

export function parseCliOptions(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      suite: { type: "string", multiple: true },
      quick: { type: "boolean", default: false },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return { suites: values.suite ?? [], quick: values.quick ?? false, out: values.out, help: values.help ?? false };
}
