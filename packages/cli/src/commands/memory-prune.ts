import type { CommandSpec } from "../command.js";
import { dryRunOption, scopeOption, yesOption } from "../common-options.js";
import { runMaintenance } from "../maintenance-run.js";

export const memoryPrune: CommandSpec = {
  name: "memory prune",
  summary: "Apply retention, decay and pruning (age, low confidence, cap) to one scope; asks first",
  positionals: [],
  options: { scope: scopeOption, "dry-run": dryRunOption, yes: yesOption },
  run: (context) => runMaintenance(context, "prune", (memory, dryRun) => memory.prune({ dryRun })),
};
