import { randomUUID } from "node:crypto";
import { listSessions, searchSessions } from "../memory-views.js";
import { json, type RouteTable } from "./api-answer.js";
import { emptyBodySchema, explainQuerySchema, searchQuerySchema, sessionIdSchema, storeQuerySchema, traceIdSchema } from "./api-schemas.js";
import { ApiError, parseWith } from "./http-json.js";

export const sessionRoutes: RouteTable = {
  "GET /sessions": async (playground, _params, { query }) => {
    const { store } = parseWith(storeQuerySchema, query, "query");
    const { workspace, memory } = await playground.memory(store);
    return json({ sessions: await listSessions(workspace.store, memory.scope) });
  },
  "POST /sessions": async (playground, _params, request) => {
    parseWith(emptyBodySchema, await request.body(), "request");
    const id = `s-${randomUUID().slice(0, 8)}`;
    playground.issueSession(id);
    return json({ id }, 201);
  },
  "GET /sessions/search": async (playground, _params, { query }) => {
    const { store, q } = parseWith(searchQuerySchema, query, "query");
    if (!q) throw new ApiError(400, "INVALID_INPUT", "Write what to search for in all sessions.");
    return json({ results: await searchSessions((await playground.memory(store)).memory, q) });
  },
  "GET /sessions/:": async (playground, [id], { query }) => {
    const { store } = parseWith(storeQuerySchema, query, "query");
    const sessionId = parseWith(sessionIdSchema, id, "session id");
    return json(await playground.sessionView(store, sessionId));
  },
  "GET /sessions/:/traces/:": async (playground, [id, trace], { query }) => {
    const { store } = parseWith(storeQuerySchema, query, "query");
    const sessionId = parseWith(sessionIdSchema, id, "session id");
    return json(await playground.traceView(store, sessionId, Number(parseWith(traceIdSchema, trace, "trace id"))));
  },
  "GET /sessions/:/traces/:/explain": async (playground, [id, trace], { query }) => {
    const { store, entry, message } = parseWith(explainQuerySchema, query, "question");
    const sessionId = parseWith(sessionIdSchema, id, "session id");
    const target = entry !== undefined ? { entry } : { message: message! };
    return json(await playground.explain(store, sessionId, Number(parseWith(traceIdSchema, trace, "trace id")), target));
  },
};
