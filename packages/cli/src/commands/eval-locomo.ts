import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { CommandFailure, UsageError } from "../cli-errors.js";
import { flagValue, listValue, stringValue, type CommandContext, type CommandSpec } from "../command.js";
import type { parseLocomo, Rankings, Scores } from "@engram/eval";
import { writeJson } from "../output/json.js";

function positiveIntegers(context: CommandContext, name: string): number[] | undefined {
  const items = listValue(context, name);
  if (items.length === 0) return undefined;
  return items.map((item) => {
    const n = Number(item);
    if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} "${item}" is not a positive whole number (comma-separate several).`, context.name);
    return n;
  });
}

async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new CommandFailure(`Cannot read ${file}: ${(error as Error).message}. Pass --data <locomo.json>.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CommandFailure(`${file} is not JSON (${(error as Error).message}). Pass a file in LoCoMo's format.`);
  }
}

/** The file's conversations; a field that does not fit is the person's to fix, not a bug. */
async function parseLocomoFile(data: unknown, file: string): Promise<ReturnType<typeof parseLocomo>> {
  const evalKit = await import("@engram/eval");
  try {
    return evalKit.parseLocomo(data, file);
  } catch (error) {
    if (evalKit.isEvalError(error)) throw new CommandFailure(error.message);
    throw error;
  }
}

export const evalLocomo: CommandSpec = {
  name: "eval locomo",
  summary: "Run the LoCoMo recall eval (all@k, any@k, token budgets) on a LoCoMo-format file",
  positionals: [],
  options: {
    data: { type: "string", value: "<file>", description: "the LoCoMo JSON file (required)" },
    k: { type: "string", multiple: true, value: "<k,...>", description: "cut-offs for all@k/any@k (default 5,10,20)" },
    budgets: { type: "string", value: "<n,...>", description: "token budgets (default 256,512,1024,2048,4096)" },
    baseline: { type: "string", value: "bm25", description: "score the BM25 floor instead of Engram" },
    compare: { type: "boolean", description: "score the BM25 floor and Engram side by side" },
    out: { type: "string", value: "<file>", description: "also write the last system's rankings JSON here" },
  },
  async run(context) {
    const data = stringValue(context, "data");
    if (data === undefined) throw new UsageError('"engram eval locomo" needs --data <locomo.json>.', context.name);
    const baseline = stringValue(context, "baseline");
    if (baseline !== undefined && baseline !== "bm25") throw new UsageError(`Unknown --baseline "${baseline}" (only bm25).`, context.name);
    if (baseline && flagValue(context, "compare")) throw new UsageError("Pass --baseline bm25 or --compare, not both.", context.name);
    const ks = positiveIntegers(context, "k");
    const budgets = positiveIntegers(context, "budgets");
    const file = path.resolve(context.io.cwd, data);
    const conversations = await parseLocomoFile(await readJsonFile(file), file);
    // The eval's code loads only for this command, not for every engram invocation.
    const { bm25Rankings, engramRankings, formatScoreTables, scoreRankings } = await import("@engram/eval");
    const progress = context.progress();
    const systems: { name: string; rankings: Rankings }[] = [];
    if (baseline || flagValue(context, "compare")) {
      progress.update(`eval locomo: BM25 floor over ${conversations.length} conversations…`);
      systems.push({ name: "BM25 floor", rankings: bm25Rankings(conversations) });
    }
    if (!baseline) {
      // One conversation at a time (each in its own store, as the eval does), so progress can be shown.
      const rankings: Rankings = {};
      for (const [i, conversation] of conversations.entries()) {
        progress.update(`eval locomo: conversation ${i + 1}/${conversations.length} (${conversation.id}, ${conversation.questions.length} questions)`);
        Object.assign(rankings, await engramRankings([conversation]));
      }
      systems.push({ name: "Engram recall", rankings });
    }
    const options = { ...(ks ? { ks } : {}), ...(budgets ? { budgets } : {}) };
    const scored: { name: string; scores: Scores }[] = systems.map((system) => ({
      name: system.name,
      scores: scoreRankings(conversations, system.rankings, options),
    }));
    const questions = conversations.reduce((sum, conversation) => sum + conversation.questions.length, 0);
    progress.done(`eval locomo: scored ${questions} questions of ${conversations.length} conversations.`);
    const out = stringValue(context, "out");
    const last = systems.at(-1);
    if (out !== undefined && last) await writeFile(path.resolve(context.io.cwd, out), `${JSON.stringify(last.rankings)}\n`);
    if (context.json) {
      return writeJson(context.io, {
        data: file,
        conversations: conversations.length,
        questions,
        systems: scored,
        ...(out ? { rankings: path.resolve(context.io.cwd, out) } : {}),
      });
    }
    context.io.stdout.write(`Item tokens = ceil(chars / 4) of the item as it is rendered in the prompt.\n\n${formatScoreTables(scored)}\n`);
  },
};
