import { forgetEntry, type PurgeReport } from "@engram/core/maintenance";
import { flagValue, type CommandSpec } from "../command.js";
import { scopeOption, yesOption } from "../common-options.js";
import { findEntry } from "../entries.js";
import { writeJson } from "../output/json.js";
import { formatScope } from "../scope-option.js";

function purgeSummary(purged: PurgeReport): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    `Erased its passages: ${count(purged.events, "event", "events")} in ${count(purged.sessions, "session", "sessions")}, ` +
    `${count(purged.dailyItems, "daily item", "daily items")}, ${count(purged.notes, "note", "notes")}, ` +
    `${count(purged.summaries, "summary", "summaries")}, ${count(purged.checkpoints, "checkpoint", "checkpoints")}; the store was scrubbed.`
  );
}

export const memoryForget: CommandSpec = {
  name: "memory forget",
  summary: "Forget one entry by key or id: out of MEMORY.md and recall, its source passages too; --purge erases them from the store; asks first",
  positionals: [{ name: "key-or-id", required: true, description: "the entry's key (needs --scope when several scopes use it) or id" }],
  options: {
    scope: scopeOption,
    purge: {
      type: "boolean",
      description: "also erase the passages it came from (archived messages, daily log, notes, summaries) from the store and scrub the store's files (GDPR)",
    },
    yes: yesOption,
  },
  async run(context) {
    const purge = flagValue(context, "purge");
    const store = await context.openStore();
    const entry = await findEntry(store, context.args[0]!, context.scope());
    const label = `entry "${entry.key}" (id ${entry.id}, scope ${formatScope(entry.scope)})`;
    await context.confirm(purge ? `Forget ${label} and erase the passages it came from in scope ${formatScope(entry.scope)}?` : `Forget ${label}?`);
    const progress = context.progress();
    if (purge) progress.update("forget: erasing passages and scrubbing the store…");
    // Through the entry's own scope: what its memory reads and holds is what a purge reaches.
    const report = await forgetEntry(store, entry.scope, entry.id, { purge, now: new Date() });
    if (purge) progress.done("forget: done.");
    const forgotten = (report?.entries ?? []).map((each) => ({ id: each.id, key: each.key, scope: each.scope }));
    if (context.json) return writeJson(context.io, { forgotten, purged: report?.purged ?? null });
    const earlier = forgotten.length > 1 ? ` with ${forgotten.length - 1} earlier ${forgotten.length === 2 ? "value" : "values"} it superseded` : "";
    context.io.stdout.write(`Forgot ${label}${earlier}.${report?.purged ? ` ${purgeSummary(report.purged)}` : ""}\n`);
  },
};
