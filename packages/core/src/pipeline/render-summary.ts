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
    // Each request appears once: the first, the ones between, and the task at the time of the summary.
    let between = summary.requests;
    if (between[0] === summary.firstRequest) between = between.slice(1);
    if (summary.currentTask !== undefined && between.at(-1) === summary.currentTask) between = between.slice(0, -1);
    if (compact) between = between.slice(-2);
    if (between.length > 0) {
      lines.push("Other requests, oldest first:");
      for (const request of between) lines.push(`- ${request}`);
    }
    if (summary.currentTask && summary.currentTask !== summary.firstRequest) {
      lines.push(`Task at the time of the summary: ${summary.currentTask}`);
    }
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
    if (summary.openQuestion) lines.push(`Open question to the user: ${summary.openQuestion}`);
    const tools = Object.entries(summary.toolUsage).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (tools.length > 0) lines.push(`Tools used: ${tools.map(([name, count]) => `${name} ×${count}`).join(", ")}`);
  }
  lines.push("</thread_summary>");
  return lines.join("\n");
}

/**
 * The last resort for a budget that cannot hold even the compact summary: keep its opening (tag,
 * note, counts) and as many following lines as fit in `maxTokens`, closing the tag. Undefined when
 * not even the opening fits.
 */
export function fitSummaryText(text: string, maxTokens: number, count: (text: string) => number): string | undefined {
  const lines = text.split("\n");
  const close = lines.pop() ?? "</thread_summary>";
  const head = lines.splice(0, 3);
  const build = (body: string[]) => [...head, ...body, close].join("\n");
  if (count(build([])) > maxTokens) return undefined;
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (count(build(lines.slice(0, mid))) <= maxTokens) low = mid;
    else high = mid - 1;
  }
  return build(lines.slice(0, low));
}
