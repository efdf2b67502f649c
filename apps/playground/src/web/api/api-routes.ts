import { randomUUID } from "node:crypto";
import type { ChatReply } from "../api-types.js";
import { entryView, listDaily, listEntries, listSessions, searchSessions } from "../memory-views.js";
import type { Playground } from "../playground.js";
import {
  chatRequestSchema,
  emptyBodySchema,
  entryPatchSchema,
  newEntrySchema,
  searchQuerySchema,
  sessionIdSchema,
  storeBodySchema,
  storeQuerySchema,
} from "./api-schemas.js";
import { ApiError, parseWith } from "./http-json.js";

export interface ApiRequest {
  readonly method: string;
  /** The path after /api, split at "/": ["entries", "<id>"]. */
  readonly segments: readonly string[];
  readonly query: Record<string, string>;
  readonly body: () => Promise<unknown>;
}

/** Answers one API call with the status and JSON to send. */
export async function handleApi(playground: Playground, request: ApiRequest): Promise<{ status: number; body: unknown }> {
  const { method, segments, query } = request;
  const route = `${method} /${segments.map((segment, index) => (index > 0 ? ":" : segment)).join("/")}`;
  const ok = (body: unknown, status = 200) => ({ status, body });
  switch (route) {
    case "GET /config":
      return ok(playground.config());
    case "POST /chat": {
      const input = parseWith(chatRequestSchema, await request.body(), "chat request");
      const workspace = await playground.workspace(input.store);
      const reply = await workspace.chat(input.framework, { sessionId: input.sessionId, userId: playground.options.userId, text: input.message });
      const result: ChatReply = { reply, session: await playground.sessionView(input.store, input.sessionId) };
      return ok(result);
    }
    case "GET /sessions": {
      const { store } = parseWith(storeQuerySchema, query, "query");
      const { workspace, memory } = await playground.memory(store);
      return ok({ sessions: await listSessions(workspace.store, memory.scope) });
    }
    case "POST /sessions":
      parseWith(emptyBodySchema, await request.body(), "request");
      return ok({ id: `s-${randomUUID().slice(0, 8)}` }, 201);
    case "GET /sessions/:": {
      const { store } = parseWith(storeQuerySchema, query, "query");
      if (segments[1] === "search") {
        const { q } = parseWith(searchQuerySchema, query, "query");
        if (!q) throw new ApiError(400, "INVALID_INPUT", "Invalid query: q: write what to search for.");
        return ok({ results: await searchSessions((await playground.memory(store)).memory, q) });
      }
      const id = parseWith(sessionIdSchema, segments[1], "session id");
      return ok(await playground.sessionView(store, id));
    }
    case "GET /entries": {
      const { store, q } = parseWith(searchQuerySchema, query, "query");
      const { workspace, memory } = await playground.memory(store);
      return ok({ entries: await listEntries(memory, workspace.store, q) });
    }
    case "POST /entries": {
      const input = parseWith(newEntrySchema, await request.body(), "entry");
      const { memory } = await playground.memory(input.store);
      const entry = await memory.remember({
        content: input.content,
        type: input.type,
        pinned: input.pinned,
        ...(input.key === undefined ? {} : { key: input.key }),
      });
      if (!entry) throw new ApiError(409, "NOT_STORED", "The memory is incognito: nothing was stored.");
      return ok({ entry: entryView(entry) }, 201);
    }
    case "PATCH /entries/:": {
      const patch = parseWith(entryPatchSchema, await request.body(), "entry change");
      const { memory } = await playground.memory(patch.store);
      const existing = await memory.get(segments[1]!);
      if (!existing) throw new ApiError(404, "NOT_FOUND", `No entry "${segments[1]}" in this memory: reload the entries.`);
      // A new text goes through remember, which keeps the old one as a dated revision.
      const edited =
        patch.content !== undefined && patch.content !== existing.content
          ? ((await memory.remember({ key: existing.key, content: patch.content, type: existing.type })) ?? existing)
          : existing;
      // pin re-reads the entry and never overwrites a concurrent change (a compare-and-set in core).
      const entry = patch.pinned !== undefined ? ((await memory.pin(edited.id, patch.pinned)) ?? edited) : edited;
      return ok({ entry: entryView(entry) });
    }
    case "DELETE /entries/:": {
      const { store } = parseWith(storeQuerySchema, query, "query");
      const { memory } = await playground.memory(store);
      if (!(await memory.forget(segments[1]!))) throw new ApiError(404, "NOT_FOUND", `No entry "${segments[1]}" to forget: reload the entries.`);
      return ok({ forgotten: segments[1] });
    }
    case "POST /consolidate": {
      const { store } = parseWith(storeBodySchema, await request.body(), "request");
      const report = await (await playground.memory(store)).memory.consolidate();
      return ok({ changes: report.changes.map((change) => ({ action: change.action, reason: change.reason })) });
    }
    case "GET /daily": {
      const { store } = parseWith(storeQuerySchema, query, "query");
      const { workspace, memory } = await playground.memory(store);
      return ok({ items: await listDaily(workspace.store, memory.scope) });
    }
    default:
      throw new ApiError(404, "NOT_FOUND", `No API route ${method} /api/${segments.join("/")}.`);
  }
}
