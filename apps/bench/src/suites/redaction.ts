import type { Message } from "@engram/core";
import { redactMessage, redactSecrets } from "@engram/core/extraction";
import { sampleMs, summarize, withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { generateSession } from "../session-generator.js";
import { adversarialCaseName, adversarialInputs, chatCaseName, redactionMetrics, redactionPlan, redactionSuiteName } from "./redaction-plan.js";

type RowDraft = Omit<BenchRow, "ratio">;

const row = (name: string, metric: string, value: number, unit: string): RowDraft => ({
  suite: redactionSuiteName,
  case: name,
  metric,
  value,
  unit,
  baseline: null,
});

/** MB/s of `redactSecrets` on each adversarial input (p50 of its samples). */
async function adversarialRows(context: SuiteContext): Promise<{ rows: RowDraft[]; lines: string[] }> {
  const plan = redactionPlan(context.quick);
  const rows: RowDraft[] = [];
  const lines: string[] = [];
  for (const input of adversarialInputs) {
    const text = input.make(plan.bytes);
    let redactions = 0;
    const samples = await sampleMs({ setup: () => text, run: (value) => (redactions = redactSecrets(value).redactions.length) }, plan.samples);
    const p50 = summarize(samples).p50;
    const name = adversarialCaseName(input.name, plan.bytes);
    rows.push(row(name, redactionMetrics.throughput, text.length / 1e6 / (p50 / 1_000), "MB/s"));
    lines.push(`${name}: ${redactions} redaction(s)`);
    context.log(`redaction: ${name}: ${p50.toFixed(1)} ms`);
  }
  return { rows, lines };
}

/** Archiving's cost: `redactMessage` over generated chat messages (text, tool calls, tool results). */
async function chatRows(context: SuiteContext): Promise<RowDraft[]> {
  const plan = redactionPlan(context.quick);
  const messages: Message[] = generateSession({ messages: plan.chatMessages });
  const chars = messages.reduce((sum, message) => sum + JSON.stringify(message.parts).length, 0);
  const samples = await sampleMs({ setup: () => messages, run: (all) => all.forEach((message) => redactMessage(message)) }, plan.chatRounds);
  const p50 = summarize(samples).p50;
  const name = chatCaseName(plan.chatMessages);
  context.log(`redaction: ${name}: ${p50.toFixed(1)} ms`);
  return [
    row(name, redactionMetrics.perMessage, (p50 * 1_000) / messages.length, "µs"),
    row(name, redactionMetrics.throughput, chars / 1e6 / (p50 / 1_000), "MB/s"),
  ];
}

async function runRedactionSuite(context: SuiteContext): Promise<SuiteResult> {
  const adversarial = await adversarialRows(context);
  const chat = await chatRows(context);
  const notes = [
    [
      "Redaction. MB/s of redactSecrets on inputs built to make a backtracking pattern quadratic (p50 of the samples; every pattern",
      "is linear, so these stay within a small factor of ordinary text). The chat rows redact generated coding-agent messages as",
      "archiving does (redactMessage; MB counted as the parts' JSON). Redactions found:",
      ...adversarial.lines.map((line) => `  ${line}`),
    ].join("\n"),
  ];
  return { rows: withRatios([...adversarial.rows, ...chat]), notes };
}

export const redactionSuite: Suite = {
  name: redactionSuiteName,
  description: "Secret redaction throughput on 1 MB adversarial inputs, and per archived chat message.",
  run: runRedactionSuite,
};
