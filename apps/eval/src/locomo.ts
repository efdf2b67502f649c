import { readFile, writeFile } from "node:fs/promises";
import { bm25Rankings } from "./bm25-baseline.js";
import { parseEvalArgs } from "./cli-args.js";
import { engramRankings } from "./engram-rankings.js";
import { parseLocomo } from "./locomo-data.js";
import type { Rankings } from "./rankings.js";
import { formatScoreTables } from "./report-table.js";
import { scoreRankings, type Scores } from "./score-rankings.js";

/** The LoCoMo retrieval eval (retrieval-eval.md): rank, write the rankings JSON, score, print the tables. */
async function main(): Promise<void> {
  const args = parseEvalArgs(process.argv.slice(2));
  const conversations = parseLocomo(JSON.parse(await readFile(args.data, "utf8")) as unknown);
  const options = { ...(args.ks ? { ks: args.ks } : {}), ...(args.budgets ? { budgets: args.budgets } : {}) };
  const systems: { name: string; rankings: Rankings; scores?: Scores }[] = [];
  if (args.system !== "engram") systems.push({ name: "BM25 floor", rankings: bm25Rankings(conversations) });
  if (args.system !== "bm25") systems.push({ name: "Engram recall", rankings: await engramRankings(conversations) });
  const scored = systems.map((system) => ({ name: system.name, scores: scoreRankings(conversations, system.rankings, options) }));
  if (args.out) {
    const last = systems[systems.length - 1];
    await writeFile(args.out, `${JSON.stringify(last?.rankings ?? {})}\n`);
    console.log(`Rankings of ${last?.name ?? "none"} written to ${args.out}.`);
  }
  console.log(`Item tokens = ceil(chars / 4) of the item as it is rendered in the prompt.\n`);
  console.log(formatScoreTables(scored));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
