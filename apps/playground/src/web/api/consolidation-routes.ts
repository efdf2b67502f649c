import { json, type RouteTable } from "./api-answer.js";
import { applyBodySchema, storeBodySchema, undoBodySchema } from "./api-schemas.js";
import { parseWith } from "./http-json.js";

export const consolidationRoutes: RouteTable = {
  "POST /consolidate/preview": async (playground, _params, request) => {
    const { store } = parseWith(storeBodySchema, await request.body(), "request");
    return json(await playground.changes.previewConsolidation(store));
  },
  "POST /consolidate/apply": async (playground, _params, request) => {
    const { store, planId } = parseWith(applyBodySchema, await request.body(), "request");
    return json(await playground.changes.applyConsolidation(store, planId));
  },
  "POST /consolidate/undo": async (playground, _params, request) => {
    const { store, undoId } = parseWith(undoBodySchema, await request.body(), "request");
    return json({ restored: await playground.changes.undoConsolidation(store, undoId) });
  },
};
