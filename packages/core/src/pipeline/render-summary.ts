import type { ThreadSummary } from "./thread-summary.js";

/** The neutral note that opens every summary: no announcement of loss, just keep working. */
export const summaryNote =
  "Older conversation history has been summarized below. Continue the current task from where it stands.";

export interface RenderSummaryOptions {
  /** Fewer list items, for when the budget is tight. */
  compact?: boolean;
  /** Show only the model-written narrative (and the counts), not the heuristic lists. */
  narrativeOnly?: boolean;
}

/** Renders a summary as the text of one system message wrapped in <thread_summary> tags. */
export function renderThreadSummary(summary: ThreadSummary, options: RenderSummaryOptions = {}): string {
  const compact = options.compact ?? false;
  const lines: string[] = ["<thread_summary>", summaryNote];
  const span = summary.coveredFrom && summary.coveredTo ? `, ${summary.coveredFrom} to ${summary.coveredTo}` : "";
  lines.push(`Summarized: ${summary.droppedMessages} messages${span}.`);

  if (summary.narrative) lines.push("", summary.narrative.trim());
  if (!(options.narrativeOnly && summary.narrative)) {
    if (summary.firstRequest) lines.push("", `First request: ${summary.firstRequest}`);
    const requests = compact ? summary.requests.slice(-3) : summary.requests;
    if (requests.length > 0) {
      lines.push("Recent requests:");
      for (const request of requests) lines.push(`- ${request}`);
    }
    if (summary.currentTask) lines.push(`Task at the time of the summary: ${summary.currentTask}`);
    const files = compact ? summary.files.slice(-15) : summary.files;
    if (files.length > 0) {
      const omitted = summary.filesOmitted + summary.files.length - files.length;
      lines.push(`Files touched: ${files.join(", ")}${omitted > 0 ? ` (and ${omitted} more)` : ""}`);
    }
    const commits = compact ? summary.commits.slice(-5) : summary.commits;
    if (commits.length > 0) {
      lines.push("Commits:");
      for (const commit of commits) lines.push(`- ${commit.hash} ${commit.message}`);
    }
    const decisions = compact ? summary.decisions.slice(-3) : summary.decisions;
    if (decisions.length > 0) {
      lines.push("Decisions:");
      for (const decision of decisions) lines.push(`- Q: ${decision.question} A: ${decision.answer}`);
    }
    const tools = Object.entries(summary.toolUsage).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (tools.length > 0) lines.push(`Tools used: ${tools.map(([name, count]) => `${name} ×${count}`).join(", ")}`);
  }
  lines.push("</thread_summary>");
  return lines.join("\n");
}
