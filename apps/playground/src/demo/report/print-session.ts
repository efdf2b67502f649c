import { clipText } from "@engram/core/adapter-kit";
import type { DayResult } from "../scenario-result.js";
import { renderGauge } from "../gauge.js";
import { countBy, formatCount, plural } from "../layout.js";
import type { CallRecord } from "../scenario/session-run.js";
import { printRecall } from "./print-recall.js";
import { valueWidth, type ReportOutput } from "./report-output.js";

const summaryLines = 8;

/** One day's block: calls, prompt sizes, trims, the summary, extraction, recall and the archive. */
export function printSession(out: ReportOutput, { run, facts }: DayResult): void {
  const { style } = out;
  out.section(`${run.day} · ${run.adapter}`, `session "${run.sessionId}"`);
  out.field("wiring", run.wiring);
  const tools = [...facts.toolCalls].map(([name, count]) => `${name} ${count}`).join(", ");
  const toolCount = [...facts.toolCalls.values()].reduce((a, b) => a + b, 0);
  out.field(
    "calls",
    `${plural(run.calls.length, "model call")} for ${plural(run.userTurns, "user turn")}${toolCount ? `; ${plural(toolCount, "tool call")} (${tools})` : ""}`,
  );

  const gauge = (call: CallRecord): string => {
    const { tokens, budget } = call.manifest;
    return `${renderGauge(tokens.total, budget, style)} ${formatCount(tokens.total).padStart(5)} / ${formatCount(budget.limit)}`;
  };
  const peak = run.calls.reduce((best, call) => (call.manifest.tokens.total > best.manifest.tokens.total ? call : best));
  const last = run.calls.at(-1)!;
  out.field("prompt", `peak ${gauge(peak)} at call ${run.calls.indexOf(peak) + 1}`);
  const parts = last.manifest.tokens;
  out.more(`last ${gauge(last)}: summary ${parts.summary} + memory ${parts.injections}`);

  const trims = run.calls.flatMap((call, index) => (call.manifest.dropped.length > 0 ? [{ call, number: index + 1 }] : []));
  if (trims.length === 0) out.field("trims", style.dim("none: every prompt fitted under the 75% line"));
  trims.forEach(({ call, number }, index) => {
    const { manifest } = call;
    const text =
      `${style.magenta(`✂ call ${number}`)} ${manifest.stages.join(" + ")}: ` +
      `${formatCount(manifest.tokens.untrimmed)} → ${formatCount(manifest.tokens.total)} tokens`;
    if (index === 0) out.field("trims", text);
    else out.more(text);
    out.more(style.dim(`  ${plural(manifest.dropped.length, "message")} summarized: ${countBy(manifest.dropped.map((dropped) => dropped.role))}`));
  });

  const withSummary = run.calls.findLast((call) => call.summary !== "");
  if (withSummary) {
    // From the first request on: the lines before it only introduce the block.
    const all = withSummary.summary.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("<"));
    const lines = all.slice(
      Math.max(
        0,
        all.findIndex((line) => line.startsWith("First request")),
      ),
    );
    const { summary } = withSummary.manifest;
    out.field("summary", `the thread summary the last prompt carries (${summary.source}, ${summary.tokens} tokens):`);
    for (const line of lines.slice(0, summaryLines)) out.more(`${style.dim("│")} ${clipText(line, valueWidth - 2)}`);
    if (lines.length > summaryLines) out.more(style.dim(`│ … ${lines.length - summaryLines} more lines`));
  }

  const dates = [...new Set(facts.daily.map((record) => record.date))];
  out.field(
    "extracted",
    facts.daily.length === 0
      ? style.dim("nothing worth remembering")
      : `${plural(facts.daily.length, "fact")} into the daily log (${dates.map((date) => `daily/${date}.md`).join(", ")}):`,
  );
  for (const record of facts.daily) out.more(`${record.type.padEnd(11)} ${record.importance.toFixed(2)}  ${record.content}`, " ".repeat(18));

  printRecall(out, run, facts);

  const messages = facts.events.get("message") ?? 0;
  const once = messages === run.scriptedMessages ? style.green("each once") : style.red(`the script made ${run.scriptedMessages}`);
  const others = [...facts.events].filter(([type]) => type !== "message").map(([type, count]) => `${count} ${type}`);
  out.field("archived", `${plural(messages, "message")} (${countBy(facts.messageRoles)}), ${once}`);
  out.more(style.dim(`sessions/${run.sessionId}.jsonl, beside ${others.join(", ")} events`));
}
