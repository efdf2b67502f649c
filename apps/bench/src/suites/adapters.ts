import { frameworks, type AdapterSystem, type Framework } from "../adapters/adapter-system.js";
import { AdapterWorkspace, engramContextWindow, engramModel } from "../adapters/adapter-workspace.js";
import { aiSdkSystems } from "../adapters/ai-sdk-systems.js";
import { adapterConversation, workspaceId, userId } from "../adapters/conversation.js";
import { langChainSystems } from "../adapters/langchain-systems.js";
import { mastraMemoryConfigs, mastraMemorySystems } from "../adapters/mastra-memory-system.js";
import { mastraSystems } from "../adapters/mastra-systems.js";
import { sampleRoundRobin } from "../adapters/round-robin.js";
import {
  alignColumns,
  elapsedMs,
  formatNumber,
  summarize,
  withRatios,
  type BenchRow,
  type SampleSummary,
  type Suite,
  type SuiteContext,
  type SuiteResult,
} from "../harness.js";
import { adaptersCaseName, adaptersMetrics, adaptersPlan, adaptersSuiteName, crossFrameworkMetrics } from "./adapters-plan.js";

type RowDraft = Omit<BenchRow, "ratio">;

function find(systems: readonly AdapterSystem[], framework: Framework, role: AdapterSystem["role"]): AdapterSystem {
  const system = systems.find((candidate) => candidate.framework === framework && candidate.role === role);
  if (!system) throw new Error(`No ${role} system for ${framework}.`);
  return system;
}

/** The four numbers of one system against its framework's bare agent. */
function overheadRows(name: string, baseline: string | null, own: SampleSummary, bare: SampleSummary, metrics: readonly string[]): RowDraft[] {
  const values: Record<string, number> = {
    [adaptersMetrics.overheadP50]: own.p50 - bare.p50,
    [adaptersMetrics.overheadP95]: own.p95 - bare.p50,
    [adaptersMetrics.callP50]: own.p50,
    [adaptersMetrics.bareP50]: bare.p50,
  };
  return metrics.map((metric) => ({ suite: adaptersSuiteName, case: name, metric, value: values[metric]!, unit: "ms", baseline }));
}

async function runAdaptersSuite(context: SuiteContext): Promise<SuiteResult> {
  const plan = adaptersPlan(context.quick);
  const log = (line: string): void => context.log(`adapters: ${line}`);
  const calls = plan.warmup + plan.iterations;
  const conversation = adapterConversation(plan.messages, calls, plan.entries);
  const workspace = await AdapterWorkspace.create(conversation);
  const systems: AdapterSystem[] = [];
  try {
    systems.push(
      ...aiSdkSystems(workspace, conversation.history),
      ...langChainSystems(workspace, conversation.history, calls),
      ...mastraSystems(workspace, conversation.history),
      ...mastraMemorySystems(workspace, conversation.history),
    );
    const prepared: string[][] = [];
    for (const system of systems) {
      const start = process.hrtime.bigint();
      await system.prepare();
      prepared.push([`${system.framework} ${system.name}`, formatNumber(elapsedMs(start))]);
    }
    workspace.storeCalls.reset();
    log(
      `sessions filled (${conversation.history.length} messages each); ${plan.warmup} warm-up + ${plan.iterations} measured rounds of ${systems.length} systems`,
    );
    const samples = await sampleRoundRobin(systems, conversation.followUps, { warmup: plan.warmup, iterations: plan.iterations, log });
    const summaries = new Map([...samples].map(([system, ms]) => [system, summarize(ms)]));
    const summary = (system: AdapterSystem): SampleSummary => summaries.get(system)!;

    const drafts: RowDraft[] = [];
    const mastraBare = summary(find(systems, "mastra", "bare"));
    const competitors = systems.filter((system) => system.role === "competitor");
    for (const framework of frameworks) {
      const name = adaptersCaseName(framework, plan.messages);
      drafts.push(
        ...overheadRows(name, null, summary(find(systems, framework, "engram")), summary(find(systems, framework, "bare")), Object.values(adaptersMetrics)),
      );
      // Mastra's Memory runs in Mastra: every number in the Mastra case; only the overheads elsewhere.
      const metrics = framework === "mastra" ? Object.values(adaptersMetrics) : crossFrameworkMetrics;
      for (const competitor of competitors) drafts.push(...overheadRows(name, competitor.name, summary(competitor), mastraBare, metrics));
    }

    const engramTurns = calls * frameworks.length;
    const storeCalls = workspace.storeCalls
      .perTurn(engramTurns)
      .map((entry) => [entry.method, formatNumber(entry.calls), formatNumber(entry.ms), formatNumber(entry.ms / entry.calls)]);
    const perSystem = systems.map((system) => {
      const s = summary(system);
      return [
        system.framework,
        system.name,
        String(s.count),
        formatNumber(s.p50),
        formatNumber(s.p95),
        formatNumber(s.min),
        formatNumber(s.max),
        system.lastPromptSummary(),
      ];
    });
    const notes = [
      [
        `Adapters. One Engram (SQLite store, model "${engramModel}", contextWindow ${engramContextWindow.toLocaleString("en-US")}, scope workspace "${workspaceId}" + user "${userId}")`,
        `shared by the three adapters, each with its own ${conversation.history.length.toLocaleString("en-US")}-message session; ${plan.entries} long-term entries in the store.`,
        `Mastra Memory: ${mastraMemoryConfigs.map((config) => `${config.name} = { ${config.label} }`).join(", ")}, LibSQL files, the same history.`,
        "overhead p50 = p50(with memory) - p50(bare); overhead p95 = p95(with memory) - p50(bare). The bare agent of each framework has no memory;",
        "Mastra Memory's overhead is against the bare Mastra agent, and its ratio in the ai-sdk and langchain cases compares overheads across frameworks.",
        "Every call was checked (untimed): the model got the new user message last; with memory, history too; with Engram, recalled memory, and the session",
        "archived exactly the new message and the reply.",
        "",
        alignColumns(["framework", "system", "samples", "p50 ms", "p95 ms", "min ms", "max ms", "last call"], perSystem, new Set([2, 3, 4, 5, 6])),
        "",
        `Engram's store calls per adapter call (all ${engramTurns} calls of the three Engram systems, warm-ups included; time until each call settled):`,
        "",
        alignColumns(["store method", "calls", "ms", "ms per call"], storeCalls, new Set([1, 2, 3])),
        "",
        alignColumns(["filled untimed", "ms"], prepared, new Set([1])),
      ].join("\n"),
    ];
    return { rows: withRatios(drafts), notes };
  } finally {
    for (const system of systems) await system.dispose?.();
    await workspace.dispose();
  }
}

export const adaptersSuite: Suite = {
  name: adaptersSuiteName,
  description:
    "What each Engram adapter (AI SDK, LangChain, Mastra) adds to one model call with an instant mock, 1,000-message session on SQLite, vs Mastra's Memory.",
  run: runAdaptersSuite,
};
