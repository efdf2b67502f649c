import { refreshMemoryIndex } from "@engram/core/maintenance";
import type { CommandSpec } from "../command.js";
import { scopeOption, yesOption } from "../common-options.js";
import { findEntry } from "../entries.js";
import { writeJson } from "../output/json.js";
import { formatScope } from "../scope-option.js";

export const memoryDelete: CommandSpec = {
  name: "memory delete",
  summary: "Delete one entry by key or id (no tombstone: see memory forget); asks first",
  positionals: [{ name: "key-or-id", required: true, description: "the entry's key (needs --scope when several scopes use it) or id" }],
  options: { scope: scopeOption, yes: yesOption },
  async run(context) {
    const store = await context.openStore();
    const entry = await findEntry(store, context.args[0]!, context.scope());
    const label = `entry "${entry.key}" (id ${entry.id}, scope ${formatScope(entry.scope)})`;
    await context.confirm(`Delete ${label}?`);
    await store.delete("entry", entry.id);
    await refreshMemoryIndex(store, entry.scope, { now: new Date() });
    if (context.json) return writeJson(context.io, { deleted: [{ id: entry.id, key: entry.key, scope: entry.scope }] });
    context.io.stdout.write(`Deleted ${label}.\n`);
  },
};
