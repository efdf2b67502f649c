import type { SessionInfo } from "@engram/core/store";
import type { CommandSpec } from "../command.js";
import { limitOption, limitValue, scopeOption } from "../common-options.js";
import { writeJson } from "../output/json.js";
import { writeTable } from "../output/table.js";
import { formatScope } from "../scope-option.js";

export const sessionList: CommandSpec = {
  name: "session list",
  summary: "List archived sessions, most recently updated first (every scope unless --scope)",
  positionals: [],
  options: { scope: scopeOption, limit: limitOption },
  async run(context) {
    const scope = context.scope();
    const limit = limitValue(context, undefined);
    const store = await context.openStore();
    const sessions: SessionInfo[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.listSessions({ ...(scope ? { scope } : {}), limit: 1000, ...(cursor ? { cursor } : {}) });
      sessions.push(...page.sessions);
      cursor = page.nextCursor;
    } while (cursor && (limit === undefined || sessions.length < limit));
    const shown = limit === undefined ? sessions : sessions.slice(0, limit);
    if (context.json) return writeJson(context.io, { sessions: shown });
    writeTable(
      context.io,
      shown,
      [
        { header: "ID", value: (s) => s.id, max: 40 },
        { header: "SCOPE", value: (s) => formatScope(s.scope), max: 40 },
        { header: "EVENTS", value: (s) => String(s.eventCount), align: "right" },
        { header: "STARTED", value: (s) => s.createdAt },
        { header: "UPDATED", value: (s) => s.updatedAt },
        { header: "TITLE", value: (s) => s.title ?? "", max: 40 },
      ],
      "No sessions.",
    );
  },
};
