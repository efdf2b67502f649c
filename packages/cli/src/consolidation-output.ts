import type { ConsolidationChange, ConsolidationReport } from "@engram/core";
import type { CommandContext } from "./command.js";
import { writeJson } from "./output/json.js";
import { writeTable } from "./output/table.js";
import { formatScope } from "./scope-option.js";

const changeId = (change: ConsolidationChange): string => ("id" in change ? change.id : change.fromDaily.join(", "));

/** A consolidation or prune report: the changes as a table (or the whole report as JSON) and a tally. */
export function writeConsolidationReport(context: CommandContext, what: string, report: ConsolidationReport): void {
  if (context.json) return writeJson(context.io, report);
  const changes = report.changes.filter((change) => change.action !== "index" || change.changed);
  writeTable(
    context.io,
    changes,
    [
      { header: "ACTION", value: (change) => change.action },
      { header: "ID", value: changeId, max: 40 },
      { header: "REASON", value: (change) => change.reason, max: 80 },
    ],
    "No changes.",
  );
  const tally = new Map<string, number>();
  for (const change of changes) tally.set(change.action, (tally.get(change.action) ?? 0) + 1);
  const counts = [...tally].map(([action, n]) => `${n} ${action}`).join(", ") || "no changes";
  const verb = report.dryRun ? "Dry run: would make" : "Made";
  context.io.stdout.write(`${verb} ${counts} (${what} of scope ${formatScope(report.scope)}).${report.dryRun ? " Nothing was written." : ""}\n`);
  for (const warning of report.warnings) context.io.stderr.write(`engram: warning: ${warning}\n`);
}
