import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StoreSpec } from "@engram/core/store";
import { datasetFormats, type DatasetFormat } from "./conversation-set.js";
import { EvalError } from "./eval-error.js";
import { parseEvalStore } from "./eval-store.js";
import { ingestModes, type IngestMode } from "./ingest-conversation.js";

export type EvalSystems = "engram" | "bm25" | "both";

export interface EvalArgs {
  readonly help: boolean;
  /** Data files or directories, resolved; empty in summary mode. */
  readonly data: readonly string[];
  readonly format?: DatasetFormat;
  /** Summary mode: the named data sets (only "dev"), in one table. */
  readonly dataset?: "dev";
  /** Where summary mode finds the dev sets. */
  readonly dataDir: string;
  readonly out?: string;
  readonly ks?: number[];
  readonly budgets?: number[];
  /** "engram" (default per data set), "bm25" (the floor), or "both" (`--compare`, and summary mode). */
  readonly system: EvalSystems;
  /** A module whose default export is `complete(prompt) => Promise<string>`. */
  readonly complete?: string;
  /** Where Engram's run writes (`--store`); absent: a fresh in-memory store per conversation. */
  readonly store?: StoreSpec;
  /** `turns`: each turn appended alone, with a usage report after each assistant turn (`--ingest`); absent: `batch`. */
  readonly ingest?: IngestMode;
}

export const usage = `Usage: npm run eval -- [--data <path>]... [flags]      (from the repo root: bootstraps, builds, runs)
       node packages/eval/dist/main.js [--data <path>]... [flags]

Measures whether Engram's recall returns the conversation turns that hold the answer (all@k, any@k,
and the same under token budgets), against a plain BM25 floor, on LoCoMo, REALTALK and LongMemEval data.
With no --data (or with --dataset dev) it runs the three dev sets and prints one summary table.

Flags:
  --data <path>           a data file or directory (LoCoMo .json, REALTALK Chat_*.json or a directory of them,
                          LongMemEval question files or one file holding an array); repeat or comma-separate
  --format <name>         locomo | realtalk | longmemeval (default: detected from the path and its content)
  --dataset dev           summary mode: the LoCoMo, REALTALK and LongMemEval dev sets, BM25 vs Engram, one table
  --data-dir <dir>        where --dataset dev finds locomo-dev.json, realtalk-dev/ and longmemeval-dev/
                          (default: shared/data beside the repository)
  --compare               score the BM25 floor and Engram side by side (summary mode always does)
  --baseline bm25         score the BM25 floor only
  --k <k,...>             cut-offs for all@k / any@k (default 5,10,20; repeatable)
  --budgets <n,...>       token budgets (default 256,512,1024,2048,4096)
  --out <file>            write JSON: per data set the scores, the evidence left out, recall latency,
                          and every system's rankings
  --store <spec>          run Engram's recall on this store instead of an in-memory one per conversation:
                          sqlite:<file>, fs:<dir>, pglite:<dir> (or pglite:memory://), postgres://…[?schema=],
                          redis://…[/<prefix>], redis+cluster://…; it must be empty, and each conversation
                          is cleared from it after its questions (the store package must be installed)
  --ingest <mode>         batch (default): each session in one append; turns: turn by turn, with a usage
                          report after each assistant turn (named speakers: every turn), as the adapters
                          write a live conversation
  --complete <module.js>  an ES module whose default export is complete(prompt) => Promise<string>,
                          given to Engram as its model (recall and extraction may call it; not offline)
  -h, --help              print this and exit

Paths are relative to the directory the command was typed in.`;

/** The repository's own data directory: `shared/data` beside the repository (../shared/data from its root). */
export const defaultDataDir = fileURLToPath(new URL("../../../../shared/data/", import.meta.url));

function usageError(message: string): never {
  throw new EvalError("USAGE", `${message} Run "npm run eval -- --help" for every flag.`);
}

function positiveIntegers(value: string, flag: string, example: string): number[] {
  return value.split(",").map((part) => {
    const n = Number(part.trim());
    if (part.trim() === "" || !Number.isInteger(n) || n <= 0) {
      usageError(`${flag} "${value}": "${part.trim()}" is not a positive whole number; pass positive integers, comma-separated (${flag} ${example}).`);
    }
    return n;
  });
}

/**
 * Paths are relative to where the person typed the command: `npm run eval` and `pnpm --filter` run
 * the script inside packages/eval, but keep the original directory in INIT_CWD.
 */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Parses the command line (`--flag value` or `--flag=value`); throws a USAGE EvalError naming the flag and the fix. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const data: string[] = [];
  let format: DatasetFormat | undefined;
  let dataset: "dev" | undefined;
  let dataDir: string | undefined;
  let out: string | undefined;
  let ks: number[] | undefined;
  let budgets: number[] | undefined;
  let baseline = false;
  let compare = false;
  let complete: string | undefined;
  let store: StoreSpec | undefined;
  let ingest: IngestMode | undefined;
  let help = false;
  const args = argv.flatMap((arg) => (/^--[^=]+=/.test(arg) ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg]));
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = (shape: string): string => {
      const next = args[++i];
      if (next === undefined || (next.startsWith("--") && next.length > 2)) usageError(`${flag} needs a value: ${flag} ${shape}.`);
      return next;
    };
    switch (flag) {
      case "-h":
      case "--help":
        help = true;
        break;
      case "--data":
        data.push(
          ...value("<file or directory>")
            .split(",")
            .map((part) => part.trim())
            .filter((part) => part.length > 0),
        );
        break;
      case "--format": {
        const name = value("locomo|realtalk|longmemeval");
        if (!(datasetFormats as readonly string[]).includes(name))
          usageError(`--format "${name}" is not a format; pass --format locomo, realtalk or longmemeval.`);
        format = name as DatasetFormat;
        break;
      }
      case "--dataset": {
        const name = value("dev");
        if (name !== "dev") usageError(`--dataset "${name}" is not a known data set; the one there is is --dataset dev (or pass --data <path>).`);
        dataset = name;
        break;
      }
      case "--data-dir":
        dataDir = value("<directory>");
        break;
      case "--out":
        out = value("<file.json>");
        break;
      case "--k":
        ks = [...(ks ?? []), ...positiveIntegers(value("<k,...>"), "--k", "5,10,20")];
        break;
      case "--budgets":
        budgets = positiveIntegers(value("<n,...>"), "--budgets", "512,1024,2048,4096");
        break;
      case "--baseline": {
        const name = value("bm25");
        if (name !== "bm25") usageError(`--baseline "${name}" is not a baseline; the one there is is --baseline bm25.`);
        baseline = true;
        break;
      }
      case "--compare":
        compare = true;
        break;
      case "--complete":
        complete = value("<module.js>");
        break;
      case "--ingest": {
        const name = value("batch|turns");
        if (!(ingestModes as readonly string[]).includes(name)) usageError(`--ingest "${name}" is not a mode; pass --ingest batch or --ingest turns.`);
        ingest = name as IngestMode;
        break;
      }
      case "--store":
        store = parseEvalStore(value("<spec>"), fromCaller);
        break;
      default:
        usageError(flag.startsWith("-") ? `Unknown flag "${flag}".` : `Unexpected argument "${flag}": data paths go after --data.`);
    }
  }
  if (baseline && compare) usageError("Pass --baseline bm25 (the floor only) or --compare (both), not both.");
  if (dataset && data.length > 0) usageError("Pass --dataset dev (the three dev sets) or --data <path>, not both.");
  const summary = data.length === 0;
  if (summary && format) usageError("--format names the format of --data paths; pass --data <path> with it (--dataset dev knows its formats).");
  if (!summary && dataDir !== undefined) usageError("--data-dir is where --dataset dev looks; with --data, pass the paths themselves.");
  if (baseline && complete) usageError("--complete is Engram's model; --baseline bm25 runs no Engram (drop one of them).");
  if (baseline && ingest) usageError("--ingest is how Engram's run writes; --baseline bm25 runs no Engram (drop one of them).");
  if (baseline && store) usageError("--store is where Engram's recall runs; --baseline bm25 runs no Engram (drop one of them).");
  return {
    help,
    data: data.map(fromCaller),
    ...(format ? { format } : {}),
    ...(summary ? { dataset: "dev" as const } : {}),
    dataDir: dataDir === undefined ? defaultDataDir : fromCaller(dataDir),
    system: baseline ? "bm25" : compare || summary ? "both" : "engram",
    ...(out ? { out: fromCaller(out) } : {}),
    ...(ks ? { ks } : {}),
    ...(budgets ? { budgets } : {}),
    ...(complete ? { complete: fromCaller(complete) } : {}),
    ...(store ? { store } : {}),
    ...(ingest ? { ingest } : {}),
  };
}
