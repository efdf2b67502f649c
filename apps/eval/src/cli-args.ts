import path from "node:path";
export interface EvalArgs {
  readonly data: string;
  readonly out?: string;
  readonly ks?: number[];
  readonly budgets?: number[];
  /** "engram" (default), "bm25" (the floor), or "both" (side by side). */
  readonly system: "engram" | "bm25" | "both";
}

export const usage =
  "usage: node dist/locomo.js --data <locomo.json> [--out rankings.json] [--k 5,10,20] [--budgets 256,512,1024,2048,4096] [--baseline bm25 | --compare]";

const numbers = (value: string, flag: string): number[] => {
  const list = value.split(",").map((part) => Number(part.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`${flag} takes positive integers, comma-separated. ${usage}`);
  return list;
};

/** Parses the command line; throws with the usage on anything it does not know. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  let data: string | undefined;
  let out: string | undefined;
  let ks: number[] | undefined;
  let budgets: number[] | undefined;
  let system: EvalArgs["system"] = "engram";
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value. ${usage}`);
      return next;
    };
    if (flag === "--data") data = value();
    else if (flag === "--out") out = value();
    else if (flag === "--k") ks = [...(ks ?? []), ...numbers(value(), "--k")];
    else if (flag === "--budgets") budgets = numbers(value(), "--budgets");
    else if (flag === "--baseline") {
      const name = value();
      if (name !== "bm25") throw new Error(`Unknown baseline "${name}" (only bm25). ${usage}`);
      system = "bm25";
    } else if (flag === "--compare") system = "both";
    else throw new Error(`Unknown argument "${flag}". ${usage}`);
  }
  if (!data) throw new Error(`--data is required. ${usage}`);
  return {
    data: fromCaller(data),
    system,
    ...(out ? { out: fromCaller(out) } : {}),
    ...(ks ? { ks } : {}),
    ...(budgets ? { budgets } : {}),
  };
}

/**
 * Paths are relative to where the person typed the command: `npm run eval` and `pnpm --filter` run
 * the script inside apps/eval, but keep the original directory in INIT_CWD.
 */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
