import { createContextPipeline } from "@engram/core/pipeline";
import {
  alignColumns,
  sampleMs,
  summarize,
  withRatios,
  type BenchRow,
  type SampleOptions,
  type Suite,
  type SuiteContext,
  type SuiteResult,
} from "../harness.js";
import { o200k } from "../o200k.js";
import { benchSystemPrompt, generateFollowUps, generateSession } from "../session-generator.js";
import { engramSystem } from "../systems/engram-system.js";
import { langChainInput, langChainSystem } from "../systems/langchain-system.js";
import { mastraInput, mastraSystem } from "../systems/mastra-system.js";
import { ReferenceCounter } from "../systems/reference-counter.js";
import type { CaseInput, OutputCheck, TimedCall, TrimSystem } from "../systems/trim-system.js";
import { naiveLangChainNote } from "./naive-langchain-note.js";
import { caseName, pipelineMetrics, pipelineSuiteName, sizePlans, windows } from "./pipeline-plan.js";

type RowDraft = Omit<BenchRow, "ratio">;

interface SystemResult {
  readonly rows: RowDraft[];
  readonly coldChecks: OutputCheck[];
  readonly warmChecks: OutputCheck[];
}

/** Samples one phase (cold or warm) of one system; every call's output is checked, untimed. */
async function samplePhase(next: () => Promise<TimedCall>, options: SampleOptions, checks: OutputCheck[]): Promise<number[]> {
  return sampleMs<TimedCall>(
    {
      setup: () => next(),
      run: (call) => call.run(),
      after: async (call) => {
        checks.push(await call.check());
      },
    },
    options,
  );
}

async function measureSystem(system: TrimSystem, name: string, plan: { cold: SampleOptions; warm: SampleOptions }): Promise<SystemResult> {
  // Collect the previous system's garbage now rather than inside this one's samples (with --expose-gc).
  globalThis.gc?.();
  const coldChecks: OutputCheck[] = [];
  const cold = summarize(await samplePhase(() => system.cold(), plan.cold, coldChecks));
  globalThis.gc?.();
  const warmSession = await system.warm();
  const warmChecks: OutputCheck[] = [];
  const warm = summarize(await samplePhase(async () => warmSession.next(), plan.warm, warmChecks));
  const row = (metric: string, value: number): RowDraft => ({
    suite: pipelineSuiteName,
    case: name,
    metric,
    value,
    unit: "ms",
    baseline: system.baseline,
  });
  return {
    rows: [row(pipelineMetrics.cold, cold.p50), row(pipelineMetrics.warmP50, warm.p50), row(pipelineMetrics.warmP95, warm.p95)],
    coldChecks,
    warmChecks,
  };
}

const tokens = (count: number): string => count.toLocaleString("en-US");

/** One line of the output-check table: the cold call's output, and the o200k fit over every call. */
function checkLine(name: string, system: string, result: SystemResult): string[] {
  const cold = result.coldChecks.at(-1)!;
  const all = [...result.coldChecks, ...result.warmChecks];
  const over = all.filter((check) => check.referenceTokens > check.budget);
  const worst = Math.max(...all.map((check) => check.referenceTokens - check.budget));
  const trimming = result.warmChecks.filter((check) => check.trimmedThisCall).length;
  return [
    name,
    system,
    `${cold.keptMessages}/${cold.inputMessages}`,
    cold.ownTokens === undefined ? "fits (own estimate)" : tokens(cold.ownTokens),
    tokens(cold.referenceTokens),
    tokens(cold.budget),
    over.length === 0 ? "all" : `NO: ${over.length}/${all.length}, up to +${tokens(worst)}`,
    `${trimming}/${result.warmChecks.length}`,
  ];
}

async function runPipelineSuite(context: SuiteContext): Promise<SuiteResult> {
  // Load both encoders before anything is timed.
  o200k();
  await createContextPipeline({ model: "gpt-4o", contextWindow: 8192, maxOutputTokens: 1024 }).counter();
  const reference = new ReferenceCounter();
  const drafts: RowDraft[] = [];
  const checkRows: string[][] = [];
  const notes: string[] = [];

  for (const plan of sizePlans(context.quick)) {
    const session = generateSession({ messages: plan.messages });
    const followUps = generateFollowUps({ after: session, count: plan.warm.warmup + plan.warm.iterations });
    const all = [...session, ...followUps];
    // Conversions happen here, outside every timed region.
    const langchain = langChainInput(benchSystemPrompt, all);
    const mastra = await mastraInput(benchSystemPrompt, all);

    for (const window of windows) {
      const name = caseName(plan.messages, window.label);
      const budget = createContextPipeline({ model: "gpt-4o", ...window }).budget;
      const input: CaseInput = { system: benchSystemPrompt, session, followUps, ...window, budget };
      const systems: TrimSystem[] = [
        engramSystem(input, reference),
        mastraSystem(input, mastra, reference, { contiguous: false }),
        mastraSystem(input, mastra, reference, { contiguous: true }),
        langChainSystem(input, langchain, reference),
      ];
      for (const system of systems) {
        context.log(`pipeline: ${name}: ${system.name}`);
        const result = await measureSystem(system, name, plan);
        drafts.push(...result.rows);
        checkRows.push(checkLine(name, system.name, result));
      }
    }
    if (!context.quick && plan.messages === 100) notes.push(await naiveLangChainNote(session, windows[0]!, context));
  }

  notes.unshift(
    [
      "Output checks. Every call's output was checked: within its own budget, system prompt first, newest message last,",
      "no tool call split from its result. kept/sent, own tokens and o200k are for the cold call on the full session;",
      "'o200k' is the bench's own count of what was sent (text + tool calls + 4/message + 3/prompt), and 'fits by o200k'",
      "checks it against the budget on every call. 'warm trims' counts warm calls (warmups included) that cut messages:",
      "Engram trims at 75% of the budget down to 50% and then holds; stateless systems cut on every call over budget.",
      "",
    ].join("\n") +
      alignColumns(["case", "system", "kept/sent", "own tokens", "o200k", "budget", "fits by o200k", "warm trims"], checkRows, new Set([2, 3, 4, 5, 7])),
  );
  return { rows: withRatios(drafts), notes };
}

export const pipelineSuite: Suite = {
  name: pipelineSuiteName,
  description: "Context trimming per model call: Engram's pipeline vs Mastra's TokenLimiterProcessor and LangChain's trimMessages.",
  run: runPipelineSuite,
};
