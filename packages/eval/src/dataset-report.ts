import { countOf, formatNames, type ReportLayout } from "./conversation-set.js";
import type { DatasetResult } from "./evaluate-set.js";
import { formatScoreTables } from "./report-table.js";

/** The evidence a set leaves out of its score, as lines: skipped questions, then ids that name no turn. */
export function formatEvidenceNotes(result: DatasetResult): string[] {
  const { skipped, unknownEvidence } = result.evidence;
  const lines: string[] = [];
  if (skipped.length > 0) {
    lines.push(`Skipped (no evidence names a turn), ${skipped.length}: ${skipped.map((entry) => `${entry.question} (${entry.reason})`).join(", ")}`);
  }
  if (unknownEvidence.length > 0) {
    lines.push(
      `Evidence ids that name no turn, ${unknownEvidence.length} (left out of the score, not misses): ${unknownEvidence.map((entry) => `${entry.question} ${entry.id}`).join(", ")}`,
    );
  }
  return lines;
}

/** One data set for people: what was read, what was left out, the tables per group, session level, latency. */
export function formatDatasetReport(result: DatasetResult, layout: ReportLayout): string {
  const { evidence } = result;
  const lines = [
    `## ${formatNames[result.format]} ${result.name} (${result.source})`,
    "",
    `${countOf(result.conversations, "conversation")}, ${countOf(evidence.questions, "question")}, ${evidence.scored} scored.`,
    ...formatEvidenceNotes(result),
    "",
    formatScoreTables(result.systems, layout),
  ];
  const sessionLevel = result.systems.flatMap((system) => (system.sessionScores ? [{ name: system.name, scores: system.sessionScores }] : []));
  if (sessionLevel.length > 0) {
    lines.push(
      "",
      "Session level (evidence = answer_session_ids; @k = among the first k distinct sessions the ranking reaches, @t = the sessions of the items that fit):",
      "",
      formatScoreTables(sessionLevel, layout),
    );
  }
  for (const system of result.systems) {
    if (system.latencyMs) {
      lines.push(
        "",
        `${system.name} latency per memory.recall call: p50 ${system.latencyMs.p50.toFixed(1)} ms, p95 ${system.latencyMs.p95.toFixed(1)} ms (${system.latencyMs.calls} calls).`,
      );
    }
  }
  return lines.join("\n");
}
