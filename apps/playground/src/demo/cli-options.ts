import { EngramError } from "@engram/core";

export interface DemoCliOptions {
  /** Keep the scenario's store here instead of a temp directory. */
  readonly storeDir?: string;
  /** Run the older single-session demo of the context pipeline alone. */
  readonly pipelineOnly: boolean;
  readonly help: boolean;
}

export const demoUsage = `Usage: node dist/demo/main.js [--store-dir DIR] [--pipeline-only]

  --store-dir DIR   keep the scenario's store (Markdown + JSONL) in DIR, which must be new or empty;
                    by default it lives in a temp directory removed at the end
  --pipeline-only   only the context pipeline: one 33-call session in a 4,096-token window, with
                    every trim and a reactive retry after a length rejection
  --help            this text`;

export function parseDemoArgs(argv: readonly string[]): DemoCliOptions {
  let storeDir: string | undefined;
  let pipelineOnly = false;
  let help = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--pipeline-only") pipelineOnly = true;
    else if (arg === "--help" || arg === "-h") help = true;
    else if (arg === "--store-dir" || arg.startsWith("--store-dir=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++index];
      if (!value) throw new EngramError("INVALID_OPTIONS", "--store-dir needs a directory: --store-dir ./engram-demo");
      storeDir = value;
    } else {
      throw new EngramError("INVALID_OPTIONS", `Unknown option ${arg}.\n\n${demoUsage}`);
    }
  }
  if (pipelineOnly && storeDir !== undefined) {
    throw new EngramError("INVALID_OPTIONS", "--store-dir applies to the scenario; --pipeline-only keeps nothing on disk. Pass one of them.");
  }
  return { ...(storeDir === undefined ? {} : { storeDir }), pipelineOnly, help };
}
