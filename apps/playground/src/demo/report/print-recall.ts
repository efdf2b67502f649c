import { clipText } from "@engram/core/adapter-kit";
import type { ExplainedRecall } from "@engram/core/inspect";
import { formatCount, plural } from "../layout.js";
import type { SessionFacts } from "../scenario/session-facts.js";
import type { SessionRun } from "../scenario/session-run.js";
import { valueWidth, type ReportOutput } from "./report-output.js";

const sourceWidth = 12;

/** What recall put into the session's prompts, once per user question: score, tokens, source, text. */
export function printRecall(out: ReportOutput, run: SessionRun, facts: SessionFacts): void {
  const { style } = out;
  // Values a newer entry replaced: an archived turn or daily item may still say them.
  const supersededValues = [...facts.recalledEntries.values()].filter((entry) => entry.supersededBy !== undefined).map((entry) => entry.content);
  const seen = new Set<string>();
  run.calls.forEach((call, index) => {
    const explanation = call.manifest.recall.explanation;
    if (!explanation || explanation.items.length === 0 || seen.has(explanation.query)) return;
    const heading = `call ${index + 1} · "${clipText(explanation.query, 60)}"`;
    if (seen.size === 0) out.field("recalled", heading);
    else out.more(heading);
    seen.add(explanation.query);
    const memoryIndex = call.manifest.recall.indexTokens;
    out.more(
      style.dim(
        `${plural(explanation.items.length, "memory", "memories")}, ${formatCount(explanation.tokens)} of ${formatCount(explanation.budgetTokens)} tokens` +
          (memoryIndex > 0 ? `, beside the MEMORY.md index (${memoryIndex} tokens)` : ""),
      ),
    );
    for (const item of explanation.items) {
      const lead = `${item.signals.total.toFixed(2)} ${String(item.tokens).padStart(3)} tok  ${sourceOf(item).padEnd(sourceWidth)} `;
      const text = item.text.replace(/\s+/g, " ");
      const stale = supersededValues.some((value) => text.includes(value));
      const tag = stale ? " (superseded value)" : "";
      const line = lead + clipText(text, valueWidth - lead.length - tag.length) + (stale ? style.yellow(tag) : "");
      out.more(line);
      const entry = item.source.kind === "entry" ? facts.recalledEntries.get(item.source.id) : undefined;
      const older = entry?.supersedes === undefined ? undefined : facts.recalledEntries.get(entry.supersedes);
      if (older) {
        const until = older.validTo?.slice(0, 10) ?? "?";
        out.more(style.yellow(`      ↳ supersedes "${older.content}", valid until ${until}`));
      }
    }
  });
  if (seen.size === 0) out.field("recalled", style.dim("nothing: no earlier session to recall from (a session never recalls its own turns)"));
}

function sourceOf(item: ExplainedRecall): string {
  const { source } = item;
  if (source.kind === "entry") return "entry";
  if (source.kind === "daily") return `daily ${source.date.slice(5)}`;
  return `${source.sessionId} #${source.seq}`;
}
