import type { CommandSpec } from "../command.js";
import { flagValue } from "../command.js";
import { entryFilterOptions, entryTags, entryTypes, limitOption, limitValue, scopeOption } from "../common-options.js";
import { entryColumns, listEntries } from "../entries.js";
import { writeJson } from "../output/json.js";
import { writeTable } from "../output/table.js";

export const memoryList: CommandSpec = {
  name: "memory list",
  summary: "List long-term memory entries, newest first (every scope unless --scope)",
  positionals: [],
  options: {
    scope: scopeOption,
    ...entryFilterOptions,
    limit: limitOption,
    "include-superseded": { type: "boolean", description: "also list entries a newer one superseded" },
  },
  async run(context) {
    const scope = context.scope();
    const limit = limitValue(context, undefined);
    const store = await context.openStore();
    const entries = await listEntries(store, {
      ...(scope ? { scope } : {}),
      types: entryTypes(context),
      tags: entryTags(context),
      includeSuperseded: flagValue(context, "include-superseded"),
      ...(limit === undefined ? {} : { limit }),
    });
    if (context.json) return writeJson(context.io, { entries });
    writeTable(context.io, entries, entryColumns, "No entries.");
  },
};
