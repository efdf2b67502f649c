import { createMemory, type ConsolidationReport, type Memory } from "@engram/core";
import { flagValue, type CommandContext } from "./command.js";
import { writeConsolidationReport } from "./consolidation-output.js";
import { formatScope } from "./scope-option.js";

type Run = (memory: Memory, dryRun: boolean) => Promise<ConsolidationReport>;

/**
 * Prune and consolidate share one flow: a dry run first, so the question can say how much would
 * change and an empty run asks nothing; then, once confirmed, the real run, whose report is printed.
 */
export async function runMaintenance(context: CommandContext, what: "prune" | "consolidation", run: Run): Promise<void> {
  const scope = context.requireScope();
  const dryRun = flagValue(context, "dry-run");
  const memory = createMemory({ store: await context.openStore(), scope, autoConsolidate: false });
  const progress = context.progress();
  progress.update(`${what}: checking scope ${formatScope(scope)}…`);
  const preview = await run(memory, true);
  const changes = preview.changes.filter((change) => change.action !== "index" || change.changed).length;
  if (dryRun || changes === 0) {
    progress.done(`${what}: done (dry run: ${changes} changes).`);
    return writeConsolidationReport(context, what, preview);
  }
  progress.done(`${what}: ${changes} changes to make.`);
  await context.confirm(`Run ${what} on scope ${formatScope(scope)}: ${changes} changes (entries may be merged, superseded, pruned or expired)?`);
  progress.update(`${what}: writing…`);
  const report = await run(memory, false);
  progress.done(`${what}: done.`);
  writeConsolidationReport(context, what, report);
}
