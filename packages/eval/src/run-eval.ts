import { access } from "node:fs/promises";
import path from "node:path";
import type { Complete, MemoryStore } from "@engram/core";
import { describeStoreSpec } from "@engram/core/store";
import type { EvalArgs } from "./cli-args.js";
import type { DatasetFormat } from "./conversation-set.js";
import { formatDatasetReport } from "./dataset-report.js";
import { EvalError } from "./eval-error.js";
import { openEvalStore } from "./eval-store.js";
import { evaluateSet, type DatasetResult } from "./evaluate-set.js";
import { readConversationSet } from "./read-dataset.js";
import { defaultBudgets, defaultKs } from "./score-rankings.js";
import { assertEmptyStore } from "./shared-store.js";
import { formatSummary, summaryBudgets } from "./summary-table.js";

/** The dev sets `--dataset dev` runs, inside the data directory. */
export const devSets: readonly { readonly path: string; readonly format: DatasetFormat }[] = [
  { path: "locomo-dev.json", format: "locomo" },
  { path: "realtalk-dev", format: "realtalk" },
  { path: "longmemeval-dev", format: "longmemeval" },
];

/** What `--out` writes: the options, then per data set its evidence report and every system's scores, latency and rankings. */
export interface EvalReport {
  readonly mode: "datasets" | "summary";
  readonly ks: readonly number[];
  readonly budgets: readonly number[];
  readonly tokens: string;
  /** The store Engram's recall ran on (`--store`, without a password); absent: in memory. */
  readonly store?: string;
  readonly datasets: readonly DatasetResult[];
}

export interface EvalRun {
  readonly report: EvalReport;
  /** The tables for people. */
  readonly text: string;
}

/** The dev sets under `dataDir`; DATA_UNREADABLE naming the first missing one in `devSets` order (the same one whichever check ends first). */
async function devSources(dataDir: string): Promise<{ path: string; format: DatasetFormat }[]> {
  const sets = devSets.map((set) => ({ path: path.join(dataDir, set.path), format: set.format }));
  const found = await Promise.all(
    sets.map((set) =>
      access(set.path).then(
        () => true,
        () => false,
      ),
    ),
  );
  const missing = sets.find((_, i) => !found[i]);
  if (missing !== undefined) {
    throw new EvalError(
      "DATA_UNREADABLE",
      `--dataset dev needs ${missing.path}, which is not there; pass --data-dir <directory holding ${devSets.map((s) => s.path).join(", ")}> or --data <path>.`,
    );
  }
  return sets;
}

/** Runs the eval the arguments ask for: per data set tables, or (`--dataset dev`) one summary table. */
export async function runEval(args: EvalArgs, options: { complete?: Complete; progress?: (line: string, transient?: boolean) => void } = {}): Promise<EvalRun> {
  const summary = args.dataset !== undefined;
  const sources = summary ? await devSources(args.dataDir) : args.data.map((source) => ({ path: source, format: args.format }));
  const datasets: DatasetResult[] = [];
  const texts: string[] = [];
  const storeLabel = args.store && args.system !== "bm25" ? describeStoreSpec(args.store) : undefined;
  let store: MemoryStore | undefined;
  try {
    if (args.store && storeLabel !== undefined) {
      store = await openEvalStore(args.store);
      await assertEmptyStore(store, storeLabel);
    }
    for (const source of sources) {
      const set = await readConversationSet(source.path, source.format ? { format: source.format } : {});
      const result = await evaluateSet(set, {
        system: args.system,
        ...(args.ks ? { ks: args.ks } : {}),
        ...(args.budgets ? { budgets: args.budgets } : {}),
        ...(options.complete ? { complete: options.complete } : {}),
        ...(store ? { store } : {}),
        ...(args.ingest ? { ingest: args.ingest } : {}),
        ...(options.progress ? { progress: options.progress } : {}),
      });
      datasets.push(result);
      if (!summary) texts.push(formatDatasetReport(result, set.layout));
    }
  } finally {
    await store?.close();
  }
  const ingested = args.ingest === "turns" ? " Ingested turn by turn, with a usage report after each assistant turn (named speakers: after every turn)." : "";
  const tokens = `Item tokens = ceil(chars / 4) of the item as it is rendered in the prompt.${storeLabel ? ` Engram's store: ${storeLabel}.` : ""}${ingested}`;
  const text = summary ? `${tokens}\n\n${formatSummary(datasets, args.budgets ?? summaryBudgets)}` : `${tokens}\n\n${texts.join("\n\n")}`;
  return {
    report: {
      mode: summary ? "summary" : "datasets",
      ks: args.ks ?? [...defaultKs],
      budgets: args.budgets ?? [...defaultBudgets],
      tokens,
      ...(storeLabel ? { store: storeLabel } : {}),
      datasets,
    },
    text,
  };
}
