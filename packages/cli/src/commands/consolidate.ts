import type { CommandSpec } from "../command.js";
import { dryRunOption, scopeOption, yesOption } from "../common-options.js";
import { runMaintenance } from "../maintenance-run.js";

export const consolidateCommand: CommandSpec = {
  name: "consolidate",
  summary: "Distill one scope's daily log into long-term entries, dedup, supersede, prune, rewrite MEMORY.md; asks first",
  positionals: [],
  options: { scope: scopeOption, "dry-run": dryRunOption, yes: yesOption },
  run: (context) => runMaintenance(context, "consolidation", (memory, dryRun) => memory.consolidate({ dryRun })),
};
