import { refreshMemoryIndex } from "@engram/core/maintenance";
import { UsageError } from "../cli-errors.js";
import { flagValue, type CommandSpec } from "../command.js";
import { entryFilterOptions, entryTags, entryTypes, yesOption } from "../common-options.js";
import { listEntries } from "../entries.js";
import { writeJson } from "../output/json.js";
import { formatScope } from "../scope-option.js";

export const memoryClear: CommandSpec = {
  name: "memory clear",
  summary: "Delete every entry of exactly one scope (or --all scopes), optionally only some types or tags; asks first",
  positionals: [],
  options: {
    scope: { type: "string", value: "<k=v,...>", description: "the scope to clear, exactly: entries of broader or narrower scopes stay" },
    all: { type: "boolean", description: "clear the entries of every scope" },
    ...entryFilterOptions,
    yes: yesOption,
  },
  async run(context) {
    const all = flagValue(context, "all");
    // Only an explicit --scope: a default scope from the config file must not aim a bulk delete.
    const scope = context.values["scope"] === undefined ? undefined : context.scope();
    if (all === (scope !== undefined)) {
      throw new UsageError('"engram memory clear" needs exactly one of --scope <k=v,...> (that scope only) or --all (every scope).', context.name);
    }
    const store = await context.openStore();
    const entries = await listEntries(store, {
      ...(scope ? { scope, scopeMode: "exact" as const } : {}),
      types: entryTypes(context),
      tags: entryTags(context),
      includeSuperseded: true,
    });
    const where = scope ? `scope ${formatScope(scope)}` : "every scope";
    if (entries.length > 0) {
      await context.confirm(`Delete ${entries.length} ${entries.length === 1 ? "entry" : "entries"} in ${where}?`);
      const progress = context.progress();
      for (const [i, entry] of entries.entries()) {
        await store.delete("entry", entry.id);
        if ((i + 1) % 100 === 0) progress.update(`clear: ${i + 1}/${entries.length} deleted…`);
      }
      const scopes = new Map(entries.map((entry) => [formatScope(entry.scope), entry.scope]));
      for (const cleared of scopes.values()) await refreshMemoryIndex(store, cleared, { now: new Date() });
    }
    if (context.json) return writeJson(context.io, { deleted: entries.map((entry) => ({ id: entry.id, key: entry.key, scope: entry.scope })) });
    context.io.stdout.write(
      entries.length === 0 ? `No entries to delete in ${where}.\n` : `Deleted ${entries.length} ${entries.length === 1 ? "entry" : "entries"} in ${where}.\n`,
    );
  },
};
