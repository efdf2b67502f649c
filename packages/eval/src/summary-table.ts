import { answerBudget } from "./answer-words.js";
import { countOf, formatNames } from "./conversation-set.js";
import type { DatasetResult } from "./evaluate-set.js";

export const summaryBudgets = [512, 1024, 2048, 4096] as const;

const cell = (value: number | undefined): string => (value === undefined ? "–" : value.toFixed(1));

/**
 * One table for several data sets: per set and system, overall all/any under each token budget, the
 * share of answers whose every word is in the prompt within `answerBudget` tokens, and Engram's recall
 * latency p50/p95; then session level for the sets that have it, and what each set
 * left out of its score.
 */
export function formatSummary(results: readonly DatasetResult[], budgets: readonly number[] = summaryBudgets): string {
  const columns = budgets.flatMap((budget) => [`all@${budget}t`, `any@${budget}t`]);
  const lines = [
    `| data set (questions) | system | ${columns.join(" | ")} | answer@${answerBudget}t | recall p50 ms | recall p95 ms |`,
    `|---|---|${columns.map(() => "---:").join("|")}|---:|---:|---:|`,
  ];
  for (const result of results) {
    for (const system of result.systems) {
      const overall = system.scores["overall"];
      const label = `${formatNames[result.format]} ${result.name} (${overall?.n ?? 0})`;
      const latency = system.latencyMs ? [cell(system.latencyMs.p50), cell(system.latencyMs.p95)] : ["–", "–"];
      const answers = system.answers && system.answers.n > 0 ? cell(system.answers.all) : "–";
      lines.push(
        `| ${label} | ${system.name} | ${columns.map((column) => cell(overall?.metrics[column])).join(" | ")} | ${answers} | ${latency.join(" | ")} |`,
      );
    }
  }
  const withSessions = results.filter((result) => result.systems.some((system) => system.sessionScores?.["overall"]));
  for (const result of withSessions) {
    const first = result.systems.find((system) => system.sessionScores?.["overall"])!.sessionScores!["overall"]!;
    const metrics = Object.keys(first.metrics).filter((metric) => !metric.endsWith("t"));
    const ordered = [...metrics.filter((m) => m.startsWith("any@")), ...metrics.filter((m) => m.startsWith("all@"))];
    lines.push(
      "",
      `${formatNames[result.format]} ${result.name}, session level (answer_session_ids among the first k distinct sessions the ranking reaches):`,
      "",
    );
    lines.push(`| system | ${ordered.join(" | ")} |`, `|---|${ordered.map(() => "---:").join("|")}|`);
    for (const system of result.systems) {
      const overall = system.sessionScores?.["overall"];
      if (overall) lines.push(`| ${system.name} | ${ordered.map((metric) => cell(overall.metrics[metric])).join(" | ")} |`);
    }
  }
  const notes = results.map((result) => {
    const counts = `${formatNames[result.format]} ${result.name}: ${countOf(result.conversations, "conversation")}, ${countOf(result.evidence.questions, "question")}, ${result.evidence.scored} scored`;
    const left = [
      result.evidence.skipped.length > 0 ? `${result.evidence.skipped.length} skipped` : "",
      result.evidence.unknownEvidence.length > 0 ? `${countOf(result.evidence.unknownEvidence.length, "evidence id")} naming no turn left out` : "",
    ].filter((part) => part !== "");
    return `- ${counts}${left.length > 0 ? ` (${left.join(", ")}: listed by --out, or by --data ${result.source})` : ""}.`;
  });
  lines.push("", ...notes);
  return lines.join("\n");
}
