import type { EntryRecord } from "@engram/core";
import type { CommandSpec } from "../command.js";
import { scopeOption } from "../common-options.js";
import { findEntry } from "../entries.js";
import { writeJson } from "../output/json.js";
import { renderFields } from "../output/table.js";
import { formatScope } from "../scope-option.js";

function describeEntry(entry: EntryRecord): string {
  const fields: [string, string][] = [
    ["key", entry.key],
    ["id", entry.id],
    ["type", entry.type],
    ["scope", formatScope(entry.scope)],
    ["tags", entry.tags.join(", ") || "-"],
    ["importance", entry.importance.toFixed(2)],
    ["confidence", entry.confidence.toFixed(2)],
    ["source", `${entry.source} (trust: ${entry.provenance.trust})`],
    ["pinned", entry.pinned ? "yes" : "no"],
    ["created", entry.createdAt],
    ["updated", entry.updatedAt],
    ["used", `${entry.useCount} times${entry.lastUsedAt ? `, last ${entry.lastUsedAt}` : ""}`],
  ];
  if (entry.validTo) fields.push(["valid to", `${entry.validTo}${entry.supersededBy ? ` (superseded by ${entry.supersededBy})` : ""}`]);
  if (entry.examples.length) fields.push(["examples", entry.examples.join(", ")]);
  if (entry.revisions.length) fields.push(["revisions", String(entry.revisions.length)]);
  return `${renderFields(fields)}\n\n${entry.content}\n`;
}

export const memoryShow: CommandSpec = {
  name: "memory show",
  summary: "Show one entry in full, by key or id",
  positionals: [{ name: "key-or-id", required: true, description: "the entry's key (needs --scope when several scopes use it) or id" }],
  options: { scope: scopeOption },
  async run(context) {
    const entry = await findEntry(await context.openStore(), context.args[0]!, context.scope());
    if (context.json) return writeJson(context.io, { entry });
    context.io.stdout.write(describeEntry(entry));
  },
};
