import { isVisibleIn } from "@engram/core/store";
import { entryView, listDaily, listEntries } from "../memory-views.js";
import { entryHistoryView } from "../views/entry-history.js";
import { memoryIndexView } from "../views/memory-index-view.js";
import { json, type RouteTable } from "./api-answer.js";
import { entriesQuerySchema, entryIdSchema, entryPatchSchema, forgetQuerySchema, newEntrySchema, storeQuerySchema, undoBodySchema } from "./api-schemas.js";
import { ApiError, parseWith } from "./http-json.js";

const noEntry = (id: string) => new ApiError(404, "NOT_FOUND", `There is no memory "${id.slice(0, 200)}" here: reload the list.`);

/** An id no entry can have (too long, odd characters) is simply not here: 404, like any unknown id. */
function entryId(id: string | undefined): string {
  if (!entryIdSchema.safeParse(id).success) throw noEntry(id ?? "");
  return id!;
}

export const entryRoutes: RouteTable = {
  "GET /entries": async (playground, _params, { query }) => {
    const { store, q, superseded } = parseWith(entriesQuerySchema, query, "query");
    const { workspace, memory } = await playground.memory(store);
    return json({ entries: await listEntries(memory, workspace.store, q, superseded === "true") });
  },
  "POST /entries": async (playground, _params, request) => {
    const input = parseWith(newEntrySchema, await request.body(), "memory");
    const { memory } = await playground.memory(input.store);
    const entry = await memory.remember({
      content: input.content,
      type: input.type,
      pinned: input.pinned,
      ...(input.key === undefined ? {} : { key: input.key }),
    });
    if (!entry) throw new ApiError(409, "NOT_STORED", "The memory is incognito: nothing was stored.");
    return json({ entry: entryView(entry) }, 201);
  },
  "PATCH /entries/:": async (playground, [id], request) => {
    const patch = parseWith(entryPatchSchema, await request.body(), "change");
    const { memory } = await playground.memory(patch.store);
    const existing = await memory.get(entryId(id));
    if (!existing || existing.id !== id) throw noEntry(id!);
    // A new text goes through remember, which keeps the old one as a dated revision.
    const edited =
      patch.content !== undefined && patch.content !== existing.content
        ? ((await memory.remember({ key: existing.key, content: patch.content, type: existing.type })) ?? existing)
        : existing;
    // pin re-reads the entry and never overwrites a concurrent change (a compare-and-set in core).
    const entry = patch.pinned !== undefined ? ((await memory.pin(edited.id, patch.pinned)) ?? edited) : edited;
    return json({ entry: entryView(entry) });
  },
  "GET /entries/:/history": async (playground, [id], { query }) => {
    const { store } = parseWith(storeQuerySchema, query, "query");
    const { workspace, memory } = await playground.memory(store);
    const entry = await workspace.store.get("entry", entryId(id));
    // An id of another user's entry reads as unknown: nothing says it exists.
    if (!entry || !isVisibleIn(entry.scope, memory.scope)) throw noEntry(id!);
    return json(await entryHistoryView(workspace.store, memory.scope, entry));
  },
  "DELETE /entries/:": async (playground, [id], { query }) => {
    const { store, purge } = parseWith(forgetQuerySchema, query, "query");
    return json(await playground.changes.forget(store, entryId(id), purge === "true"));
  },
  "POST /forget/undo": async (playground, _params, request) => {
    const { store, undoId } = parseWith(undoBodySchema, await request.body(), "undo");
    return json({ restored: await playground.changes.undoForget(store, undoId) });
  },
  "POST /forget/purge": async (playground, _params, request) => {
    const { store, undoId } = parseWith(undoBodySchema, await request.body(), "purge");
    return json({ purged: await playground.changes.purgeForgotten(store, undoId) });
  },
  "GET /memory-index": async (playground, _params, { query }) => {
    const { store } = parseWith(storeQuerySchema, query, "query");
    const { workspace, memory } = await playground.memory(store);
    return json(await memoryIndexView(workspace.store, memory.scope, await workspace.counter()));
  },
  "GET /daily": async (playground, _params, { query }) => {
    const { store } = parseWith(storeQuerySchema, query, "query");
    const { workspace, memory } = await playground.memory(store);
    return json({ items: await listDaily(workspace.store, memory.scope) });
  },
};
