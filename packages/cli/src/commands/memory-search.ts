import type { EntryRecord } from "@engram/core";
import type { CommandSpec } from "../command.js";
import { entryFilterOptions, entryTags, entryTypes, limitOption, limitValue, scopeOption } from "../common-options.js";
import { entryColumns } from "../entries.js";
import { writeJson } from "../output/json.js";
import { writeTable } from "../output/table.js";

interface EntryHit {
  readonly score: number;
  readonly entry: EntryRecord;
}

export const memorySearch: CommandSpec = {
  name: "memory search",
  summary: "Search entries by text (BM25, the store's own search) in one scope",
  positionals: [{ name: "query", required: true, description: "words to look for" }],
  options: { scope: scopeOption, ...entryFilterOptions, limit: limitOption },
  async run(context) {
    const scope = context.requireScope();
    const types = entryTypes(context);
    const tags = entryTags(context);
    const store = await context.openStore();
    const found = await store.search({
      text: context.args[0]!,
      scope,
      targets: ["entry"],
      limit: limitValue(context, 20)!,
      ...(types.length ? { types } : {}),
      ...(tags.length ? { tags } : {}),
    });
    const hits: EntryHit[] = found.flatMap((hit) => (hit.target === "record" && hit.record.kind === "entry" ? [{ score: hit.score, entry: hit.record }] : []));
    if (context.json) return writeJson(context.io, { query: context.args[0], hits });
    writeTable(
      context.io,
      hits,
      [
        { header: "SCORE", value: (hit) => hit.score.toFixed(3), align: "right" },
        ...entryColumns.map((column) => ({ ...column, value: (hit: EntryHit) => column.value(hit.entry) })),
      ],
      "No entries match.",
    );
  },
};
