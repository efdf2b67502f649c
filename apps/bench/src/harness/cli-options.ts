import { parseArgs } from "node:util";

export interface CliOptions {
  /** Suites to run; empty means all. */
  readonly suites: readonly string[];
  /** Small sizes and few iterations: a smoke run, not a measurement. */
  readonly quick: boolean;
  /** Results file; relative paths are taken from the current directory. Undefined means the default. */
  readonly out: string | undefined;
  /** A PostgreSQL server for the postgres-scale suite (its dataset is kept there for reruns); undefined: the suite starts its own. */
  readonly postgres: string | undefined;
  readonly help: boolean;
}

export const usage = `usage: node dist/main.js [--suite <name>]... [--quick] [--out <file>] [--postgres <url>]
  --suite <name>  run only this suite (repeatable; default: all)
  --quick         small sizes and few iterations (a smoke run, numbers are not meaningful)
  --out <file>    write the JSON results here (default: <repo>/.bench/results.json)
  --postgres <url>  the server postgres-scale builds its dataset on and keeps it for reruns (default: a server it starts and removes)`;

export function parseCliOptions(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      suite: { type: "string", multiple: true },
      quick: { type: "boolean", default: false },
      out: { type: "string" },
      postgres: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return { suites: values.suite ?? [], quick: values.quick ?? false, out: values.out, postgres: values.postgres, help: values.help ?? false };
}
