import { createMemory } from "@engram/core";
import { UsageError } from "../cli-errors.js";
import type { CommandSpec } from "../command.js";
import { limitOption, limitValue, scopeOption } from "../common-options.js";
import { writeJson } from "../output/json.js";
import { writeTable } from "../output/table.js";

export const sessionSearch: CommandSpec = {
  name: "session search",
  summary: "Find passages of archived sessions in one scope (CLIO's recall_sessions)",
  positionals: [{ name: "query", required: true, description: "words to look for" }],
  options: {
    scope: scopeOption,
    limit: limitOption,
    "max-sessions": { type: "string", value: "<n>", description: "look at the n most recent sessions only" },
  },
  async run(context) {
    const scope = context.requireScope();
    const maxResults = limitValue(context, 10)!;
    const maxSessionsText = context.values["max-sessions"];
    const maxSessions = typeof maxSessionsText === "string" ? Number(maxSessionsText) : undefined;
    if (maxSessions !== undefined && (!Number.isInteger(maxSessions) || maxSessions <= 0)) {
      throw new UsageError(`--max-sessions "${String(maxSessionsText)}" is not a positive whole number.`, context.name);
    }
    const memory = createMemory({ store: await context.openStore(), scope, autoConsolidate: false });
    const results = await memory.recallSessions(context.args[0]!, { maxResults, ...(maxSessions ? { maxSessions } : {}) });
    if (context.json) return writeJson(context.io, { query: context.args[0], results });
    writeTable(
      context.io,
      results,
      [
        { header: "SESSION", value: (r) => r.sessionId, max: 30 },
        { header: "SEQ", value: (r) => String(r.seq), align: "right" },
        { header: "AT", value: (r) => r.at },
        { header: "ROLE", value: (r) => r.role },
        { header: "EXCERPT", value: (r) => r.excerpt, max: 80 },
      ],
      "No passages match.",
    );
  },
};
