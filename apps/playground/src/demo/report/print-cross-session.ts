import type { SessionExcerpt } from "@engram/core";
import { clipText } from "@engram/core/adapter-kit";
import { valueWidth, type ReportOutput } from "./report-output.js";

/** `memory.recallSessions(query)`: excerpts of earlier sessions' archives, best first. */
export function printCrossSession(out: ReportOutput, query: string, excerpts: readonly SessionExcerpt[]): void {
  out.section("Cross-session recall", `memory.recallSessions("${query}")`);
  out.field(
    "found",
    excerpts.length === 0 ? out.style.dim("nothing in earlier sessions") : `${excerpts.length} excerpts from earlier sessions' archives, best first:`,
  );
  excerpts.forEach((excerpt) => {
    const lead = `${excerpt.score.toFixed(2)}  ${excerpt.sessionId} #${excerpt.seq} ${excerpt.role}: `;
    out.more(`${lead}${clipText(excerpt.excerpt, valueWidth - lead.length)}`);
  });
}
